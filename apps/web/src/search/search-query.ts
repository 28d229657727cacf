/** Fewer letters than this find too much to be useful, so the overlay waits for more. */
export const MIN_SEARCH_LENGTH = 2;
/** The pause in typing (ms) before the overlay searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The text worth sending to /api/search, or null: trimmed, spaces collapsed, at most 100 characters (the API's limit). */
export function searchText(typed: string): string | null {
  const text = typed.trim().replace(/\s+/g, ' ').slice(0, 100);
  return text.length >= MIN_SEARCH_LENGTH ? text : null;
}
