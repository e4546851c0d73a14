import { Type } from '@sinclair/typebox';
import { LIMITS, SHIFT_COLORS } from '@insieme/schema';
import { Id, INT32_MAX, LegacyFlag, Nullable, Ref, Text } from '../../rest/schemas';

/*
 * The REST shapes of events (components of /api/openapi.json): the answers of event.presenter.ts
 * and the shifts[] a create/edit body carries. Documented without `required` where the original
 * contract had none, hence the Partial and Optional.
 */

/** A date-time as the legacy client writes it; refused with the service's key for that date. */
export const DateTimeText = (
  key: string,
  description = "ISO 8601 or 'DD/MM/YYYY HH:mm' (Europe/Rome)",
) => Text(40, { description, 'x-message-key': key });

export const ShiftInput = Type.Partial(
  Type.Object({
    id: Nullable({ ...Id, description: 'an existing shift (edit)' }),
    title: Nullable(Text(LIMITS.shiftTitleMax, { description: "default 'Turno N'" })),
    description: Text(LIMITS.shiftDescriptionMax),
    color: Text(9, {
      default: SHIFT_COLORS[0],
      description: 'one of the 9 palette colours',
      examples: [...SHIFT_COLORS],
      'x-message-key': 'validation.color_not_valid',
    }),
    start_datetime: DateTimeText('invalid_start_date'),
    end_datetime: DateTimeText('invalid_end_date'),
    start_date: DateTimeText('invalid_start_date', 'alias of start_datetime'),
    end_date: DateTimeText('invalid_end_date', 'alias of end_datetime'),
    max_volunteer: Type.Integer({
      minimum: 1,
      maximum: INT32_MAX,
      default: 1,
      'x-message-key': 'validation.max_volunteer_not_valid',
    }),
    open_subscription: LegacyFlag({
      default: false,
      description: 'outsiders may sign up too (public events only)',
    }),
  }),
);

const image = {
  image: Nullable(Type.String({ description: 'base64' })),
  image_type: Nullable(Type.String()),
};
const Count = (description?: string) =>
  Type.Integer({ minimum: 0, ...(description ? { description } : {}) });

export const Shift = Type.Object({
  id: Type.Integer(),
  id_event: Type.Integer(),
  title: Type.String(),
  description: Type.Optional(Type.String()),
  color: Type.String(),
  start_datetime: Type.Optional(Type.String({ description: "'DD/MM/YYYY HH:mm' (Europe/Rome)" })),
  end_datetime: Type.Optional(Type.String()),
  start_iso: Type.Optional(Type.String({ format: 'date-time' })),
  end_iso: Type.Optional(Type.String({ format: 'date-time' })),
  max_volunteer: Type.Integer({ minimum: 1 }),
  open_subscription: Type.Optional(Type.Boolean()),
  available_spots: Count('max_volunteer minus accepted sign-ups and places held for the waitlist'),
  waitlist_count: Type.Optional(Count('people in the waitlist (issue 21)')),
  waitlist_position: Type.Optional(
    Nullable(
      Type.Integer({
        minimum: 1,
        description: "the viewer's place in the waitlist (1 = first); null when not queued",
      }),
    ),
  ),
  waitlist_offer_expires_at: Type.Optional(
    Nullable(
      Type.String({
        format: 'date-time',
        description: 'the deadline of the place offered to the viewer; null when they hold none',
      }),
    ),
  ),
  i_am_subscribed: Type.Optional(Type.Boolean({ description: 'an accepted sign-up' })),
  // an enum with null and no type, as the original contract wrote it
  my_request: Type.Optional(
    Type.Unsafe<'waiting' | 'accepted' | 'rejected' | null>({
      enum: ['waiting', 'accepted', 'rejected', null],
    }),
  ),
  terminated: Type.Optional(Type.Boolean()),
  volunteer: Type.Optional(
    Type.Array(
      Type.Partial(
        Type.Object({
          id: Type.Integer(),
          name: Type.String(),
          surname: Type.String(),
          ...image,
          tel: Nullable(Type.String()),
          email: Nullable(Type.String()),
        }),
      ),
      { description: 'accepted volunteers; tel and email for administrators only' },
    ),
  ),
  waiting_volunteer: Type.Optional(
    Type.Array(
      Type.Partial(
        Type.Object({
          id_user_shift: Type.Integer(),
          id_user: Type.Integer(),
          name: Type.String(),
          surname: Type.String(),
          ...image,
          from_waitlist: Type.Boolean({
            description: 'from the waitlist ("dalla lista d\'attesa"): listed first',
          }),
        }),
      ),
      { description: 'pending sign-ups (administrators only)' },
    ),
  ),
});

export const Event = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.Optional(Type.String()),
  address: Type.String({ description: 'street, town, province code' }),
  start_date: Type.String({ description: "'DD/MM/YYYY HH:mm' (Europe/Rome)" }),
  end_date: Type.String(),
  start_iso: Type.Optional(Type.String({ format: 'date-time' })),
  end_iso: Type.Optional(Type.String({ format: 'date-time' })),
  public: Type.Boolean(),
  photo: Type.Optional(
    Type.Array(Type.Partial(Type.Object({ id: Type.Integer(), ...image })), { maxItems: 3 }),
  ),
  topic: Type.Optional(Type.Array(Type.Integer())),
  event_type: Type.Optional(Type.Array(Type.Integer())),
  shift: Type.Array(Ref('Shift', Shift)),
  info_association: Type.Optional(
    Type.Partial(Type.Object({ id: Type.Integer(), name: Type.String() })),
  ),
  is_like: Type.Optional(Type.Boolean()),
  number_like: Type.Optional(Count()),
  is_admin: Type.Optional(Type.Boolean()),
  terminated: Type.Optional(Type.Boolean({ description: 'archived, or its end has passed' })),
  archived: Type.Optional(Type.Boolean()),
});

export const eventsSchemas = { ShiftInput, Shift, Event };
