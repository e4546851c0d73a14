import { g, q, rest, SIGNED_IN, type Answer, type Cell, type Row } from '../authorization-table';
import type { Fixture } from '../authorization-fixture';

/**
 * Rows of the e-mail choices (issue 10, docs/mail-preferences.md). They are the signed-in
 * person's own: no id is ever sent, the token says whose they are, so every signed-in role may
 * change them and a visitor gets 401. Each allowed cell runs as a throwaway person and must get
 * back its own choices — the one named changed, the others still at their defaults.
 */

const UPDATE = `mutation { updateMailPreferences(input: { reminders: false }) { id mailPreferences { notices reminders adminNotices } } }`;

const ownAndChanged = (a: Answer, _f: Fixture, c: Cell) =>
  a.id === c.actor.userId &&
  a.mailPreferences.notices === true &&
  a.mailPreferences.reminders === false &&
  a.mailPreferences.adminNotices === false;

export function mailPreferenceRows(): Row[] {
  return [
    {
      op: 'PUT /user/mail-preferences',
      cases: [
        {
          title: 'own e-mail choices',
          who: SIGNED_IN,
          fresh: true,
          call: () => rest('PUT', '/user/mail-preferences', { reminders: false }),
          sees: (a) =>
            a.mail_preferences.notices === true &&
            a.mail_preferences.reminders === false &&
            a.mail_preferences.admin_notices === false,
        },
      ],
    },
    {
      op: 'Mutation.updateMailPreferences',
      cases: [
        {
          title: 'own e-mail choices',
          who: g(SIGNED_IN),
          fresh: true,
          call: () => q(UPDATE),
          sees: ownAndChanged,
        },
      ],
    },
  ];
}
