/** "Show more" under a list, with its loading state and any failure. */
export function MoreButton({ more, label = 'Show more' }: { more: { hasMore: boolean; loading: boolean; message: string | null; loadMore: () => void }; label?: string }) {
  if (!more.hasMore && !more.message) return null;
  return (
    <div className="more">
      {more.message && (
        <p role="alert" className="error">
          {more.message}
        </p>
      )}
      {more.hasMore && (
        <button type="button" className="secondary wide" onClick={() => more.loadMore()} disabled={more.loading}>
          {more.loading ? 'Loading…' : label}
        </button>
      )}
    </div>
  );
}
