import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AssociationCountersDocument,
  SentNotificationsDocument,
  type SentNotificationsQueryVariables,
} from '../../gql/graphql';
import { FOREVER, counters } from '../../test/associationFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SentNotificationsPage } from './NotificationPages';
import { connectionOf, sentItem, setWideScreen } from './testFixtures';

type Mock = MockLink.MockedResponse;

const newest = sentItem(2, {
  title: 'Cambio orario',
  body: 'Si parte alle 9.',
  recipientCount: 12,
  openedCount: 5,
  eventId: 7,
  eventName: 'Festa di primavera',
});
const older = sentItem(1, { title: 'Benvenuti', sentAt: '2030-05-01T10:30:00.000Z' });

const countersMock: Mock = {
  request: { query: AssociationCountersDocument, variables: { id: 2 } },
  result: {
    data: {
      associationDashboard: {
        __typename: 'AssociationDashboard',
        associationId: 2,
        association: { __typename: 'Association', id: 2, name: 'Croce Verde' },
        counters: counters(),
      },
    },
  },
  maxUsageCount: FOREVER,
};

function listMock(
  list: ReturnType<typeof sentItem>[],
  calls: SentNotificationsQueryVariables[] = [],
): Mock {
  return {
    request: { query: SentNotificationsDocument, variables: () => true },
    result: (variables: SentNotificationsQueryVariables) => {
      calls.push(variables);
      return { data: { sentNotifications: connectionOf('SentNotification', list) } };
    },
    maxUsageCount: FOREVER,
  };
}

function renderBoard(mocks: Mock[], route = '/dashboard/2/notifications-board-association') {
  return renderWithProviders(<SentNotificationsPage />, {
    route,
    path: '/dashboard/:idAssociation/notifications-board-association',
    mocks,
  });
}

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('notifications sent by an association', () => {
  it('on a wide screen lists them and shows the chosen one at the right with its counts', async () => {
    setWideScreen(true);
    const user = userEvent.setup();
    const calls: SentNotificationsQueryVariables[] = [];
    renderBoard([countersMock, listMock([newest, older], calls)]);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Notifiche inviate dall'associazione «Croce Verde»",
      }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Notifiche inviate' });
    const links = within(list).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName(/^Cambio orario/);
    expect(within(links[0]).getByText(/aperta da 5 su 12/)).toBeInTheDocument();
    expect(screen.getByText('2 notifiche inviate')).toBeInTheDocument();

    const pane = screen.getByRole('region', { name: 'Notifica inviata selezionata' });
    await user.click(links[0]);
    expect(
      await within(pane).findByRole('heading', { level: 2, name: 'Cambio orario' }),
    ).toBeInTheDocument();
    expect(within(pane).getByText('Destinatari').nextSibling).toHaveTextContent('12');
    expect(within(pane).getByText('Aperta da').nextSibling).toHaveTextContent('5');
    expect(within(pane).getByText('Inviata il 01/06/2030 12:30')).toBeInTheDocument();
    expect(
      within(pane).getByRole('link', { name: "Vai all'evento Festa di primavera" }),
    ).toHaveAttribute('href', '/event/7');
    expect(links[0]).toHaveAttribute('aria-current', 'true');

    await user.type(
      screen.getByRole('searchbox', { name: 'Cerca tra le notifiche inviate' }),
      'orario',
    );
    await waitFor(() =>
      expect(calls).toContainEqual({ associationId: 2, search: 'orario', first: 20, after: null }),
    );
  });

  it('on a narrow screen a notification opens on its own, with the way back', async () => {
    const user = userEvent.setup();
    renderBoard([countersMock, listMock([newest, older])]);
    await user.click(await screen.findByRole('link', { name: /^Benvenuti/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Benvenuti' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Notifiche inviate' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Torna alle notifiche inviate' }));
    expect(await screen.findByRole('list', { name: 'Notifiche inviate' })).toBeInTheDocument();
  });

  it('with none shows the empty state with the way to send one', async () => {
    renderBoard([countersMock, listMock([])]);
    expect(
      await screen.findByRole('heading', { name: 'Nessuna notifica inviata' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invia notifica' })).toHaveAttribute(
      'href',
      '/dashboard/2/send-notification',
    );
  });
});
