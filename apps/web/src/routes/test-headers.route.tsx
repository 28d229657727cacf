import type { LogHeadersResponse } from '@grtv/machines';
import { useCallback, useEffect, useState } from 'react';
import { postJson } from '../api/http';

/** What the page itself can see of this phone and its connection (the browser hides the real request headers from scripts). */
function visibleInfo(): Record<string, string> {
  const nav = navigator as Navigator & { connection?: { effectiveType?: string; downlink?: number; rtt?: number; saveData?: boolean } };
  const info: Record<string, string> = {
    'user-agent': nav.userAgent,
    'accept-language': nav.languages?.join(', ') || nav.language,
    platform: nav.platform,
    'screen': `${screen.width}x${screen.height} @${window.devicePixelRatio}x`,
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    'time-zone': Intl.DateTimeFormat().resolvedOptions().timeZone,
    'cookies-enabled': String(nav.cookieEnabled),
    online: String(nav.onLine),
  };
  if (nav.connection) {
    if (nav.connection.effectiveType) info['connection-type'] = nav.connection.effectiveType;
    if (nav.connection.downlink !== undefined) info['downlink-mbps'] = String(nav.connection.downlink);
    if (nav.connection.rtt !== undefined) info['rtt-ms'] = String(nav.connection.rtt);
    if (nav.connection.saveData !== undefined) info['save-data'] = String(nav.connection.saveData);
  }
  return Object.fromEntries(Object.entries(info).map(([k, v]) => [k, String(v).slice(0, 2048)]));
}

type State = { status: 'sending' } | { status: 'done'; sent: Record<string, string>; answer: LogHeadersResponse } | { status: 'failed'; message: string };

/**
 * /test-headers: posts what the phone can see to POST /api/log-headers and shows what the server
 * received. Opened on a phone on mobile data, it shows whether the carrier's number header
 * (header enrichment) reached GRTV.
 */
export function Component() {
  const [state, setState] = useState<State>({ status: 'sending' });
  const send = useCallback(() => {
    setState({ status: 'sending' });
    const sent = visibleInfo();
    postJson<LogHeadersResponse>('/api/log-headers', { headers: sent }).then(
      (answer) => setState({ status: 'done', sent, answer }),
      (error: { message?: string }) => setState({ status: 'failed', message: error.message ?? 'The server could not be reached.' }),
    );
  }, []);
  useEffect(send, [send]);

  return (
    <div className="content-pad">
      <h1 className="page-title">Test headers</h1>
      <p className="muted">This page sends what your phone can see to GRTV and shows what the server received. Use it on mobile data to check that Vodacom passes your number on.</p>
      {state.status === 'sending' && <p className="muted">Sending…</p>}
      {state.status === 'failed' && (
        <p role="alert" className="error">
          {state.message}
        </p>
      )}
      {state.status === 'done' && (
        <>
          <section className="card" aria-label="Carrier number">
            <h2>Number from the network</h2>
            <p data-testid="he-result">
              {state.answer.he_msisdn_masked ? `${state.answer.he_msisdn_masked} (from a trusted carrier proxy)` : 'None: this connection did not carry a number header from a trusted carrier proxy.'}
            </p>
          </section>
          <HeaderTable title="What the server received" rows={state.answer.received} />
          <HeaderTable title="What this phone sent" rows={state.sent} />
        </>
      )}
      <button type="button" className="secondary wide" onClick={send} disabled={state.status === 'sending'}>
        Send again
      </button>
    </div>
  );
}

function HeaderTable({ title, rows }: { title: string; rows: Record<string, string> }) {
  return (
    <section aria-label={title}>
      <h2>{title}</h2>
      <dl className="header-table">
        {Object.entries(rows).map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
