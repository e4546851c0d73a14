import { LIMITS } from '@insieme/schema';

const SUFFIX = ' (copia)';

/**
 * The name of a duplicated event: "<name> (copia)", the name shortened so that the whole stays
 * within the event name's limit (spec §5, 40) and the copy can be saved again unchanged.
 */
export function duplicateName(name: string): string {
  const room = LIMITS.eventNameMax - SUFFIX.length;
  let base = name.trim();
  if (base.length > room) {
    // never end on half of a character outside the Basic Multilingual Plane (an emoji)
    base = base
      .slice(0, room)
      .replace(/[\uD800-\uDBFF]$/, '')
      .trimEnd();
  }
  return `${base}${SUFFIX}`;
}
