import { ADMIN_A, g, only, q, rest, type Row } from '../authorization-table';
import type { Fixture } from '../authorization-fixture';

/**
 * Rows of the association calendar feed (issue 10): the secret address of all the shifts of an
 * association's events is its administrators' alone — to read and to renew. Everybody else is
 * refused (403 / FORBIDDEN) and a refused renewal leaves the address as it was. The feed itself
 * (`HTTP GET /calendar/{token}.ics`) is in the HTTP table: whoever holds the address reads it.
 */

const FEED_URL = /\/calendar\/[\w-]{32}\.ics$/;

/** The association's current token, as stored (a refused renewal must leave it). */
const tokenOf = (association: 'A' | 'B') => async (f: Fixture) =>
  (
    await f.app.dataSource.query('SELECT calendar_feed_token FROM association WHERE id = $1', [
      f[association].id,
    ])
  )[0].calendar_feed_token as string | null;

const RENEW = `mutation($id: Int!) { renewAssociationCalendarFeed(input: { associationId: $id }) { id calendarFeedUrl } }`;

export function associationCalendarFeedRows(): Row[] {
  return [
    {
      op: 'GET /association/{id_association}/calendar-feed',
      cases: [
        {
          title: "A's feed address",
          who: ADMIN_A,
          call: (f) => rest('GET', `/association/${f.A.id}/calendar-feed`),
          sees: (a) => FEED_URL.test(a.calendar_feed_url),
        },
        {
          title: "adminA: B's feed address",
          who: only('adminA', 403),
          call: (f) => rest('GET', `/association/${f.B.id}/calendar-feed`),
        },
      ],
    },
    {
      op: 'POST /association/{id_association}/calendar-feed',
      cases: [
        {
          title: "renew A's feed address",
          who: ADMIN_A,
          state: tokenOf('A'),
          call: (f) => rest('POST', `/association/${f.A.id}/calendar-feed`),
          sees: (a) => FEED_URL.test(a.calendar_feed_url),
        },
        {
          title: "adminA renews B's feed address",
          who: only('adminA', 403),
          state: tokenOf('B'),
          call: (f) => rest('POST', `/association/${f.B.id}/calendar-feed`),
        },
      ],
    },
    {
      op: 'Mutation.renewAssociationCalendarFeed',
      cases: [
        {
          title: "renew A's feed address",
          who: g(ADMIN_A),
          state: tokenOf('A'),
          call: (f) => q(RENEW, { id: f.A.id }),
          sees: (a, f) => a.id === f.A.id && FEED_URL.test(a.calendarFeedUrl),
        },
        {
          title: "adminA renews B's feed address",
          who: only('adminA', 'FORBIDDEN'),
          state: tokenOf('B'),
          call: (f) => q(RENEW, { id: f.B.id }),
        },
      ],
    },
  ];
}
