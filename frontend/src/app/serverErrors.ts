import { formErrorOf, type UserFacingError } from './graphqlErrors';
import { i18n } from './i18n';
import { translateMessage } from './translateMessage';

/**
 * Text of a server error: the Italian text of its message key when known (with the limits it
 * names, e.g. the 3 of error_number_image, and what the server named in it, e.g. the missing
 * data of register.missing_data), else its message.
 */
export function serverErrorText(error: UserFacingError): string {
  if (error.key && i18n.exists(error.key)) return translateMessage(error.key, error.params);
  return error.message;
}

export interface ServerFormError {
  /** Form field the error belongs to, when the server named one */
  field: string | undefined;
  text: string;
}

/**
 * What a form shows for a failed mutation: undefined when the error link already handled it
 * (permission, network, server failure), otherwise the text and, when given, its field.
 */
export function serverFormError(error: unknown): ServerFormError | undefined {
  const first = formErrorOf(error);
  if (!first) return undefined;
  return { field: first.field, text: serverErrorText(first) };
}
