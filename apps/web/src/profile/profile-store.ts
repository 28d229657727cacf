import type { Profile, ProfileResponse, Rating, RatingsResponse } from '@grtv/machines';
import { postJson } from '../api/http';
import { readValue, removeValue, storeValue } from '../storage/encoded-storage';

/** SPEC sections 3 and 9: the profile and ratings are cached in browser storage for 3600 seconds. */
export const PROFILE_CACHE_SECONDS = 3600;

interface CachedRatings {
  id: string;
  ratings: Rating[];
}

/** The signed-in user's profile: from the cache when it is this user's and fresh, else POST /api/profile. */
export async function loadProfile(userId: string): Promise<Profile> {
  const cached = readValue<Profile>('profile');
  if (cached && cached.user_id === userId) return cached;
  const { profile } = await postJson<ProfileResponse>('/api/profile', { user_id: userId });
  storeValue('profile', profile, PROFILE_CACHE_SECONDS);
  return profile;
}

/** The user's ratings (their feedback scores, newest first), cached like the profile. */
export async function loadRatings(ratingId: string): Promise<Rating[]> {
  const cached = readValue<CachedRatings>('ratings');
  if (cached && cached.id === ratingId) return cached.ratings;
  const { ratings } = await postJson<RatingsResponse>('/api/profile/ratings', { id: ratingId });
  storeValue<CachedRatings>('ratings', { id: ratingId, ratings }, PROFILE_CACHE_SECONDS);
  return ratings;
}

/** After new feedback the cached ratings are out of date. */
export function forgetRatings(): void {
  removeValue('ratings');
}
