import { eventSchema } from '@insieme/schema';
import { validateInput } from '../../common/validate';
import type { ImageSource } from '../media/media.service';

/** What both adapters hand the events service to create or edit an event (GraphQL input, REST body). */
export interface ShiftData {
  id?: number | null;
  title?: string | null;
  description?: string | null;
  color: string;
  startDate: Date;
  endDate: Date;
  maxVolunteer?: number | null;
  openSubscription?: boolean | null;
}

export interface EventData {
  name: string;
  description?: string | null;
  street: string;
  town: string;
  province: string;
  startDate: Date;
  endDate: Date;
  isPublic: boolean;
  topicIds: number[];
  eventTypeIds: number[];
  shifts: ShiftData[];
}

export interface CreateEventData extends EventData {
  associationId: number;
  photos: ImageSource[];
  repeatWeekdays?: number[] | null;
}

export interface UpdateEventData extends EventData {
  id: number;
  keepPhotoIds: number[];
  newPhotos: ImageSource[];
}

/** A shift as the shared rules leave it: defaults filled in, ready to write. */
export interface ValidShift {
  id?: number;
  title: string;
  description: string;
  color: string;
  startDate: Date;
  endDate: Date;
  maxVolunteer: number;
  openSubscription: boolean;
}

/** The spec §5 event and shift rules (the shared schema); dates before `now` are refused. */
export async function validateEventInput(data: EventData, now: Date): Promise<ValidShift[]> {
  const values = await validateInput<{
    shifts: (Omit<ValidShift, 'startDate' | 'endDate'> & { startDate: string; endDate: string })[];
  }>(
    eventSchema,
    {
      name: data.name,
      description: data.description ?? '',
      street: data.street,
      town: data.town,
      province: data.province,
      startDate: data.startDate.toISOString(),
      endDate: data.endDate.toISOString(),
      public: data.isPublic,
      topicIds: data.topicIds,
      eventTypeIds: data.eventTypeIds,
      shifts: data.shifts.map((s) => ({
        ...s,
        startDate: s.startDate.toISOString(),
        endDate: s.endDate.toISOString(),
      })),
    },
    { now },
  );
  // open subscription is for public events only (spec §5): a private event ignores it
  return values.shifts.map((s) => ({
    ...s,
    description: s.description ?? '',
    startDate: new Date(s.startDate),
    endDate: new Date(s.endDate),
    openSubscription: data.isPublic && s.openSubscription,
  }));
}
