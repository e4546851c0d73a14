import { object, type InferType } from 'yup';
import { LIMITS } from '../limits';
import { MESSAGE_KEYS as K } from '../messages';
import {
  addressPart,
  pastOrTodayDateField,
  provinceField,
  requiredLine,
  requiredText,
} from './fields';

/** New association data (registration and create-association wizards). */
export const associationDataSchema = object({
  name: requiredLine(K.mandatory, LIMITS.associationNameMax),
  street: addressPart(K.mandatory, LIMITS.streetMax),
  town: addressPart(K.mandatory, LIMITS.townMax),
  province: provinceField(K.provinceNotValid),
  dateOfFoundation: pastOrTodayDateField(),
  description: requiredText(K.mandatory, LIMITS.associationDescriptionMax),
});

export type AssociationDataValues = InferType<typeof associationDataSchema>;
