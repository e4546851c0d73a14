import { validateWith } from '@insieme/schema';
import { badInput } from './app-error';

type Schema = Parameters<typeof validateWith>[0];

/** Runs a shared yup schema; the first failure becomes a 400 / BAD_USER_INPUT with its key. */
export async function validateInput<T>(
  schema: Schema,
  values: unknown,
  context?: Record<string, unknown>,
): Promise<T> {
  const result = await validateWith(schema, values, context);
  if (!result.ok) throw badInput(result.key, { field: result.field, params: result.params });
  return result.value as T;
}
