'use strict';
// autocannon's worker thread requires this before each POST /api/auth/status_check: a new number and
// transaction every time, so the per-number limits (30 status checks an hour) never apply and the
// figure is the route's, not the limiter's refusal. Plain CommonJS: worker threads `require` it.
const { threadId } = require('node:worker_threads');

let n = Math.floor(Math.random() * 5e7);

module.exports = function setupRequest(request) {
  n += 1;
  request.body = JSON.stringify({ transaction_id: `bench${threadId}x${n}`, msisdn: `08${String(n % 1e8).padStart(8, '0')}` });
  return request;
};
