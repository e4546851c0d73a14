import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { profileVar } from '../../app/clientState';
import { HomeScreenDocument, type HomeScreenQueryVariables } from '../../gql/graphql';
import { FOREVER, associationTile, connection } from '../../test/associationFixtures';
import { eventCard, eventConnection } from '../../test/eventFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shellData } from '../../test/shellFixtures';
import { HomePage } from './HomePage';

type Mock = MockLink.MockedResponse;

describe('Home', () => {
  it('keeps the greeting, the messaging-channel banner, the programme, the three association strips and the activities of my associations', async () => {
    profileVar({ name: 'Anna', surname: 'Rossi', imageUrl: null });
    const calls: HomeScreenQueryVariables[] = [];
    const mocks: Mock[] = [
      {
        request: { query: HomeScreenDocument, variables: () => true },
        result: (variables: HomeScreenQueryVariables) => {
          calls.push(variables);
          return {
            data: {
              ...shellData(),
              messagingChannelUrl: 'https://t.me/insieme_volontariato',
              programme: [],
              volunteerAssociations: connection([associationTile(1, { name: 'Croce Verde' })]),
              followedAssociations: connection([]),
              nearbyAssociations: [associationTile(5, { name: 'Banco Alimentare' })],
              favouriteEvents: eventConnection([eventCard(7, { name: 'Raccolta alimentare' })]),
            },
          };
        },
        maxUsageCount: FOREVER,
      },
    ];
    renderWithProviders(<HomePage />, { mocks });

    expect(screen.getByRole('heading', { level: 1, name: 'Ciao, Anna!' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /^Il tuo programma di oggi, \d{1,2} \p{L}+$/u }),
    ).toBeInTheDocument();

    const volunteer = screen.getByRole('region', {
      name: 'Associazioni in cui fai volontariato',
    });
    expect(await within(volunteer).findByRole('link', { name: 'Croce Verde' })).toHaveAttribute(
      'href',
      '/association/1',
    );
    expect(
      within(volunteer).getByRole('link', {
        name: 'Vedi tutte: Associazioni in cui fai volontariato',
      }),
    ).toHaveAttribute('href', '/list-associations?type=volunteer');

    const followed = screen.getByRole('region', { name: 'Associazioni che segui' });
    expect(
      await within(followed).findByText('Non segui ancora nessuna associazione.'),
    ).toBeInTheDocument();
    expect(
      within(followed).getByRole('link', { name: 'Vedi tutte: Associazioni che segui' }),
    ).toHaveAttribute('href', '/list-associations?type=follow');

    const nearby = screen.getByRole('region', { name: 'Associazioni nella tua zona' });
    expect(await within(nearby).findByRole('link', { name: 'Banco Alimentare' })).toBeVisible();

    const channel = screen.getByRole('complementary', { name: 'Canale di messaggistica' });
    expect(
      within(channel).getByRole('link', { name: 'Unisciti al nostro canale' }),
    ).toHaveAttribute('href', 'https://t.me/insieme_volontariato');

    const activities = screen.getByRole('region', { name: 'Attività delle tue associazioni' });
    expect(
      await within(activities).findByRole('link', { name: 'Raccolta alimentare' }),
    ).toHaveAttribute('href', '/event/7');
    expect(
      within(activities).getByRole('link', { name: 'Vedi tutte le attività' }),
    ).toHaveAttribute('href', '/explore');
    // one request for the whole screen, with the lists' sizes of spec §2
    expect(calls).toEqual([
      { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), stripSize: 8, nearby: 8, events: 5 },
    ]);
  });
});
