/**
 * Runs the carrier's anti-fraud script (SPEC dcbprotect) on the consent step: it watches for
 * automated clicks. It loads from our own origin (the API serves the carrier's script for this
 * transaction), since the content security policy allows no inline scripts.
 */
export function runProtectScript(transactionId: string): void {
  if (document.querySelector(`script[data-dcb-protect="${transactionId}"]`)) return;
  const script = document.createElement('script');
  script.dataset.dcbProtect = transactionId;
  script.async = true;
  script.src = `/api/dcbprotect/script/${encodeURIComponent(transactionId)}.js`;
  document.head.appendChild(script);
}
