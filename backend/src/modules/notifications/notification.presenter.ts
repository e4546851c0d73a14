import type { Loaders } from '../../graphql/loaders';
import { base64Image } from '../media/media.surface';
import { questionBody } from '../questions/question.presenter';
import type { NotificationRow, SentNotificationRow } from './notification-row';

/**
 * spec §3 notification shape for the REST facade: `image` is the sending association's logo
 * (base64), `displayed` and `question` are 0/1 as in the original contract.
 */
export async function notificationBody(loaders: Loaders, n: NotificationRow) {
  return {
    id: n.id,
    id_event: n.eventId,
    id_question: n.questionId,
    id_association: n.associationId,
    ...(await base64Image(loaders.mediaById, n.associationImageId)),
    title: n.title,
    body: n.body,
    datetime_sending: n.sentAt.toISOString(),
    displayed: n.displayed ? 1 : 0,
    question: n.questionId === null ? 0 : 1,
    name_association: n.associationName,
    name_event: n.eventName,
    kind: n.kind,
    id_shift: n.shiftId,
    user_question: n.question ? await questionBody(loaders, n.question) : null,
  };
}

export const notificationBodies = (loaders: Loaders, rows: NotificationRow[]) =>
  Promise.all(rows.map((n) => notificationBody(loaders, n)));

/** One send of the administrators' board, with its association's logo and name. */
export async function sentNotificationBody(
  loaders: Loaders,
  s: SentNotificationRow,
  association: { name: string; imageId: number | null },
) {
  return {
    id: s.id,
    id_event: s.eventId,
    id_question: null,
    ...(await base64Image(loaders.mediaById, association.imageId)),
    title: s.title,
    body: s.body,
    datetime_sending: s.sentAt.toISOString(),
    displayed: 1,
    question: 0,
    name_association: association.name,
    name_event: s.eventName,
    recipient_count: s.recipientCount,
    opened_count: s.openedCount,
  };
}
