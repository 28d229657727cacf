import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export type { Browser, BrowserContext, Page, Route } from 'playwright-core';

/** Debian's Chromium; override with CHROMIUM_PATH. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The phone the tests hold: a small Android screen (360x740 CSS pixels). */
export const PHONE_VIEWPORT = { width: 360, height: 740 } as const;

/**
 * Launches headless Debian Chromium through playwright-core. The flags keep it from reaching for
 * the network at start (closed network here) and from needing a sandbox as root.
 */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`);
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

/** A fresh phone-sized browser context (own cookies and storage), with touch. */
export async function newPhoneContext(browser: Browser, options: { baseURL?: string } = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-ZA',
    userAgent: 'Mozilla/5.0 (Linux; Android 12; SM-A135F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
  });
}

/** Where screenshots of the tests go (git-ignored; a few chosen ones are copied to docs/screens). */
export const SCREENSHOT_DIR = join(process.cwd(), 'e2e', 'screenshots');

/** Saves a full-page screenshot under e2e/screenshots and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
