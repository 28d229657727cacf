/** Web Crypto is a global in every host GRTV runs in (browsers, Node 20+); declared here because machines/ has no DOM or Node types. */
declare const crypto: { randomUUID(): string };

/** A fresh subscribe attempt id: it becomes the BullMQ job id and the ledger's unique key. */
export function newTransactionId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}
