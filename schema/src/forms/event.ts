import { array, boolean, object, string, type InferType } from 'yup';
import { LIMITS } from '../limits';
import { MESSAGE_KEYS as K } from '../messages';
import {
  addressPart,
  endAfterStartField,
  futureStartField,
  idList,
  isImageOrUrl,
  nullAsAbsent,
  optionalText,
  provinceField,
  requiredLine,
} from './fields';
import { defaultShiftTitle, shiftSchema } from './shift';

/** Gives every shift without a title its default 'Turno N'. */
function withDefaultTitles(shifts: unknown): unknown {
  if (!Array.isArray(shifts)) return shifts;
  return shifts.map((shift: unknown, index) => {
    if (typeof shift !== 'object' || shift === null || Array.isArray(shift)) return shift;
    const title: unknown = 'title' in shift ? shift.title : undefined;
    const blank =
      title === undefined || title === null || (typeof title === 'string' && title.trim() === '');
    return blank ? { ...shift, title: defaultShiftTitle(index) } : shift;
  });
}

/**
 * Create or edit an event with its shifts. Dates are ISO date-times; "now"
 * comes from the context (`{ context: { now } }`), else the current time.
 */
export const eventSchema = object({
  name: requiredLine(K.createEventMandatoryName, LIMITS.eventNameMax),
  description: optionalText(LIMITS.eventDescriptionMax),
  street: addressPart(K.invalidAddress, LIMITS.streetMax),
  town: addressPart(K.invalidAddress, LIMITS.townMax),
  province: provinceField(K.invalidAddress),
  startDate: futureStartField(K.invalidStartDate),
  endDate: endAfterStartField(K.invalidEndDate, K.invalidEndDateEvent),
  public: boolean().typeError(K.notValid).transform(nullAsAbsent).default(false),
  topicIds: idList(),
  eventTypeIds: idList(),
  /** Base64 image data URLs (new photos) or URLs of the current ones; at most 3. */
  photos: array(
    string()
      .typeError(K.imageType)
      .required(K.imageType)
      .test('image-type', K.imageType, isImageOrUrl),
  )
    .typeError(K.notValid)
    .transform(nullAsAbsent)
    .default([])
    .max(LIMITS.eventPhotosMax, K.errorNumberImage),
  shifts: array(shiftSchema)
    .typeError(K.notValid)
    .transform(nullAsAbsent)
    .transform(withDefaultTitles)
    .default([]),
});

export type EventValues = InferType<typeof eventSchema>;
