import { defaultShiftTitle, eventSchema, SHIFT_COLORS, type EventValues } from '@insieme/schema';
import { getIn, setIn, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';
import { fromLocalInput, localInputDay, toLocalInput } from '../../../app/dateTime';
import { translateMessage } from '../../../app/validation';
import type {
  CreateEventInput,
  EventDetailFragment,
  ShiftInput,
  UpdateEventInput,
} from '../../../gql/graphql';

/**
 * One shift as the form holds it: dates as `datetime-local` values (Europe/Rome). Fields are named
 * like the shared schema's, so that a rule's path ('shifts[1].endDate') is the field's path.
 */
export interface ShiftFormValues {
  /** Stable key of the row */
  key: string;
  /** Present for a shift that exists already (edit): it cannot be dropped */
  id?: number;
  title: string;
  description: string;
  color: string;
  startDate: string;
  endDate: string;
  /** As typed (a number input) */
  maxVolunteer: string;
  openSubscription: boolean;
}

export interface PhotoFormValue {
  key: string;
  /** Present for a photo already saved */
  id?: number;
  /** Its URL, or the data URL of a new one */
  url: string;
}

export interface EventFormValues {
  name: string;
  description: string;
  street: string;
  town: string;
  province: string;
  startDate: string;
  endDate: string;
  isPublic: boolean;
  topicIds: number[];
  eventTypeIds: number[];
  photos: PhotoFormValue[];
  shiftsEnabled: boolean;
  shifts: ShiftFormValues[];
  repeat: boolean;
  /** 0 (Sunday) … 6 (Saturday) */
  repeatWeekdays: number[];
}

/** Error texts at their field's path: 'name', 'startDate', 'shifts[1].endDate', 'repeatWeekdays' … */
export type EventFormErrors = FormikErrors<EventFormValues>;

let nextKey = 0;
export const newKey = (prefix: string) => `${prefix}-new-${(nextKey += 1)}`;

/**
 * A new shift at the end of `shifts`, its title prefilled with the default 'Turno N' (spec §5) of
 * its position; after a removal that title may be taken already, then the next free number.
 */
export function emptyShift(shifts: readonly Pick<ShiftFormValues, 'title'>[]): ShiftFormValues {
  const index = shifts.length;
  const taken = new Set(shifts.map((shift) => shift.title.trim()));
  let number = index;
  while (taken.has(defaultShiftTitle(number))) number += 1;
  return {
    key: newKey('shift'),
    title: defaultShiftTitle(number),
    description: '',
    color: SHIFT_COLORS[index % SHIFT_COLORS.length],
    startDate: '',
    endDate: '',
    maxVolunteer: '1',
    openSubscription: false,
  };
}

export const EMPTY_EVENT: EventFormValues = {
  name: '',
  description: '',
  street: '',
  town: '',
  province: '',
  startDate: '',
  endDate: '',
  isPublic: true,
  topicIds: [],
  eventTypeIds: [],
  photos: [],
  // Switching "Turni" on adds the first shift.
  shiftsEnabled: false,
  shifts: [],
  repeat: false,
  repeatWeekdays: [],
};

/** The form filled with an existing event (edit mode). */
export function valuesFromEvent(event: EventDetailFragment): EventFormValues {
  return {
    name: event.name,
    description: event.description,
    street: event.street,
    town: event.town,
    province: event.province.toUpperCase(),
    startDate: toLocalInput(event.startDate),
    endDate: toLocalInput(event.endDate),
    isPublic: event.isPublic,
    topicIds: event.topics.map((topic) => topic.id),
    eventTypeIds: event.eventTypes.map((type) => type.id),
    photos: event.photos.map((photo) => ({
      key: `photo-${photo.id}`,
      id: photo.id,
      url: photo.url,
    })),
    shiftsEnabled: event.shifts.length > 0,
    shifts: event.shifts.map((shift) => ({
      key: `shift-${shift.id}`,
      id: shift.id,
      title: shift.title,
      description: shift.description,
      color: shift.color,
      startDate: toLocalInput(shift.startDate),
      endDate: toLocalInput(shift.endDate),
      maxVolunteer: String(shift.maxVolunteer),
      openSubscription: shift.openSubscription,
    })),
    repeat: false,
    repeatWeekdays: [],
  };
}

/** Repetition needs start and end on the same calendar day (spec §4). */
export function fallsOnOneDay(values: Pick<EventFormValues, 'startDate' | 'endDate'>): boolean {
  const startDay = localInputDay(values.startDate);
  return startDay !== '' && startDay === localInputDay(values.endDate);
}

/** Shifts that will be sent: none when the "Turni" switch is off. */
export function sentShifts(values: EventFormValues): ShiftFormValues[] {
  return values.shiftsEnabled ? values.shifts : [];
}

/** What the shared `eventSchema` reads: ISO date-times (UTC), numbers, photo URLs. */
export function toSchemaValues(values: EventFormValues) {
  return {
    name: values.name,
    description: values.description,
    street: values.street,
    town: values.town,
    province: values.province,
    startDate: fromLocalInput(values.startDate),
    endDate: fromLocalInput(values.endDate),
    public: values.isPublic,
    topicIds: values.topicIds,
    eventTypeIds: values.eventTypeIds,
    photos: values.photos.map((photo) => photo.url),
    shifts: sentShifts(values).map((shift) => ({
      id: shift.id,
      title: shift.title,
      description: shift.description,
      color: shift.color,
      startDate: fromLocalInput(shift.startDate),
      endDate: fromLocalInput(shift.endDate),
      maxVolunteer: shift.maxVolunteer.trim() === '' ? Number.NaN : Number(shift.maxVolunteer),
      openSubscription: values.isPublic && shift.openSubscription,
    })),
  };
}

export type ValidationOutcome =
  { ok: true; value: EventValues } | { ok: false; errors: EventFormErrors };

/** An item of a list field ('photos[1]'): its error is shown under the list. */
const LIST_ITEM = /^(\w+)\[\d+\]$/;

/**
 * Checks the form with the shared rules (spec §5): the first problem of every field, translated,
 * under its path. `now` decides what is "in the past".
 */
export function validateEventForm(values: EventFormValues, now: Date): ValidationOutcome {
  const byPath = new Map<string, string>();
  let value: EventValues | undefined;
  try {
    value = eventSchema.validateSync(toSchemaValues(values), {
      abortEarly: false,
      context: { now },
    });
  } catch (error) {
    if (!ValidationError.isError(error)) throw error;
    const failures = error.inner.length > 0 ? error.inner : [error];
    for (const failure of failures) {
      const path = failure.path ?? '';
      if (!byPath.has(path)) byPath.set(path, translateMessage(failure.message, failure.params));
    }
  }
  if (values.repeat && fallsOnOneDay(values) && values.repeatWeekdays.length === 0) {
    byPath.set('repeatWeekdays', translateMessage('event_form.weekdays_required'));
  }
  if (value && byPath.size === 0) return { ok: true, value };
  let errors: EventFormErrors = {};
  for (const [path, text] of byPath) {
    const list = LIST_ITEM.exec(path)?.[1];
    // A rule of the whole list ('photos': too many) comes before one of its items.
    if (list && (byPath.has(list) || getIn(errors, list) !== undefined)) continue;
    errors = setIn(errors, list ?? path, text);
  }
  return { ok: false, errors };
}

/** The text of the error at a path ('name', 'shifts[1].endDate'), if there is one. */
export function errorAt(errors: EventFormErrors, path: string): string | undefined {
  const error: unknown = getIn(errors, path);
  return typeof error === 'string' ? error : undefined;
}

/** Whether any field still shows an error (cleared ones leave empty objects in the shift list). */
export function hasErrorText(errors: unknown): boolean {
  if (typeof errors === 'string') return errors !== '';
  if (errors && typeof errors === 'object') return Object.values(errors).some(hasErrorText);
  return false;
}

/** Path of the first error, in the order the rules reported them (where focus goes). */
export function firstErrorPath(errors: EventFormErrors): string | undefined {
  for (const [field, error] of Object.entries(errors)) {
    if (typeof error === 'string') return field;
    if (!Array.isArray(error)) continue;
    for (const [index, item] of error.entries()) {
      const inner = item && typeof item === 'object' ? Object.keys(item)[0] : undefined;
      if (inner) return `${field}[${index}].${inner}`;
    }
  }
  return undefined;
}

function shiftInputs(value: EventValues, isPublic: boolean): ShiftInput[] {
  return value.shifts.map((shift) => ({
    ...(shift.id ? { id: shift.id } : {}),
    title: shift.title,
    description: shift.description,
    color: shift.color,
    startDate: shift.startDate,
    endDate: shift.endDate,
    maxVolunteer: shift.maxVolunteer,
    openSubscription: isPublic && shift.openSubscription,
  }));
}

const isNewPhoto = (url: string) => url.startsWith('data:');

/** What creating and updating send alike: the checked event and its shifts. */
function eventInput(value: EventValues) {
  return {
    name: value.name,
    description: value.description,
    street: value.street,
    town: value.town,
    province: value.province,
    startDate: value.startDate,
    endDate: value.endDate,
    isPublic: value.public,
    topicIds: value.topicIds,
    eventTypeIds: value.eventTypeIds,
    shifts: shiftInputs(value, value.public),
  };
}

/** The photos chosen in this form (data URLs), to upload before sending: in their order. */
export const newPhotos = (values: EventFormValues): string[] =>
  values.photos.map((photo) => photo.url).filter(isNewPhoto);

/** `photoKeys`: the keys of the uploads of `newPhotos(values)`, in the same order. */
export function toCreateInput(
  associationId: number,
  values: EventFormValues,
  value: EventValues,
  photoKeys: string[],
): CreateEventInput {
  const repeat = values.repeat && fallsOnOneDay(values);
  return {
    associationId,
    ...eventInput(value),
    photoKeys,
    ...(repeat ? { repeatWeekdays: [...values.repeatWeekdays].sort((a, b) => a - b) } : {}),
  };
}

export function toUpdateInput(
  eventId: number,
  values: EventFormValues,
  value: EventValues,
  newPhotoKeys: string[],
): UpdateEventInput {
  return {
    id: eventId,
    ...eventInput(value),
    keepPhotoIds: values.photos.flatMap((photo) => (photo.id ? [photo.id] : [])),
    newPhotoKeys,
  };
}

/**
 * Where a server error belongs in the form: 'input.shifts.1.endDate' → 'shifts[1].endDate';
 * photos of either kind → 'photos'; undefined when the form has no such field.
 */
export function formPathOf(field: string | undefined, shiftCount: number): string | undefined {
  if (!field) return undefined;
  let path = field.replace(/^input\./, '').replace(/\.(\d+)(?=\.|$)/g, '[$1]');
  if (/^(newPhotoKeys|photoKeys|keepPhotoIds|photos)(\[\d+\])?$/.test(path)) return 'photos';
  if (path === 'isPublic') path = 'public';
  const shift = /^shifts\[(\d+)\]\.(title|description|color|startDate|endDate|maxVolunteer)$/.exec(
    path,
  );
  if (shift) return Number(shift[1]) < shiftCount ? path : undefined;
  const known = [
    'name',
    'description',
    'street',
    'town',
    'province',
    'startDate',
    'endDate',
    'topicIds',
    'eventTypeIds',
    'repeatWeekdays',
  ];
  return known.includes(path) ? path : undefined;
}

/**
 * "Now" for the past-date rule. Editing keeps the dates already saved valid even once they have
 * passed (a running event can still be corrected); new dates must not be before them.
 */
export function validationNow(event: EventDetailFragment | undefined, now: Date): Date {
  if (!event) return now;
  const times = [event.startDate, ...event.shifts.map((shift) => shift.startDate)]
    .map((iso) => Date.parse(iso))
    .filter(Number.isFinite);
  const earliest = Math.min(now.getTime(), ...times);
  return new Date(earliest);
}
