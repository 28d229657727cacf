/** The GRTV wordmark, inline so the first paint needs no image request. */
export function Logo({ height = 28 }: { height?: number }) {
  return (
    <svg className="logo" role="img" aria-label="GRTV" height={height} viewBox="0 0 92 28" xmlns="http://www.w3.org/2000/svg">
      <rect width="28" height="28" rx="6" fill="#e50914" />
      <path d="M7 8.5h14v2.6H9.8v6.3h7.6v-2.6h-3.8v-2.4h6.6V20H7z" fill="#fff" />
      <text x="34" y="21" fill="#fff" fontFamily="system-ui, sans-serif" fontSize="19" fontWeight="800" letterSpacing="0.5">
        GRTV
      </text>
    </svg>
  );
}
