import { launchBrowser, newPhoneContext, type Browser, type Page, type Route } from '@grtv/kit/testing';
import { subscribeModelSpec } from '@grtv/machines/subscribe-model';
import { allStateNodes, generateModelPaths, statesEnteredByPath, type ModelPath } from '@grtv/machines/testing';
import type { AnyEventObject } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGrtv, type TestGrtv } from './start-test-grtv';

/** Which API call each of the machine's actors makes in the browser. */
const ACTOR_ENDPOINTS: Record<string, string> = {
  statusCheck: '/api/auth/status_check',
  protectScript: '/api/dcbprotect/getDCBProtectScript',
  subscribeRequest: '/api/subscribe',
  subscribeOutcome: '/api/subscribe/outcome',
  signInOtpRequest: '/api/auth/signin/otp',
  signInVerify: '/api/auth/callback/otp',
};
const STATUS_OF_ERROR: Record<string, number> = { invalid: 400, session: 401, rate_limited: 429, failed: 502 };
/** States the machine passes through without stopping (eventless): no screen shows them. */
const PASSING = new Set(['start', 'packageChosen', 'judgingAnswer', 'stillPending']);
const FINAL_ROUTES: Record<string, string> = { complete: '/subscribe/complete', exited: '/', declined: '/' };

/** A person can only do what the screens offer: a package that is not on the list cannot be chosen. */
const doable = (event: AnyEventObject) => !(event.type === 'package.select' && event.packageId === 'p-unknown');

interface PlannedPath {
  path: ModelPath;
  /** How many steps to run: up to the last state this path is needed for. */
  steps: number;
  /** Per step, every state it enters (from the machine's own microsteps, eventless ones included). */
  entered: string[][];
}

/** The fewest generated paths that, between them, reach every state, each cut where its last new state is reached. */
async function pathsCoveringEveryState(paths: ModelPath[], states: string[]): Promise<PlannedPath[]> {
  const usable: Array<Omit<PlannedPath, 'steps'>> = [];
  for (const path of paths.filter((p) => p.steps.every((s) => doable(s.event)))) {
    const entered = await statesEnteredByPath(subscribeModelSpec, path);
    // The model gives up polling after 2 answers to stay small; the app waits for 20. A path that
    // runs out of polls would take the phone 40 s to walk, and "failed" is reached other ways.
    if (entered.some((states) => states.includes('stillPending') && states.includes('failed'))) continue;
    usable.push({ path, entered });
  }
  const chosen: PlannedPath[] = [];
  const unreached = new Set(states);
  while (unreached.size) {
    let best: (PlannedPath & { gain: number }) | null = null;
    for (const candidate of usable) {
      let gain = 0;
      let last = 0;
      candidate.entered.forEach((entered, i) => {
        const fresh = entered.filter((s) => unreached.has(s)).length;
        if (fresh) {
          gain += fresh;
          last = i + 1;
        }
      });
      if (gain && (!best || gain > best.gain || (gain === best.gain && last < best.steps))) best = { ...candidate, steps: last, gain };
    }
    if (!best) throw new Error(`No doable generated path reaches: ${[...unreached].join(', ')}`);
    chosen.push(best);
    for (const entered of best.entered.slice(0, best.steps)) for (const s of entered) unreached.delete(s);
  }
  return chosen;
}

/** API calls held until the path says how the server answers them. */
function holdApiCalls(page: Page, input: { heToken?: string | null; heMsisdnMasked?: string | null }) {
  const held = new Map<string, Route[]>();
  const waiters = new Map<string, () => void>();
  void page.route('**/api/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/api/auth/he') return route.fulfill({ json: { he_token: input.heToken ?? null, msisdn_masked: input.heMsisdnMasked ?? null } });
    if (url.pathname === '/api/auth/session') return route.fulfill({ json: { user: null, expires: null } });
    if (url.pathname === '/api/csrf-token') return route.fulfill({ json: { csrfToken: 'model-csrf' } });
    if (url.pathname.startsWith('/api/dcbprotect/script/')) return route.fulfill({ body: '', contentType: 'text/javascript' });
    if (!Object.values(ACTOR_ENDPOINTS).includes(url.pathname)) return route.continue();
    held.set(url.pathname, [...(held.get(url.pathname) ?? []), route]);
    waiters.get(url.pathname)?.();
  });
  return async function answer(endpoint: string, event: AnyEventObject) {
    const deadline = Date.now() + 15_000;
    while (!held.get(endpoint)?.length) {
      if (Date.now() > deadline) throw new Error(`The page never called ${endpoint}.`);
      await new Promise<void>((resolve) => {
        waiters.set(endpoint, resolve);
        setTimeout(resolve, 200);
      });
    }
    const route = held.get(endpoint)!.shift()!;
    if (event.type.startsWith('xstate.done.actor.')) {
      const output = endpoint === ACTOR_ENDPOINTS.protectScript ? { s: '', transaction_id: 'model', t: event.output.token } : event.output;
      await route.fulfill({ json: output });
    } else {
      const error = event.error as { kind: string; message: string };
      await route.fulfill({ status: STATUS_OF_ERROR[error.kind] ?? 502, json: { code: error.kind.toUpperCase(), message: error.message } });
    }
  };
}

