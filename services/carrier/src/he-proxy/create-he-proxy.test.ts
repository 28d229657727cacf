import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCarrierConfig } from '../config';
import { startHeProxy, type RunningServer } from '../start';

/** What the app behind the proxy saw. */
interface Echo {
  method: string;
  url: string;
  headers: Record<string, string | undefined>;
  body: string;
}

/** The app behind the proxy: echoes what it received. */
let app: Server;
let appUrl: string;
beforeAll(async () => {
  app = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/']);
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json', 'x-app': 'grtv' });
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
  });
  app.on('upgrade', (req: IncomingMessage, socket) => {
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nupgrade: echo\r\nconnection: Upgrade\r\nx-seen-msisdn: ${req.headers['x-msisdn'] ?? 'none'}\r\n\r\n`);
    socket.on('data', (data: Buffer) => socket.write(data.toString('utf8').toUpperCase()));
    socket.on('end', () => socket.end());
  });
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => app.close(() => resolve())));

async function proxy(env: Record<string, string>, run: (proxy: RunningServer) => Promise<void>) {
  const running = await startHeProxy(loadCarrierConfig({ HE_PROXY_PORT: '0', HE_TARGET_URL: appUrl, ...env }));
  try {
    await run(running);
  } finally {
    await running.close();
  }
}

describe('the header-enrichment proxy', () => {
  it('adds the carrier number header and the forwarded headers', async () => {
    await proxy({ HE_MSISDN: '27821234567' }, async ({ url }) => {
      const answer = await fetch(`${url}/api/log-headers?x=1`, { headers: { 'x-forwarded-for': '10.1.1.1' } });
      expect(answer.status).toBe(200);
      const seen = (await answer.json()) as Echo;
      expect(seen.url).toBe('/api/log-headers?x=1');
      expect(seen.headers['x-msisdn']).toBe('27821234567');
      expect(seen.headers['x-forwarded-for']).toBe('10.1.1.1, 127.0.0.1');
      expect(seen.headers['x-forwarded-proto']).toBe('http');
      expect(seen.headers['x-forwarded-host']).toBe(new URL(url).host);
      expect(seen.headers.host).toBe(new URL(appUrl).host);
    });
  });

  it('strips a number header the client set, in any spelling, and puts the carrier one in its place', async () => {
    await proxy({ HE_MSISDN: '27821234567' }, async ({ url }) => {
      const seen = (await (await fetch(url, { headers: { 'X-MSISDN': '27999999999', x_msisdn: '27888888888' } })).json()) as Echo;
      expect(seen.headers['x-msisdn']).toBe('27821234567');
      expect(seen.headers.x_msisdn).toBeUndefined();
      expect(JSON.stringify(seen.headers)).not.toMatch(/27999999999|27888888888/);
    });
  });

  it('adds no number when HE_MSISDN is unset, and still strips a spoofed one', async () => {
    await proxy({}, async ({ url }) => {
      const seen = (await (await fetch(url, { headers: { 'x-msisdn': '27999999999' } })).json()) as Echo;
      expect(seen.headers['x-msisdn']).toBeUndefined();
    });
  });

  it('uses HE_HEADER as the header name', async () => {
    await proxy({ HE_MSISDN: '27821234567', HE_HEADER: 'X-Nokia-MSISDN' }, async ({ url }) => {
      const seen = (await (await fetch(url, { headers: { 'x-nokia-msisdn': '27999999999' } })).json()) as Echo;
      expect(seen.headers['x-nokia-msisdn']).toBe('27821234567');
      expect(seen.headers['x-msisdn']).toBeUndefined();
    });
  });

  it('streams bodies both ways and keeps the status and headers of the answer', async () => {
    await proxy({ HE_MSISDN: '27821234567' }, async ({ url }) => {
      const body = JSON.stringify({ text: 'é'.repeat(50_000) });
      const answer = await fetch(`${url}/missing`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('x-app')).toBe('grtv');
      expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      const seen = (await answer.json()) as Echo;
      expect(seen).toMatchObject({ method: 'POST', body });
    });
  });

  it('answers 502 with a page when the app does not answer', async () => {
    const dead = createServer();
    await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
    await new Promise<void>((resolve) => dead.close(() => resolve()));
    const running = await startHeProxy(loadCarrierConfig({ HE_PROXY_PORT: '0', HE_TARGET_URL: deadUrl }));
    try {
      const answer = await fetch(running.url);
      expect(answer.status).toBe(502);
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(await answer.text()).toContain('could not reach the app');
    } finally {
      await running.close();
    }
  });

  it('passes protocol upgrades (WebSocket) through, with the number header', async () => {
    await proxy({ HE_MSISDN: '27821234567' }, async ({ url }) => {
      const { port } = new URL(url);
      const echoed = await new Promise<{ status: number; seen: string; data: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/ws', headers: { connection: 'Upgrade', upgrade: 'echo', 'x-msisdn': '27999999999' } });
        req.on('upgrade', (res, socket) => {
          socket.once('data', (data: Buffer) => {
            resolve({ status: res.statusCode ?? 0, seen: String(res.headers['x-seen-msisdn']), data: data.toString('utf8') });
            socket.destroy();
          });
          socket.write('hello');
        });
        req.on('error', reject);
        req.end();
      });
      expect(echoed).toEqual({ status: 101, seen: '27821234567', data: 'HELLO' });
    });
  });
});
