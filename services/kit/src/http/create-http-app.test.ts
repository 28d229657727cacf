import { ErrorMessages, StatusCheckRequest } from '@grtv/machines';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../log/create-logger';
import { AppError } from './app-error';
import { createHttpApp } from './create-http-app';

const logger = createLogger({ name: 'test', level: 'silent', destination: new Writable({ write: (_c, _e, done) => done() }) });
const app = createHttpApp({ logger, bodyLimit: 1024 });
app.post('/check', { schema: { body: StatusCheckRequest } }, async (request) => ({ ok: request.body.transaction_id }));
app.get('/limited', async () => {
  throw new AppError('RATE_LIMITED', 429, 'Too many attempts. Try again in 30 seconds.', 30);
});
app.get('/boom', async () => {
  throw new Error('database password is hunter2');
});
afterAll(() => app.close());

describe('createHttpApp', () => {
  it('answers a body that fails its contract with 400 and the catalogue message', async () => {
    const res = await app.inject({ method: 'POST', url: '/check', payload: { transaction_id: 'txn-12345678', msisdn: '123' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: ErrorMessages.invalidNumber });
  });

  it('answers malformed JSON and oversized bodies clearly', async () => {
    const bad = await app.inject({ method: 'POST', url: '/check', payload: '{"transaction_id":', headers: { 'content-type': 'application/json' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BAD_JSON');
    const big = await app.inject({ method: 'POST', url: '/check', payload: { transaction_id: 'x'.repeat(5000) } });
    expect(big.statusCode).toBe(413);
  });

  it('sends an AppError with its status, code and Retry-After', async () => {
    const res = await app.inject({ method: 'GET', url: '/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: 'Too many attempts. Try again in 30 seconds.', retry_after_seconds: 30 });
  });

  it('never leaks an unexpected error', async () => {
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({ code: 'INTERNAL', message: ErrorMessages.unexpected });
  });

  it('answers unknown routes with 404 and masks numbers in the message', async () => {
    const res = await app.inject({ method: 'GET', url: '/sms/27821234567' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('There is nothing at GET /sms/2782*****67.');
  });
});
