import { useDeferredValue } from 'react';

/**
 * `value`, except on its arrival: while the screen has only drawn its loading state (the
 * previous value is undefined), a new value is drawn in a background render that React splits
 * into short slices, so that the answer of a screen's query does not block the main thread for
 * the whole screen in one task (docs/performance.md, "Screens drawn in slices"). Until then this
 * returns undefined and the screen keeps its loading state. Every later change (a like, a live
 * update, a refetch) is drawn at once, as before.
 */
export function useDeferredArrival<T>(value: T | undefined): T | undefined {
  const deferred = useDeferredValue(value);
  return deferred === undefined ? undefined : value;
}
