import { boolean, number, object, string, type InferType } from 'yup';
import { LIMITS, SHIFT_COLORS } from '../limits';
import { MESSAGE_KEYS as K } from '../messages';
import {
  endAfterStartField,
  futureStartField,
  nullAsAbsent,
  optionalLine,
  optionalText,
} from './fields';

/** Default title of the shift at `index` (0-based): 'Turno 1', 'Turno 2', ... */
export function defaultShiftTitle(index: number): string {
  return `Turno ${index + 1}`;
}

const lowerCase = (v: unknown): unknown => (typeof v === 'string' ? v.trim().toLowerCase() : v);

/** One shift of an event. Dates are ISO date-times. */
export const shiftSchema = object({
  /** Present for an existing shift (edit mode). */
  id: number()
    .typeError(K.notValid)
    .transform(nullAsAbsent)
    .integer(K.notValid)
    .positive(K.notValid)
    .optional(),
  /** Empty -> defaultShiftTitle(index) (applied by eventSchema when casting). */
  title: optionalLine(LIMITS.shiftTitleMax),
  description: optionalText(LIMITS.shiftDescriptionMax),
  color: string()
    .typeError(K.colorNotValid)
    .transform(nullAsAbsent)
    .transform(lowerCase)
    .default(SHIFT_COLORS[0])
    .oneOf(SHIFT_COLORS, K.colorNotValid),
  startDate: futureStartField(K.invalidStartDate),
  endDate: endAfterStartField(K.invalidEndDate, K.invalidEndDateShift),
  maxVolunteer: number()
    .typeError(K.maxVolunteerNotValid)
    .transform(nullAsAbsent)
    .integer(K.maxVolunteerNotValid)
    .min(LIMITS.shiftDefaultMaxVolunteers, K.maxVolunteerNotValid)
    .default(LIMITS.shiftDefaultMaxVolunteers),
  openSubscription: boolean().typeError(K.notValid).transform(nullAsAbsent).default(false),
});

export type ShiftValues = InferType<typeof shiftSchema>;