/** What a person does on the screen for each event the machine's model sends. */
async function act(page: Page, event: AnyEventObject): Promise<void> {
  const tap = (name: string) => page.getByRole('button', { name, exact: true }).click();
  switch (event.type) {
    case 'number.submit':
      await page.getByLabel('Mobile Number').fill(event.value);
      return tap('Submit');
    case 'package.select':
      return page.locator(`input[name="package"][value="${event.packageId}"]`).check();
    case 'package.submit':
      return tap('Submit');
    case 'contentSettings.accept':
    case 'subscribe.accept':
      if (event.type === 'subscribe.accept' && (await page.getByPlaceholder('••••').count())) await page.getByPlaceholder('••••').fill(event.otp ?? '');
      return tap('Accept');
    case 'contentSettings.decline':
    case 'subscribe.decline':
      return tap('Decline');
    case 'otp.resend':
      return tap('Resend OTP');
    case 'signIn.submit':
      await page.getByPlaceholder('••••').fill(event.otp);
      return tap('Sign in');
    case 'flow.retry':
      return tap('Try again');
    case 'flow.exit':
      return tap('Exit');
    default:
      throw new Error(`No screen action for ${event.type}.`);
  }
}

describe("the subscribe machine's generated paths drive the real screens in Chromium", () => {
  let grtv: TestGrtv;
  let browser: Browser;
  beforeAll(async () => {
    [grtv, browser] = await Promise.all([startTestGrtv(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await grtv?.dispose();
  });

  it('reaches every state of the machine on screen', async () => {
    const states = allStateNodes(subscribeModelSpec.machine)
      .filter((node) => node.parent)
      .map((node) => node.key);
    const plan = await pathsCoveringEveryState(generateModelPaths(subscribeModelSpec), states);
    const reached = new Set<string>();
    for (const { path, steps, entered } of plan) {
      const context = await newPhoneContext(browser, { baseURL: grtv.appUrl });
      const page = await context.newPage();
      const input = path.input as { heToken?: string | null; heMsisdnMasked?: string | null };
      const answer = holdApiCalls(page, input);
      await page.goto('/enter-number');
      for (const [index, step] of path.steps.slice(0, steps).entries()) {
        const { event } = step;
        const expected = String(step.stateValue);
        if (event.type.startsWith('xstate.done.actor.') || event.type.startsWith('xstate.error.actor.')) {
          const actor = event.type.replace(/^xstate\.(done|error)\.actor\./, '');
          await answer(ACTOR_ENDPOINTS[actor]!, event);
        } else if (event.type !== 'xstate.init' && !event.type.startsWith('xstate.after.')) {
          await act(page, event);
        }
        // Eventless states pass without a screen: the screen after them proves the way through.
        const passed = entered[index]!.filter((s) => PASSING.has(s));
        if (FINAL_ROUTES[expected]) {
          await page.waitForURL((url) => url.pathname === FINAL_ROUTES[expected], { timeout: 15_000 });
        } else {
          await expect
            .poll(() => page.locator('[data-flow-state]').getAttribute('data-flow-state'), { timeout: 15_000, message: `after ${event.type} on "${path.description}"` })
            .toBe(expected);
        }
        for (const s of [...passed, expected]) reached.add(s);
      }
      await context.close();
    }
    console.log(`states reached in the browser ${reached.size}/${states.length} (subscribe) by ${plan.length} generated paths`);
    expect([...states].filter((s) => !reached.has(s))).toEqual([]);
  }, 300_000);
});
