import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

/**
 * Brotli and gzip copies of every text file the build emits, made once at build time at the
 * highest levels, so the server sends a phone the smallest bytes without compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'grtv-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    closeBundle() {
      const walk = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? walk(join(dir, name)) : [join(dir, name)]));
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f))) {
        const content = readFileSync(file);
        if (content.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** Phones on slow data: modern JS only, routes split, files precompressed, and the API proxied in development. */
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000', '/images': 'http://127.0.0.1:3000' },
  },
});
