import { object, type InferType } from 'yup';
import { LIMITS } from '../limits';
import { MESSAGE_KEYS as K } from '../messages';
import { idList } from './fields';

/** Event types chosen at registration: at most 6 event type ids. */
export const eventTypePreferencesSchema = object({
  preferences: idList(LIMITS.registrationEventTypesMax, K.maxEventType),
});

export type EventTypePreferencesValues = InferType<typeof eventTypePreferencesSchema>;
