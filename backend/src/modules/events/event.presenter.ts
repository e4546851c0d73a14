import type { RequestViewer } from '../../common/policy/viewer';
import type { Loaders } from '../../graphql/loaders';
import type { Services } from '../../platform/services';
import { base64Image } from '../media/media.surface';
import type { Shift } from '../shifts/shift.entity';
import { displayDateTime } from '../../common/rome-time';
import type { Event } from './event.entity';
import { isTerminated } from './event-state';

/**
 * spec §3 shift shape. Contacts and waiting volunteers come hidden as shifts.policy decides for
 * the request's viewer (events.loaders `shiftVolunteers`, `shiftWaiting`).
 */
export async function shiftBody(loaders: Loaders, shift: Shift, event: Event) {
  const [signUp, accepted, waiting, waitlist] = await Promise.all([
    loaders.viewerSignUpByShift.load(shift.id),
    loaders.shiftVolunteers(shift.id, event.associationId),
    loaders.shiftWaiting(shift.id, event.associationId),
    loaders.waitlistByShift.load(shift.id),
  ]);
  return {
    id: shift.id,
    id_event: shift.eventId,
    title: shift.title,
    description: shift.description,
    color: shift.color,
    start_datetime: displayDateTime(shift.startDate),
    end_datetime: displayDateTime(shift.endDate),
    start_iso: shift.startDate.toISOString(),
    end_iso: shift.endDate.toISOString(),
    max_volunteer: shift.maxVolunteer,
    open_subscription: shift.openSubscription,
    available_spots: Math.max(0, shift.maxVolunteer - shift.acceptedCount - shift.heldCount),
    waitlist_count: waitlist.count,
    waitlist_position: waitlist.position,
    waitlist_offer_expires_at: waitlist.offerExpiresAt?.toISOString() ?? null,
    i_am_subscribed: signUp === 'accepted',
    my_request: signUp,
    terminated: shift.endDate.getTime() < Date.now(),
    volunteer: await Promise.all(
      accepted.map(async (p) => ({
        id: p.userId,
        name: p.name,
        surname: p.surname,
        ...(await base64Image(loaders.mediaById, p.imageId)),
        tel: p.phone,
        email: p.email,
      })),
    ),
    waiting_volunteer: await Promise.all(
      waiting.map(async (p) => ({
        id_user_shift: p.signUpId,
        id_user: p.userId,
        name: p.name,
        surname: p.surname,
        from_waitlist: p.fromWaitlist,
        ...(await base64Image(loaders.mediaById, p.imageId)),
      })),
    ),
  };
}

/**
 * spec §3 event shape, with its shifts; the same loaders as GraphQL keep lists bounded. Pass the
 * request's loaders when a response is built from several calls (a calendar's days).
 */
export async function eventBodies(
  services: Services,
  events: Event[],
  viewer: RequestViewer | null,
  loaders = services.loaders(viewer),
) {
  // one statement for what the bodies show besides the rows and the shifts (issue 20)
  await loaders.primeEventDetails(events.map((e) => e.id));
  return Promise.all(
    events.map(async (e) => {
      const [association, photos, topics, eventTypes, shifts, isLike, likes, isAdmin] =
        await Promise.all([
          loaders.associationById.load(e.associationId),
          loaders.photosByEvent.load(e.id),
          loaders.topicsByEvent.load(e.id),
          loaders.eventTypesByEvent.load(e.id),
          loaders.shiftsByEvent.load(e.id),
          loaders.viewerLikesEvent.load(e.id),
          loaders.likesByEvent.load(e.id),
          // from the memberships the shifts' contact rule reads anyway: no statement of its own
          loaders.viewerAdministers(e.associationId),
        ]);
      return {
        id: e.id,
        name: e.name,
        description: e.description,
        address: e.address,
        start_date: displayDateTime(e.startDate),
        end_date: displayDateTime(e.endDate),
        start_iso: e.startDate.toISOString(),
        end_iso: e.endDate.toISOString(),
        public: e.isPublic,
        photo: await Promise.all(
          photos.map(async (p) => ({
            id: p.id,
            ...(await base64Image(loaders.mediaById, p.mediaId)),
          })),
        ),
        topic: topics.map((t) => t.id),
        event_type: eventTypes.map((t) => t.id),
        shift: await Promise.all(shifts.map((s) => shiftBody(loaders, s, e))),
        info_association: { id: e.associationId, name: association?.name ?? '' },
        is_like: isLike,
        number_like: likes,
        is_admin: isAdmin,
        terminated: isTerminated(e),
        archived: e.archivedAt !== null,
      };
    }),
  );
}
