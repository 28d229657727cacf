/**
 * SPEC section 3: browser storage keeps encoded values (profile, ratings, U_token, subscription,
 * package_id, he_msisdn, HE_token, contentblock_override, ...). Values are base64-encoded JSON with
 * an optional expiry, so the profile and ratings cache can last 3600 seconds.
 */
export type StorageKey =
  | 'profile'
  | 'ratings'
  | 'U_token'
  | 'subscription'
  | 'package_id'
  | 'he_msisdn'
  | 'HE_token'
  | 'contentblock_override'
  | 'data_saver'
  | 'resume_positions';

interface Stored<T> {
  v: T;
  /** Expiry, epoch ms; absent: kept until removed. */
  e?: number;
}

function encode(value: unknown): string {
  return btoa(unescape(encodeURIComponent(JSON.stringify(value))));
}

function decode<T>(text: string): T | null {
  try {
    return JSON.parse(decodeURIComponent(escape(atob(text)))) as T;
  } catch {
    return null;
  }
}

export function storeValue<T>(key: StorageKey, value: T, ttlSeconds?: number): void {
  const stored: Stored<T> = ttlSeconds ? { v: value, e: Date.now() + ttlSeconds * 1000 } : { v: value };
  try {
    localStorage.setItem(key, encode(stored));
  } catch {
    // Private mode or a full disk: the app works without the cache.
  }
}

export function readValue<T>(key: StorageKey): T | null {
  let text: string | null = null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (!text) return null;
  const stored = decode<Stored<T>>(text);
  if (!stored || (stored.e !== undefined && stored.e < Date.now())) {
    removeValue(key);
    return null;
  }
  return stored.v;
}

export function removeValue(key: StorageKey): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to remove
  }
}
