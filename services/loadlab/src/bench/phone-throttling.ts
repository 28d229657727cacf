import type { BrowserContext, Page } from '@grtv/kit/testing';

/** Lighthouse's "slow 4G" and a cheap phone's CPU: what GRTV's subscribers are on. */
export const SLOW_4G = { latencyMs: 150, downloadBitsPerSecond: 1.6e6, uploadBitsPerSecond: 750e3, cpuSlowdown: 4 } as const;

/** Throttles one page's network and CPU through the DevTools protocol (before it navigates). */
export async function throttleLikeAPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.latencyMs,
    downloadThroughput: SLOW_4G.downloadBitsPerSecond / 8,
    uploadThroughput: SLOW_4G.uploadBitsPerSecond / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
}
