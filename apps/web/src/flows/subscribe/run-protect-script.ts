/**
 * Runs the carrier's anti-fraud script (SPEC dcbprotect) once per page: it watches the consent
 * page for automated clicks. The token that proves it ran comes back with the script.
 */
export function runProtectScript(source: string): void {
  if (!source || document.querySelector('script[data-dcb-protect]')) return;
  const script = document.createElement('script');
  script.dataset.dcbProtect = 'true';
  script.text = source;
  document.head.appendChild(script);
}
