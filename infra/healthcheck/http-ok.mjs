// Container healthcheck: exits 0 when GET <url> answers 200 within 3 s, else 1.
// Usage: node infra/healthcheck/http-ok.mjs http://127.0.0.1:3000/readyz
// Node's own fetch, so the slim image needs no curl or wget.
const url = process.argv[2];
if (!url) {
  console.error('usage: node http-ok.mjs <url>');
  process.exit(2);
}
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
  await response.body?.cancel();
  if (response.status !== 200) console.error(`${url} answered ${response.status}`);
  process.exit(response.status === 200 ? 0 : 1);
} catch (error) {
  console.error(`${url}: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
