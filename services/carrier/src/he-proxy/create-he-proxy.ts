import type { Logger } from '@grtv/kit';
import { maskUrl } from '@grtv/kit';
import { request as httpRequest, createServer, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { HeProxyConfig } from '../config';

/** Headers that belong to one connection and are never forwarded (RFC 9110 7.6.1). */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade'];

/** `x_msisdn`, `X-MSISDN` and `x-msisdn` are the same header to many servers: strip every spelling. */
const headerKey = (name: string) => name.toLowerCase().replace(/_/g, '-');

function stripHopByHop(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.includes(name) || named.includes(name)) continue;
    out[name] = value;
  }
  return out;
}

/** The headers sent upstream: the client's, minus any number header it sent, plus the carrier's own. */
export function enrichHeaders(incoming: IncomingMessage, config: Pick<HeProxyConfig, 'header' | 'msisdn'>, target: URL): OutgoingHttpHeaders {
  const headers = stripHopByHop(incoming.headers);
  const numberHeader = headerKey(config.header);
  for (const name of Object.keys(headers)) if (headerKey(name) === numberHeader) delete headers[name];
  const remote = incoming.socket.remoteAddress ?? '';
  const priorFor = incoming.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = priorFor ? `${priorFor}, ${remote}` : remote;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = incoming.headers.host ?? '';
  headers.host = target.host;
  if (config.msisdn) headers[config.header] = config.msisdn;
  return headers;
}

function badGatewayPage(target: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>502 Bad gateway</title><style>body{background:#000;color:#ececf1;font:16px/1.5 system-ui,sans-serif;padding:24px}code{color:#f5c518}</style></head><body><h1>502 Bad gateway</h1><p>The carrier's header-enrichment proxy could not reach the app at <code>${target.replace(/[&<>"']/g, '')}</code>. Is it running?</p></body></html>`;
}

export interface HeProxy {
  server: Server;
  /** Ends every upgraded (WebSocket) connection; call before closing the server. */
  closeTunnels(): void;
}

/**
 * The carrier's header enrichment, for local use: an HTTP reverse proxy (streaming, WebSocket
 * upgrades included) that adds the subscriber's number header the way the carrier's network does,
 * and removes any copy a client sent so nobody can claim a number by setting the header.
 */
export function createHeProxy(config: HeProxyConfig, logger?: Logger): HeProxy {
  /** Upgraded connections: the HTTP server no longer tracks them, so closing must end them. */
  const tunnels = new Set<Duplex>();
  const target = new URL(config.targetUrl);
  const upstreamPath = (url: string | undefined) => `${target.pathname.replace(/\/$/, '')}${url ?? '/'}`;

  const server = createServer((req, res) => {
    const upstream = httpRequest({
      ...(config.sourceAddress ? { localAddress: config.sourceAddress } : {}),
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port || 80,
      method: req.method,
      path: upstreamPath(req.url),
      headers: enrichHeaders(req, config, target),
    });
    upstream.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.statusMessage, stripHopByHop(answer.headers));
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    });
    upstream.on('error', (error) => {
      logger?.warn({ err: error.message, url: maskUrl(req.url ?? '') }, 'he proxy: upstream failed');
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(badGatewayPage(config.targetUrl));
    });
    // A client that goes away takes its upstream request with it.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const headers = enrichHeaders(req, config, target);
    headers.connection = 'Upgrade';
    headers.upgrade = req.headers.upgrade ?? '';
    const upstream = httpRequest({
      ...(config.sourceAddress ? { localAddress: config.sourceAddress } : {}),
      hostname: target.hostname,
      port: target.port || 80,
      method: req.method,
      path: upstreamPath(req.url),
      headers,
    });
    upstream.on('upgrade', (answer, upstreamSocket, upstreamHead) => {
      const lines = [`HTTP/1.1 ${answer.statusCode ?? 101} ${answer.statusMessage ?? 'Switching Protocols'}`];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) lines.push(`${answer.rawHeaders[i]}: ${answer.rawHeaders[i + 1]}`);
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (upstreamHead.length) socket.write(upstreamHead);
      if (head.length) upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
      // Sockets of an HTTP server stay half-open after the peer ends: end the tunnel as a whole.
      const closeTunnel = () => {
        socket.destroy();
        upstreamSocket.destroy();
        tunnels.delete(socket);
      };
      tunnels.add(socket);
      for (const side of [socket, upstreamSocket]) {
        side.on('end', closeTunnel);
        side.on('close', closeTunnel);
        side.on('error', closeTunnel);
      }
    });
    upstream.on('response', (answer) => {
      // The app refused the upgrade: pass its answer on and close.
      socket.write(`HTTP/1.1 ${answer.statusCode ?? 502} ${answer.statusMessage ?? ''}\r\nconnection: close\r\n\r\n`);
      socket.end();
      answer.resume();
    });
    upstream.on('error', () => {
      socket.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\n\r\n');
    });
    upstream.end();
  });

  return {
    server,
    closeTunnels() {
      for (const socket of tunnels) socket.destroy();
      tunnels.clear();
    },
  };
}
