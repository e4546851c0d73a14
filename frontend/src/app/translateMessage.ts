import { MESSAGE_DEFAULT_PARAMS } from '@insieme/schema';
import { i18n } from './i18n';

// Kept apart from validation.ts: screens that only show a server's message key (event, shift,
// volunteers) must not load yup for it.

type Params = Record<string, string | number>;

function primitiveParams(params: Record<string, unknown> | undefined): Params {
  const result: Params = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') result[name] = value;
  }
  return result;
}

/**
 * Italian text of a rule message key (the shared yup schemas report keys, never texts), with the
 * numbers of the failing rule (e.g. `max` of validation.max_length) or of the business limits.
 */
export function translateMessage(key: string, params?: Record<string, unknown>): string {
  return i18n.t(key, {
    ...(MESSAGE_DEFAULT_PARAMS[key] ?? {}),
    ...primitiveParams(params),
  });
}
