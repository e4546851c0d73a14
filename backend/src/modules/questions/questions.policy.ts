import type { Action } from '../../common/policy/authorize';
import { roleIn } from '../../common/policy/viewer';
import type { Question } from './question.entity';

/**
 * Named permissions of the questions domain (docs/architecture.md, "Who may do what"). Asking needs
 * only a signed-in user; the association's accepted administrators read and answer its questions,
 * at object level (a question is its association's, whatever id the path names).
 */
export type QuestionRef = Pick<Question, 'associationId'>;

/** List the association's questions and follow their unread count: its administrators. */
export const canReadQuestions: Action<number> = (viewer, associationId) =>
  roleIn(viewer, associationId) === 'admin';

/** Open one question, mark it read, answer it: administrators of the question's association. */
export const canAnswerQuestion: Action<QuestionRef> = (viewer, question) =>
  roleIn(viewer, question.associationId) === 'admin';
