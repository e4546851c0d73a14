import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates prerendered markup (and in the build's server render), true in the
 * render right after and in every render that is not a hydration: the server snapshot is what
 * hydration must reproduce, and React re-renders at once when the client's differs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
