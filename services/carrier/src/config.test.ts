import { ConfigError } from '@grtv/kit';
import { describe, expect, it } from 'vitest';
import { DEV_DEFAULTS, loadCarrierConfig } from './config';

describe('loadCarrierConfig', () => {
  it('has the one-machine defaults and names the dev-only secrets in use', () => {
    const config = loadCarrierConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3100,
      apiKey: DEV_DEFAULTS.CARRIER_API_KEY,
      merchantWebhookUrl: 'http://127.0.0.1:3000/api/carrier/notifications',
      defaultBalanceCents: 5000,
      otpTtlSeconds: 300,
      heProxy: { host: '127.0.0.1', port: 3080, targetUrl: 'http://127.0.0.1:3000', header: 'x-msisdn', msisdn: undefined, sourceAddress: '127.0.0.2' },
    });
    expect(config.devSecrets).toEqual(['CARRIER_API_KEY', 'PROTECT_SECRET', 'WEBHOOK_SECRET']);
  });

  it('reads the environment', () => {
    const config = loadCarrierConfig({
      CARRIER_PORT: '4100',
      CARRIER_API_KEY: 'a-real-key-from-the-vault',
      SANDBOX_DEFAULT_BALANCE_CENTS: '0',
      OTP_TTL_SECONDS: '60',
      HE_HEADER: 'X-MSISDN',
      HE_MSISDN: ' 27821234567 ',
    });
    expect(config).toMatchObject({ port: 4100, apiKey: 'a-real-key-from-the-vault', defaultBalanceCents: 0, otpTtlSeconds: 60 });
    expect(config.heProxy).toMatchObject({ header: 'x-msisdn', msisdn: '27821234567' });
    expect(config.devSecrets).not.toContain('CARRIER_API_KEY');
  });

  it('fails naming each bad variable', () => {
    const bad = () => loadCarrierConfig({ CARRIER_API_KEY: 'short', HE_MSISDN: '0821234567', SANDBOX_DEFAULT_BALANCE_CENTS: '-1', HE_TARGET_URL: 'https://example.org' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['CARRIER_API_KEY', 'HE_MSISDN', 'SANDBOX_DEFAULT_BALANCE_CENTS', 'HE_TARGET_URL']) expect(message).toContain(name);
    }
  });
});
