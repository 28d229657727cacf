import type { z } from 'zod';

/** Thrown at start when the environment does not parse; the message names each bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses environment variables with a zod object schema. Fails naming every variable that is
 * wrong and why, so a person can fix the deployment without reading code.
 */
export function parseEnv<T extends z.ZodType>(schema: T, env: Record<string, string | undefined>, service: string): z.infer<T> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new ConfigError(`${service}: the environment is not valid:\n${lines.join('\n')}`);
}
