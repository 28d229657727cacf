import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './create-logger';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger({ name: 'test', destination }) };
}

describe('createLogger', () => {
  it('masks numbers in fields and in messages', () => {
    const { lines, logger } = capture();
    logger.info({ msisdn: '27821234567', body: { he_msisdn: '27829876543' } }, 'subscribe for 27821234567');
    const line = JSON.parse(lines[0]!);
    expect(line.msisdn).toBe('2782*****67');
    expect(line.body.he_msisdn).toBe('2782*****43');
    expect(line.msg).toBe('subscribe for 2782*****67');
  });

  it('never writes OTPs, tokens, cookies or session ids', () => {
    const { lines, logger } = capture();
    logger.info({ body: { otp: '4821', evina_token: 'ev-secret' }, token: 'tok-secret', sessionId: 'sid-secret', req: { headers: { cookie: 'grtv_sid=abc' } } });
    const text = lines.join('');
    for (const secret of ['4821', 'ev-secret', 'tok-secret', 'sid-secret', 'grtv_sid=abc']) expect(text).not.toContain(secret);
    expect(JSON.parse(lines[0]!).body.otp).toBe('[redacted]');
  });
});
