import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFragment } from '@apollo/client/react';
import { createCache } from '../../app/cache';
import {
  MailPreferencesFieldsFragmentDoc,
  UpdateMailPreferencesDocument,
  type MailPreferencesFieldsFragment,
} from '../../gql/graphql';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MailPreferencesCard } from './MailPreferencesCard';

type Mock = MockLink.MockedResponse;
interface Choices {
  notices: boolean;
  reminders: boolean;
  adminNotices: boolean;
  waitlist: boolean;
}

const DEFAULTS: Choices = { notices: true, reminders: true, adminNotices: false, waitlist: true };

const user = (choices: Choices, isAdmin = false) => ({
  __typename: 'User' as const,
  id: 7,
  isAdmin,
  mailPreferences: { __typename: 'MailPreferences' as const, ...choices },
});

/** What /settings' request brought: my choices in the cache, where the saves write theirs. */
const stored = (choices: Choices, isAdmin = false) => user(choices, isAdmin);

/** The card as /settings feeds it: my choices read from the cache, so each save shows in it. */
function MyChoices() {
  const { data, complete } = useFragment({
    fragment: MailPreferencesFieldsFragmentDoc,
    from: { __typename: 'User', id: 7 },
  });
  return <MailPreferencesCard me={complete ? (data as MailPreferencesFieldsFragment) : null} />;
}

function renderCard([me, ...mocks]: [ReturnType<typeof user>, ...Mock[]]) {
  const cache = createCache();
  cache.writeFragment({ fragment: MailPreferencesFieldsFragmentDoc, data: me });
  return renderWithProviders(<MyChoices />, {
    route: '/settings',
    path: '/settings',
    cache,
    mocks,
  });
}

describe('MailPreferencesCard (/settings)', () => {
  it('shows the three choices of a volunteer as labelled switches, with the in-app hint', async () => {
    renderCard([stored({ ...DEFAULTS, reminders: false })]);
    expect(await screen.findByRole('heading', { name: 'Notifiche via e-mail' })).toBeVisible();
    expect(screen.getByText(/notifiche nell'app sono sempre attive/)).toBeInTheDocument();
    const notices = screen.getByRole('switch', { name: 'Avvisi su turni ed eventi' });
    const reminders = screen.getByRole('switch', { name: 'Promemoria dei turni' });
    expect(notices).toBeChecked();
    expect(notices).toHaveAttribute('type', 'checkbox');
    expect(reminders).not.toBeChecked();
    expect(reminders).toHaveAccessibleDescription("Prima dell'inizio dei turni a cui partecipi.");
    // the waitlist's offers (issue 21), on by default
    const waitlist = screen.getByRole('switch', { name: "Liste d'attesa dei turni" });
    expect(waitlist).toBeChecked();
    expect(waitlist).toHaveAccessibleDescription(
      'Un posto che si libera per te in un turno completo, e la sua scadenza.',
    );
    expect(screen.getAllByRole('switch')).toHaveLength(3);
    expect(screen.queryByRole('switch', { name: /amministratori/ })).not.toBeInTheDocument();
  });

  it('shows the administrators’ choice to administrators only', async () => {
    renderCard([stored(DEFAULTS, true)]);
    const admin = await screen.findByRole('switch', {
      name: 'Nuove richieste e domande (amministratori)',
    });
    expect(admin).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(4);
  });

  it('saves a choice at once, only that one, waiting while it is saved', async () => {
    const userEvents = userEvent.setup();
    renderCard([
      stored(DEFAULTS),
      {
        // only the choice changed is sent: the mock answers exactly these variables
        request: {
          query: UpdateMailPreferencesDocument,
          variables: { input: { reminders: false } },
        },
        delay: 300,
        result: { data: { updateMailPreferences: user({ ...DEFAULTS, reminders: false }) } },
      },
    ]);
    const reminders = await screen.findByRole('switch', { name: 'Promemoria dei turni' });
    await userEvents.click(reminders);
    // the switch moves at once; every switch waits until the server answers
    expect(reminders).not.toBeChecked();
    expect(reminders).toBeDisabled();
    expect(reminders).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('switch', { name: 'Avvisi su turni ed eventi' })).toBeDisabled();
    await waitFor(() => expect(reminders).toBeEnabled());
    expect(reminders).not.toBeChecked();
    expect(reminders).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('switch', { name: 'Avvisi su turni ed eventi' })).toBeChecked();
  });

  it('turns the waitlist mails off alone', async () => {
    const userEvents = userEvent.setup();
    renderCard([
      stored(DEFAULTS),
      {
        request: {
          query: UpdateMailPreferencesDocument,
          variables: { input: { waitlist: false } },
        },
        result: { data: { updateMailPreferences: user({ ...DEFAULTS, waitlist: false }) } },
      },
    ]);
    const waitlist = await screen.findByRole('switch', { name: "Liste d'attesa dei turni" });
    await userEvents.click(waitlist);
    await waitFor(() => expect(waitlist).toBeEnabled());
    expect(waitlist).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Avvisi su turni ed eventi' })).toBeChecked();
  });

  it('puts the switch back and says so when the save fails', async () => {
    const userEvents = userEvent.setup();
    renderCard([
      stored(DEFAULTS),
      {
        request: {
          query: UpdateMailPreferencesDocument,
          variables: { input: { notices: false } },
        },
        delay: 200,
        result: {
          errors: [
            {
              message: 'Richiesta non valida',
              extensions: { code: 'BAD_USER_INPUT', key: 'validation.invalid_request' },
            },
          ],
        },
      },
    ]);
    const notices = await screen.findByRole('switch', { name: 'Avvisi su turni ed eventi' });
    await userEvents.click(notices);
    expect(notices).not.toBeChecked();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Richiesta non valida: controlla i dati inviati e riprova',
    );
    await waitFor(() => expect(notices).toBeEnabled());
    expect(notices).toBeChecked();
  });
});
