import { object, type InferType } from 'yup';
import { LIMITS } from '../limits';
import { MESSAGE_KEYS as K } from '../messages';
import { requiredText } from './fields';

/** /user-question/{id}: a volunteer's question to an association. */
export const questionSchema = object({
  question: requiredText(K.mandatoryQuestion, LIMITS.questionMax),
});

export type QuestionValues = InferType<typeof questionSchema>;
