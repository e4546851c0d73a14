import { LIMITS } from '@insieme/schema';
import { useRef } from 'react';

/**
 * Touch handlers that call `onSwipe` with +1 for a swipe to the left (what comes next) and -1 for
 * one to the right. Spec §9: a swipe is at least 100 px, and more sideways than up or down, so
 * scrolling the page is never one.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: React.TouchEvent) => {
      const touch = event.touches[0] ?? event.changedTouches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: React.TouchEvent) => {
      const from = start.current;
      start.current = null;
      const touch = event.changedTouches[0];
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) < LIMITS.swipeThresholdPx || Math.abs(dx) <= Math.abs(dy)) return;
      onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
