import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import {
  CalendarFeedDocument,
  MailPreferencesDocument,
  MeDocument,
  MessagingChannelUrlDocument,
} from '../../gql/graphql';
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
  },
  calendarFeedUrl: 'https://insieme.example/calendar/abc.ics',
};

const mocks: Mock[] = [
  { request: { query: MeDocument }, result: { data: { me } } },
  { request: { query: MailPreferencesDocument }, result: { data: { me } } },
  { request: { query: CalendarFeedDocument }, result: { data: { me } } },
  {
    request: { query: MessagingChannelUrlDocument },
    result: { data: { messagingChannelUrl: null } },
  },
];

describe('SettingsPage (issue 18)', () => {
  beforeEach(() => window.localStorage.setItem('accessToken', 'token-1'));

  it('puts the account actions last, after the e-mail and calendar cards, one "Esci" only', async () => {
    renderWithProviders(<SettingsPage />, {
      route: '/settings',
      path: '/settings',
      mocks,
    });
    const mail = await screen.findByRole('region', { name: 'Notifiche via e-mail' });
    const calendar = await screen.findByRole('region', { name: /calendario/i });
    const menu = screen.getByRole('navigation', { name: 'Impostazioni' });
    const account = screen.getByRole('region', { name: 'Account' });

    // the page is one column of cards, in this order (spacing: e2e/settings-layout.spec.ts)
    const cards = Array.from(menu.parentElement!.children);
    expect(cards.indexOf(menu)).toBeLessThan(cards.indexOf(mail));
    expect(cards.indexOf(mail)).toBeLessThan(cards.indexOf(calendar));
    expect(cards.indexOf(calendar)).toBe(cards.length - 2);
    expect(cards.indexOf(account)).toBe(cards.length - 1);
    expect(
      within(account)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Esci', 'Elimina account']);
    expect(screen.getAllByRole('button', { name: /Esci/ })).toHaveLength(1);
  });
});
