import { maskMsisdn } from '@grtv/machines';

export interface SubscriberHistory {
  subscriptions: Array<{ id: string; packageId: string; status: string; periodEndsAt: string | null; freeTrial: boolean; createdAt: string }>;
  events: Array<{ id: number; at: Date; kind: string; transactionId: string | null; subscriptionId: string | null; amountCents: number; stateFrom: string | null; stateTo: string | null; detail: unknown }>;
}

const escape = (value: unknown) => String(value ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The ops look-up page: a number's subscriptions, their state, and their ledger, newest last. */
export function renderSubscriberPage(msisdn: string | null, history: SubscriberHistory | null, error: string | null): string {
  const rows = (history?.events ?? [])
    .map(
      (e) => `<tr><td>${escape(e.at.toISOString().replace('T', ' ').slice(0, 19))}</td><td>${escape(e.kind)}</td><td>${escape(e.stateFrom ?? '')}${e.stateTo ? ` → ${escape(e.stateTo)}` : ''}</td><td class="n">${e.amountCents ? `R${(e.amountCents / 100).toFixed(2)}` : ''}</td><td><code>${escape(e.transactionId ?? '')}</code></td><td><code>${escape(JSON.stringify(e.detail)).slice(0, 160)}</code></td></tr>`,
    )
    .join('');
  const subscriptions = (history?.subscriptions ?? [])
    .map(
      (s) => `<tr><td><code>${escape(s.id)}</code></td><td>${escape(s.packageId)}</td><td><b>${escape(s.status)}</b></td><td>${escape(s.periodEndsAt ?? '')}</td><td>${s.freeTrial ? 'yes' : 'no'}</td><td>${escape(s.createdAt)}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>GRTV ops: subscriber</title>
<style>body{font:14px/1.45 system-ui,sans-serif;margin:16px;background:#111;color:#eee}a{color:#8cf}table{border-collapse:collapse;width:100%;margin:8px 0 24px}td,th{border-bottom:1px solid #333;padding:6px;text-align:left;vertical-align:top}.n{text-align:right}code{font-size:12px;color:#ccc;word-break:break-all}input{font:inherit;padding:8px;width:14em}button{font:inherit;padding:8px 14px}.error{color:#f88}</style></head>
<body><h1>Subscriber look-up</h1><p><a href="/ops/queues">Queues (bull-board)</a></p>
<form method="get" action="/ops/subscribers"><input name="msisdn" placeholder="0821234567" value="${escape(msisdn ?? '')}" autocomplete="off"> <button>Look up</button></form>
${error ? `<p class="error">${escape(error)}</p>` : ''}
${history ? `<h2>${escape(maskMsisdn(msisdn ?? ''))}: subscriptions</h2>${subscriptions ? `<table><tr><th>id</th><th>package</th><th>state</th><th>period ends</th><th>free day</th><th>created</th></tr>${subscriptions}</table>` : '<p>None.</p>'}
<h2>Ledger</h2>${rows ? `<table><tr><th>at (UTC)</th><th>event</th><th>state</th><th class="n">amount</th><th>transaction</th><th>detail</th></tr>${rows}</table>` : '<p>No events.</p>'}` : ''}
</body></html>`;
}
