import type { Event } from './event.entity';

/**
 * Terminated: archived by an administrator, or its end has passed. A state, not a permission:
 * presenters show it and services refuse sign-ups to it.
 */
export const isTerminated = (event: Pick<Event, 'archivedAt' | 'endDate'>, now = new Date()) =>
  event.archivedAt !== null || event.endDate.getTime() < now.getTime();
