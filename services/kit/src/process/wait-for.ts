/** Polls `check` until it is true or the time is up; the error names what was awaited. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 15_000, intervalMs = 50): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}.`);
}
