import { object, type InferType } from 'yup';
import { LIMITS } from '../limits';
import { MESSAGE_KEYS as K } from '../messages';
import { idList } from './fields';

/** Topics of an association: at most 3 topic ids. */
export const associationTopicsSchema = object({
  topicIds: idList(LIMITS.associationTopicsMax, K.maxTopic),
});

export type AssociationTopicsValues = InferType<typeof associationTopicsSchema>;
