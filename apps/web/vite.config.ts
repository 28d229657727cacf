import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Phones on slow data: modern JS only, routes split, and the API proxied in development. */
export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: true,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
});
