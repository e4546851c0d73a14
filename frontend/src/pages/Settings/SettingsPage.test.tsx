import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SettingsScreenDocument } from '../../gql/graphql';
import { FOREVER } from '../../test/associationFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SettingsPage } from './SettingsPage';

type Mock = MockLink.MockedResponse;

const me = {
  __typename: 'User' as const,
  id: 7,
  name: 'Anna',
  surname: 'Rossi',
  imageUrl: null,
  isAdmin: false,
  email: 'anna@example.org',
  phone: '3331234567',
  birthDate: '1990-05-01',
  preferences: [],
  mailPreferences: {
    __typename: 'MailPreferences' as const,
    notices: true,
    reminders: true,
    adminNotices: false,
    waitlist: true,
  },
  calendarFeedUrl: 'https://insieme.example/calendar/abc.ics',
};

const holder = (associationId: number, associationName: string, until: string | null = null) => ({
  __typename: 'RegisterHolder' as const,
  associationId,
  associationName,
  current: until === null,
  since: '2026-03-10',
  until,
});

/** The screen's one request (pages/Settings/settings.graphql); `asked` counts it. */
function screenMock(asked: string[], holders: unknown[] = []): Mock {
  return {
    request: { query: SettingsScreenDocument },
    result: () => {
      asked.push('SettingsScreen');
      return {
        data: {
          unreadNotificationCount: 0,
          messagingChannelUrl: null,
          me,
          myRegisterAssociations: holders,
        },
      };
    },
    maxUsageCount: FOREVER,
  };
}

describe('SettingsPage (issue 18)', () => {
  beforeEach(() => window.localStorage.setItem('accessToken', 'token-1'));

  it('puts the account actions last, after the e-mail and calendar cards, one "Esci" only', async () => {
    const asked: string[] = [];
    renderWithProviders(<SettingsPage />, {
      route: '/settings',
      path: '/settings',
      mocks: [screenMock(asked)],
    });
    const mail = await screen.findByRole('region', { name: 'Notifiche via e-mail' });
    const calendar = await screen.findByRole('region', { name: /calendario/i });
    const menu = screen.getByRole('navigation', { name: 'Impostazioni' });
    const myData = screen.getByRole('region', { name: 'I tuoi dati' });
    const account = screen.getByRole('region', { name: 'Account' });

    // the page is one column of cards, in this order (spacing: e2e/settings-layout.spec.ts)
    const cards = Array.from(menu.parentElement!.children);
    expect(cards.indexOf(menu)).toBeLessThan(cards.indexOf(mail));
    expect(cards.indexOf(mail)).toBeLessThan(cards.indexOf(calendar));
    expect(cards.indexOf(calendar)).toBe(cards.length - 3);
    expect(cards.indexOf(myData)).toBe(cards.length - 2);
    expect(cards.indexOf(account)).toBe(cards.length - 1);
    expect(
      within(account)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Esci', 'Elimina account']);
    expect(screen.getAllByRole('button', { name: /Esci/ })).toHaveLength(1);
    // every card's data came in the screen's one request
    expect(asked).toEqual(['SettingsScreen']);
  });

  it('shows the registers of volunteers that hold me, and the deletion names them (issue 23)', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    renderWithProviders(<SettingsPage />, {
      route: '/settings',
      path: '/settings',
      mocks: [
        screenMock(asked, [holder(2, 'Croce Verde'), holder(5, 'La Lanterna', '2026-06-30')]),
      ],
    });
    const myData = await screen.findByRole('region', { name: 'I tuoi dati' });
    expect(await within(myData).findByText('Croce Verde')).toBeInTheDocument();
    expect(within(myData).getByText('nel registro dal 10/03/2026')).toBeInTheDocument();
    expect(
      within(myData).getByText('nel registro dal 10/03/2026 al 30/06/2026'),
    ).toBeInTheDocument();
    expect(within(myData).getByText(/restano anche se elimini l'account/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Elimina account' }));
    const dialog = await screen.findByRole('dialog', { name: "Eliminare l'account?" });
    expect(dialog).toHaveAccessibleDescription(
      /art\. 17 D\.Lgs\. 117\/2017\): le conservano le associazioni «Croce Verde» e «La Lanterna»\.$/,
    );
    expect(asked).toEqual(['SettingsScreen']);
  });

  it('says when no register holds me, and the deletion does not mention registers', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SettingsPage />, {
      route: '/settings',
      path: '/settings',
      mocks: [screenMock([])],
    });
    const myData = await screen.findByRole('region', { name: 'I tuoi dati' });
    expect(
      await within(myData).findByText(
        'Nessuna associazione ti ha iscritto nel suo registro dei volontari.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Elimina account' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).not.toHaveTextContent('registro');
  });
});
