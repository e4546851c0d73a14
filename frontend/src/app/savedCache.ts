import type { InMemoryCache, NormalizedCacheObject } from '@apollo/client';
import { del, get, set } from 'idb-keyval';

/**
 * The last data the app showed, kept in IndexedDB between visits (issue 20, "Repeat visits"):
 * an installed app opened again draws its screen from it at once while the screen's request
 * brings the fresh data. Saved when the page is hidden (the app is left or put in the
 * background), restored before the router starts, forgotten at logout and whenever the session
 * ends, and never bigger than MAX_CHARS (a bigger cache is not kept: the next visit starts empty
 * rather than slow). Bound to the access token it was saved under: another session never reads it.
 */
export const SAVED_CACHE_KEY = 'insieme:apollo-cache';

/** About 2 MB of UTF-16: a few hundred screens' worth, read back in tens of milliseconds. */
export const MAX_CHARS = 1_000_000;

interface Saved {
  token: string;
  json: string;
}

/** Puts the saved data of this session into the cache; false when there was none for it. */
export async function restoreSavedCache(
  cache: InMemoryCache,
  token: string | null,
): Promise<boolean> {
  if (!token) return false;
  try {
    const saved = await get<Saved>(SAVED_CACHE_KEY);
    if (!saved || saved.token !== token) return false;
    cache.restore(JSON.parse(saved.json) as NormalizedCacheObject);
    return true;
  } catch {
    // no IndexedDB (a private window), or something unreadable: start empty
    return false;
  }
}

/** Saves the cache now, under `token`; a cache over MAX_CHARS removes what was saved. */
export async function saveCache(cache: InMemoryCache, token: string | null): Promise<void> {
  if (!token) return;
  const json = JSON.stringify(cache.extract());
  try {
    if (json.length > MAX_CHARS) await del(SAVED_CACHE_KEY);
    else await set(SAVED_CACHE_KEY, { token, json } satisfies Saved);
  } catch {
    // storage full or refused: the app works as without it
  }
}

/** Removes the saved data (logout, an ended session). */
export function forgetSavedCache(): void {
  // no IndexedDB here (an old browser, a test's DOM): nothing was saved either
  if (typeof indexedDB === 'undefined') return;
  del(SAVED_CACHE_KEY).catch(() => undefined);
}

/** Saves whenever the page is hidden, for as long as the app runs. */
export function saveWhenHidden(cache: InMemoryCache, token: () => string | null): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void saveCache(cache, token());
  });
}
