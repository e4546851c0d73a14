import { buildUser } from '../../factories';
import { all, type Row } from '../authorization-table';
import type { Fixture } from '../authorization-fixture';

/**
 * The unsubscribe link of the notice mails (issue 10): no login, the signed token is the
 * credential, and it can only turn one kind of mail off for the one person it names. Each allowed
 * cell unsubscribes a throwaway person (the fixture's people keep their choices).
 */
const throwawayLink = async (f: Fixture) =>
  `/unsubscribe/${f.app.services.notices.unsubscribeTokens.sign((await buildUser(f.app)).id, 'reminders')}`;

/** A genuine token's MAC moved to another person's id. */
const forged = (f: Fixture) => {
  const token = f.app.services.notices.unsubscribeTokens.sign(f.actors.adminA.userId, 'notices');
  return `/unsubscribe/${f.actors.adminB.userId}.notices.${token.split('.')[2]}`;
};

export function unsubscribeRows(): Row[] {
  return (['GET', 'POST'] as const).map((method) => ({
    op: `HTTP ${method} /unsubscribe/{token}`,
    cases: [
      {
        title: 'a genuine link turns that kind of mail off, for whoever holds it (no login)',
        who: all('allow'),
        call: async (f) => ({ http: method, path: await throwawayLink(f) }),
      },
      {
        title: "a signature moved to another person's id is 404",
        who: all(404),
        call: (f) => ({ http: method, path: forged(f) }),
      },
      {
        title: 'a guessed token is 404',
        who: all(404),
        call: () => ({ http: method, path: `/unsubscribe/1.notices.${'A'.repeat(22)}` }),
      },
    ],
  }));
}
