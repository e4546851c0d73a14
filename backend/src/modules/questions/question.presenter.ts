import type { Loaders } from '../../graphql/loaders';
import { base64Image } from '../media/media.surface';
import type { QuestionRow } from './question-row';

/**
 * spec §3 question shape for the REST facade: `image` is the asker's picture (base64, shown to
 * the association's administrators and to the asker only), `displayed` is 0/1.
 */
export async function questionBody(loaders: Loaders, q: QuestionRow) {
  return {
    id: q.id,
    id_user_question: q.id,
    id_association: q.associationId,
    name_association: q.associationName,
    id_user: q.userId,
    name: q.askerName,
    surname: q.askerSurname,
    ...(await base64Image(loaders.mediaById, q.askerImageId)),
    question: q.question,
    displayed: q.displayed ? 1 : 0,
    datetime_sending: q.askedAt.toISOString(),
    answer: q.answer,
    datetime_answer: q.answeredAt ? q.answeredAt.toISOString() : null,
  };
}

export const questionBodies = (loaders: Loaders, rows: QuestionRow[]) =>
  Promise.all(rows.map((q) => questionBody(loaders, q)));
