/**
 * The yup validation context shared by the schemas: `now` makes the
 * time-dependent rules (age, future or past dates) deterministic.
 *   schema.validate(values, { context: { now: new Date('2025-06-01T10:00:00Z') } })
 * Without it the rules use the current time.
 */
import { todayInRome } from './dates';

export interface ValidationContext {
  now?: Date;
}

/** `context.now` when it is a valid Date, otherwise the current time. */
export function contextNow(context: unknown): Date {
  if (typeof context === 'object' && context !== null && 'now' in context) {
    const now: unknown = context.now;
    if (now instanceof Date && !Number.isNaN(now.getTime())) return now;
  }
  return new Date();
}

/** Today's date (YYYY-MM-DD, Europe/Rome) as seen from the context. */
export function contextToday(context: unknown): string {
  return todayInRome(contextNow(context));
}

/** The value of a sibling field (yup's `this.parent`), without `any`. */
export function siblingValue(parent: unknown, name: string): unknown {
  if (typeof parent === 'object' && parent !== null && name in parent) {
    return (parent as Record<string, unknown>)[name];
  }
  return undefined;
}
