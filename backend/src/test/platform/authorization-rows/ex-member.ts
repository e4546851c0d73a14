import { all, mediaPath, type Case } from '../authorization-table';

/**
 * Issue 17: what an ex-member of A still holds after leaving. Their reads of A's private event,
 * its shifts, photos and sign-ups run in every row of the table as a second actor of the volunteer
 * column (authorization-fixture.ts): leaving makes them exactly an outsider. What only they hold is
 * here: the private event's photo URL the API signed for them while they were a member.
 */
export function exMemberMediaCases(): Case[] {
  return [
    {
      title:
        "a private event's photo URL signed for an ex-member while a member, by whoever holds it",
      who: all(404),
      call: (f) => ({ http: 'GET', path: mediaPath(f.exMemberPhotoUrl) }),
    },
  ];
}
