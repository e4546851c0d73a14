import { useSyncExternalStore } from 'react';
import { DESKTOP_MEDIA_QUERY } from './theme';

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(DESKTOP_MEDIA_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isDesktopNow(): boolean {
  return window.matchMedia(DESKTOP_MEDIA_QUERY).matches;
}

/** True when the window is wider than 991 px (side bar instead of bottom bar). */
export function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribe, isDesktopNow, () => false);
}
