import { boolean, number, object, type InferType } from 'yup';
import { LIMITS } from '../limits';
import { MESSAGE_KEYS as K } from '../messages';
import { idList, nullAsAbsent, optionalText, requiredLine } from './fields';

/** /dashboard/{id}/send-notification. */
export const notificationSchema = object({
  title: requiredLine(K.voidTitle, LIMITS.notificationTitleMax),
  body: optionalText(LIMITS.notificationBodyMax),
  /** Ids of the recipient users: at least one. */
  recipients: idList().min(1, K.voidVolunteer),
  forEvent: boolean().typeError(K.notValid).transform(nullAsAbsent).default(false),
  /** Required when forEvent is true. */
  eventId: number()
    .typeError(K.mandatory)
    .integer(K.notValid)
    .positive(K.notValid)
    .when('forEvent', {
      is: true,
      then: (s) => s.required(K.mandatory),
      otherwise: (s) => s.nullable().optional(),
    }),
});

export type NotificationValues = InferType<typeof notificationSchema>;
