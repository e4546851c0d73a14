import { object, type InferType } from 'yup';
import { LIMITS } from '../limits';
import { MESSAGE_KEYS as K } from '../messages';
import { requiredText } from './fields';

/** An administrator's answer to a question. */
export const answerSchema = object({
  answer: requiredText(K.mandatoryAnswer, LIMITS.answerMax),
});

export type AnswerValues = InferType<typeof answerSchema>;
