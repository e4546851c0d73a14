import type { WaitlistRow } from './waitlist-row';

/** One person of a shift's queue, as the REST facade gives it to administrators (issue 21). */
export const waitlistEntryBody = (r: WaitlistRow) => ({
  id_user: r.userId,
  name: r.name,
  surname: r.surname,
  position: r.position,
  joined_at: new Date(r.joinedAt).toISOString(),
  offer_expires_at: r.offerExpiresAt ? new Date(r.offerExpiresAt).toISOString() : null,
});
