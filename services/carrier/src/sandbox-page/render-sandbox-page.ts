import { formatAmount } from '@grtv/machines';
import type { ChargeRecord, NumberState, SmsMessage } from '../contract';
import { escapeHtml as e } from './escape-html';

export interface SandboxPageData {
  inboxes: { msisdn: string; messages: SmsMessage[] }[];
  numbers: NumberState[];
  /** Newest first. */
  charges: ChargeRecord[];
  /** The number the page is filtered to, if any. */
  filter: { input: string; msisdn: string | null; invalid: boolean };
  faultsActive: boolean;
}

const TIME = new Intl.DateTimeFormat('en-ZA', { timeZone: 'Africa/Johannesburg', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
const time = (iso: string) => TIME.format(new Date(iso));
const rands = (cents: number) => `R${formatAmount(cents)}`;

function message(m: SmsMessage): string {
  const otp = m.otp ? `<p class="otp" aria-label="OTP ${e(m.otp.split('').join(' '))}">${e(m.otp)}</p>` : '';
  return `<li class="sms${m.otp ? ' sms-otp' : ''}"><div class="meta"><span class="from">${e(m.from)}</span><time datetime="${e(m.at)}">${e(time(m.at))}</time></div>${otp}<p class="text">${e(m.text)}</p></li>`;
}

function inbox(box: { msisdn: string; messages: SmsMessage[] }, limit: number): string {
  const latest = box.messages.slice(-limit).reverse();
  const more = box.messages.length - latest.length;
  return `<section class="card inbox"><h3><a href="?msisdn=${e(box.msisdn)}">${e(box.msisdn)}</a><span class="count">${box.messages.length} SMS</span></h3><ol>${latest.map(message).join('')}</ol>${more > 0 ? `<p class="muted">${more} older not shown</p>` : ''}</section>`;
}

function numbersTable(numbers: NumberState[]): string {
  if (numbers.length === 0) return '<p class="muted">No number set up yet: unknown numbers have the default balance and no blocks.</p>';
  const rows = numbers
    .map((n) => {
      const flags = [n.barred ? '<span class="tag bad">barred</span>' : '', n.content_block ? '<span class="tag warn">content block</span>' : '']
        .concat(n.content_allowed.map((k) => `<span class="tag">opt-in ${e(k)}</span>`))
        .filter(Boolean)
        .join(' ');
      return `<tr><td>${e(n.msisdn)}</td><td class="num">${e(rands(n.balance_cents))}</td><td>${flags || '<span class="muted">-</span>'}</td></tr>`;
    })
    .join('');
  return `<div class="scroll"><table><thead><tr><th>Number</th><th class="num">Balance</th><th>State</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}

function chargesList(charges: ChargeRecord[]): string {
  if (charges.length === 0) return '<p class="muted">No charges yet.</p>';
  const items = charges
    .map((c) => {
      const status = c.status === 'charged' ? '<span class="tag good">charged</span>' : `<span class="tag bad">${e(c.code ?? 'failed')}</span>`;
      const about = [c.msisdn ?? 'unknown subscription', c.description].filter(Boolean).map(e).join(' · ');
      return `<li class="charge"><div class="row"><span class="amount">${e(rands(c.amount_cents))}</span>${status}<time datetime="${e(c.charged_at)}">${e(time(c.charged_at))}</time></div><div class="muted small">${about}</div></li>`;
    })
    .join('');
  return `<ol class="card charges">${items}</ol>`;
}

/** The sandbox page: inboxes (newest first, OTPs large), numbers and recent charges. Every value is escaped. */
export function renderSandboxPage(data: SandboxPageData): string {
  const filtered = data.filter.msisdn !== null;
  const inboxes = data.inboxes.length
    ? data.inboxes.map((box) => inbox(box, filtered ? 50 : 5)).join('')
    : `<p class="muted">${filtered ? 'No SMS for this number yet. Ask the app for an OTP, then wait a moment.' : 'No SMS yet. Messages appear here when the app asks the carrier for an OTP.'}</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="dark">
<meta name="theme-color" content="#000000">
<title>Carrier sandbox · GRTV</title>
<style>
*{box-sizing:border-box}
body{margin:0;background:#000;color:#ececf1;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;-webkit-text-size-adjust:100%}
header{position:sticky;top:0;z-index:1;background:#0d0d12ee;backdrop-filter:blur(6px);border-bottom:1px solid #24242e;padding:12px 16px}
h1{font-size:1.1rem;margin:0}
h1 small{display:block;font-weight:400;color:#9a9aab;font-size:.8rem}
h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.08em;color:#9a9aab;margin:24px 0 8px}
h3{font-size:1rem;margin:0 0 8px;display:flex;justify-content:space-between;align-items:baseline;gap:8px}
h3 a{color:#ececf1;text-decoration:none;font-variant-numeric:tabular-nums}
main{padding:0 16px 32px;max-width:720px;margin:0 auto}
form{display:flex;gap:8px;margin-top:10px}
input{flex:1;min-width:0;font:inherit;padding:10px 12px;border-radius:10px;border:1px solid #34343f;background:#15151c;color:inherit}
button,.btn{font:inherit;font-weight:600;padding:10px 16px;border-radius:10px;border:0;background:#f5c518;color:#000;text-decoration:none;min-height:44px}
.btn.ghost{background:#22222b;color:#ececf1;display:inline-flex;align-items:center}
.card{background:#121218;border:1px solid #24242e;border-radius:14px;padding:14px;margin-bottom:12px}
ol{list-style:none;margin:0;padding:0}
.sms{border-top:1px solid #24242e;padding:10px 0}
.sms:first-child{border-top:0;padding-top:0}
.meta{display:flex;justify-content:space-between;font-size:.8rem;color:#9a9aab}
.from{font-weight:600;color:#c9c9d6}
.otp{margin:4px 0;font:700 2.75rem/1.1 ui-monospace,"SFMono-Regular",Menlo,Consolas,monospace;letter-spacing:.3em;color:#f5c518}
.text{margin:2px 0 0;overflow-wrap:anywhere}
.sms-otp .text{color:#b9b9c6;font-size:.9rem}
.count,.muted{color:#8a8a9a;font-weight:400;font-size:.85rem}
.small{font-size:.8rem}
.scroll{overflow-x:auto;background:#121218;border:1px solid #24242e;border-radius:14px}
table{width:100%;border-collapse:collapse;font-size:.9rem}
th,td{text-align:left;padding:8px 10px;border-bottom:1px solid #24242e;vertical-align:top}
tr:last-child td{border-bottom:0}
th{color:#9a9aab;font-weight:500;font-size:.75rem;text-transform:uppercase;letter-spacing:.05em}
.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.tag{display:inline-block;padding:1px 8px;border-radius:999px;background:#2a2a35;font-size:.75rem;white-space:nowrap}
.tag.good{background:#123d24;color:#7ee2a0}.tag.bad{background:#4a1616;color:#ff9d9d}.tag.warn{background:#4a3a10;color:#ffd56b}
.charge{border-top:1px solid #24242e;padding:8px 0}
.charge:first-child{border-top:0;padding-top:0}
.charge:last-child{padding-bottom:0}
.row{display:flex;align-items:center;gap:8px}
.row time{margin-left:auto;color:#9a9aab;font-size:.8rem}
.amount{font-weight:700;font-variant-numeric:tabular-nums}
.tag{margin-left:2px}
.note{background:#2a1f05;border:1px solid #5c4610;color:#ffd56b;padding:8px 12px;border-radius:10px;margin-top:12px;font-size:.9rem}
</style>
</head>
<body>
<header>
<h1>Carrier sandbox<small>Simulated Vodacom DCB gateway · nothing here is real money</small></h1>
<form method="get" action="">
<input name="msisdn" type="tel" inputmode="tel" autocomplete="tel" placeholder="e.g. 082 123 4567" value="${e(data.filter.input)}" aria-label="Mobile number">
<button type="submit">Show</button>${filtered ? '<a class="btn ghost" href="?">All</a>' : ''}
</form>
</header>
<main id="live">
${data.filter.invalid ? '<p class="note">That is not a valid number: use 082 123 4567, +27 82 123 4567 or 27821234567.</p>' : ''}
${data.faultsActive ? '<p class="note">Fault injection is on: gateway calls may be slow, refused or lost.</p>' : ''}
<h2>${filtered ? 'Inbox' : 'Inboxes, latest first'}</h2>
${inboxes}
<h2>Numbers</h2>
${numbersTable(data.numbers)}
<h2>Recent charges</h2>
${chargesList(data.charges)}
</main>
<script>
// Keeps the page current without a full reload (so the scroll position stays).
(function(){var busy=false;setInterval(function(){if(busy||document.hidden)return;busy=true;fetch(location.href,{headers:{accept:'text/html'}}).then(function(r){return r.text()}).then(function(html){var next=new DOMParser().parseFromString(html,'text/html').getElementById('live');var live=document.getElementById('live');if(next&&live&&next.innerHTML!==live.innerHTML)live.innerHTML=next.innerHTML}).catch(function(){}).finally(function(){busy=false})},3000)})();
</script>
</body>
</html>`;
}
