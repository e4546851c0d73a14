import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EventsDocument,
  MyShiftsDocument,
  type EventsQueryVariables,
  type MyShiftsQueryVariables,
} from '../../gql/graphql';
import { FOREVER } from '../../test/associationFixtures';
import { eventCard, eventConnection, signUp } from '../../test/eventFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MyEventView } from './MyEventView';

type Mock = MockLink.MockedResponse;

describe('my activities', () => {
  it('has the tabs Eventi and Turni and passes the search to the server', async () => {
    const user = userEvent.setup();
    const eventCalls: EventsQueryVariables[] = [];
    const shiftCalls: MyShiftsQueryVariables[] = [];
    const mocks: Mock[] = [
      {
        request: { query: EventsDocument, variables: () => true },
        result: (variables: EventsQueryVariables) => {
          eventCalls.push(variables);
          return { data: { events: eventConnection([eventCard(4, { name: 'Festa' })]) } };
        },
        maxUsageCount: FOREVER,
      },
      {
        request: { query: MyShiftsDocument, variables: () => true },
        result: (variables: MyShiftsQueryVariables) => {
          shiftCalls.push(variables);
          return {
            data: {
              myShifts: [
                signUp(1, { shiftTitle: 'Accoglienza', status: 'ACCEPTED' }),
                signUp(2, { shiftId: 2, shiftTitle: 'Pulizie', status: 'WAITING' }),
              ],
            },
          };
        },
        maxUsageCount: FOREVER,
      },
    ];
    renderWithProviders(<MyEventView />, { route: '/my-event', path: '/my-event', mocks });
    expect(screen.getByRole('heading', { level: 1, name: 'Le mie attività' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Festa' })).toHaveAttribute('href', '/event/4');
    expect(eventCalls[0]).toEqual({ scope: 'MINE', search: null, first: 50, after: null });

    await user.click(screen.getByRole('tab', { name: 'Turni' }));
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByRole('link', { name: 'Accoglienza' })).toHaveAttribute(
      'href',
      '/event/4/1',
    );
    expect(within(panel).getByText('Confermato')).toBeInTheDocument();
    expect(within(panel).getByText('In attesa di conferma')).toBeInTheDocument();

    await user.type(
      screen.getByRole('searchbox', { name: 'Cerca per nome, indirizzo o data' }),
      '01/06',
    );
    await waitFor(() => expect(shiftCalls).toContainEqual({ search: '01/06' }));
    await user.click(screen.getByRole('tab', { name: 'Eventi' }));
    await waitFor(() =>
      expect(eventCalls).toContainEqual({ scope: 'MINE', search: '01/06', first: 50, after: null }),
    );
  });
});
