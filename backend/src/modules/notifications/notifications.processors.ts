import { formatMessage } from '@insieme/schema';
import type { Processors } from '../../platform/domain-events';
import type { Live } from '../../platform/live';
import type {} from '../questions/questions.events';
import { QUESTION_MESSAGES } from '../questions/questions.errors';
import { clipTitle, insertNotifications } from './notifications.service';

/** The asker of an answered question receives the answer as a notification (in-app and push). */
export function notificationProcessors(processors: Processors, live: Live): void {
  processors.inTransaction('QuestionAnswered', async (tx, answered) => {
    // its "Nuova domanda" notices are read for every administrator (else the bell stays
    // inflated): before the asker's notification, so that they are the only ones it names
    // (a CTE: TypeORM answers a bare UPDATE … RETURNING with [rows, count])
    const read: { user_id: number }[] = await tx.em.query(
      `WITH read AS (
         UPDATE notification SET displayed = true
          WHERE question_id = $1 AND NOT displayed RETURNING user_id
       ) SELECT user_id FROM read`,
      [answered.questionId],
    );
    const delivered = await insertNotifications(
      tx.em,
      'SELECT $1::int AS user_id',
      [answered.askerId],
      {
        associationId: answered.associationId,
        questionId: answered.questionId,
        title: clipTitle(
          formatMessage(QUESTION_MESSAGES.answerTitle, { name: answered.association }),
        ),
        body: answered.answer,
      },
    );
    tx.afterCommit(() => {
      live.delivered(delivered);
      live.badges(read.map((r) => r.user_id));
    });
  });
}
