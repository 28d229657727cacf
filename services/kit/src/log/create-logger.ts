import { maskMsisdn } from '@grtv/machines';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/** Keys whose values are phone numbers: logged masked (`2782*****67`). */
const NUMBER_KEYS = ['msisdn', 'he_msisdn', 'number', 'to', 'from'];
/** Keys whose values are secrets: never logged. */
const SECRET_KEYS = ['otp', 'token', 'evina_token', 'he_token', 'protect_token', 't', 'password', 'sessionId', 'session_id', 'csrfToken', 'cookie', 'authorization', 'x-csrf-token', 'set-cookie', 'apiKey', 'api_key'];

const atDepths = (keys: string[]) => keys.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `req.headers.${k}`, `res.headers.${k}`]);

/** Any 27 + 9 digits inside a free-text message. */
const NUMBER_IN_TEXT = /\b27\d{9}\b/g;
const NUMBER_IN_TEXT_ANYWHERE = /27\d{9}/g;

export interface LoggerOptions {
  name: string;
  level?: string;
  /** Human-readable output for a terminal (pino-pretty); JSON otherwise. */
  pretty?: boolean;
  /** Where lines go (tests capture them); stdout by default. */
  destination?: DestinationStream;
}

/**
 * A pino logger that masks phone numbers and drops OTPs, tokens and session ids wherever they
 * appear as fields, and masks numbers written into messages.
 */
export function createLogger(options: LoggerOptions): Logger {
  const settings: pino.LoggerOptions = {
    name: options.name,
    level: options.level ?? 'info',
    redact: {
      paths: [...atDepths(NUMBER_KEYS), ...atDepths(SECRET_KEYS)],
      censor: (value, path) => {
        const key = path[path.length - 1] ?? '';
        if (NUMBER_KEYS.includes(key) && typeof value === 'string') return maskMsisdn(value);
        return '[redacted]';
      },
    },
    serializers: {
      // Fastify's request log: numbers appear in some paths (sandbox inboxes, ops look-ups).
      req: (req: { method?: string; url?: string; ip?: string }) => ({
        method: req.method,
        url: req.url?.replace(NUMBER_IN_TEXT_ANYWHERE, (m) => maskMsisdn(m)),
      }),
    },
    hooks: {
      logMethod(args, method) {
        const masked = args.map((arg) => (typeof arg === 'string' ? arg.replace(NUMBER_IN_TEXT, (m) => maskMsisdn(m)) : arg));
        return method.apply(this, masked as Parameters<typeof method>);
      },
    },
    ...(options.pretty && !options.destination
      ? { transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'HH:MM:ss' } } }
      : {}),
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
