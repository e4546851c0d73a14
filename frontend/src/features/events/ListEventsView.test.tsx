import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closedToast, toastVar } from '../../app/clientState';
import {
  AssociationCountersDocument,
  AssociationEventsDocument,
  DeleteEventDocument,
  DuplicateEventDocument,
  EventHistoryDocument,
  TerminateEventDocument,
  type AssociationEventsQueryVariables,
  type EventHistoryQueryVariables,
} from '../../gql/graphql';
import { FOREVER, counters } from '../../test/associationFixtures';
import { eventCard, eventConnection } from '../../test/eventFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ListEventsView } from './ListEventsView';

type Mock = MockLink.MockedResponse;
type Card = ReturnType<typeof eventCard>;

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

/** The association's lists from a mutable store, so refetches see the server's later state. */
function listMocks(
  store: { active: Card[]; history: Card[] },
  calls: (AssociationEventsQueryVariables | EventHistoryQueryVariables)[] = [],
): Mock[] {
  return [
    {
      request: { query: AssociationEventsDocument, variables: () => true },
      result: (variables: AssociationEventsQueryVariables) => {
        calls.push(variables);
        const found = store.active.filter((event) =>
          event.name.toLowerCase().includes((variables.search ?? '').toLowerCase()),
        );
        return { data: { associationEvents: eventConnection(found) } };
      },
      maxUsageCount: FOREVER,
    },
    {
      request: { query: EventHistoryDocument, variables: () => true },
      result: (variables: EventHistoryQueryVariables) => {
        calls.push(variables);
        return { data: { eventHistory: eventConnection(store.history) } };
      },
      maxUsageCount: FOREVER,
    },
  ];
}

function renderList(mocks: Mock[]) {
  return renderWithProviders(<ListEventsView associationId={2} />, {
    route: '/dashboard/2/list-events',
    path: '/dashboard/:idAssociation/list-events',
    mocks: [countersMock, ...mocks],
  });
}

const admin = { isAdmin: true };

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Opzioni per l'evento «${name}»` }));
  return screen.getByRole('menu', { name: `Opzioni per l'evento «${name}»` });
}

beforeEach(() => toastVar(closedToast));

describe('list of events (administrators)', () => {
  it('has the tabs In programma and Storico and searches by name on the server', async () => {
    const user = userEvent.setup();
    const calls: (AssociationEventsQueryVariables | EventHistoryQueryVariables)[] = [];
    renderList(
      listMocks(
        {
          active: [eventCard(1, { name: 'Festa', ...admin }), eventCard(2, { name: 'Cena' })],
          history: [eventCard(3, { name: 'Gita', terminated: true, ...admin })],
        },
        calls,
      ),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: "Eventi dell'associazione «Croce Verde»",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'In programma' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('link', { name: 'Festa' })).toHaveAttribute('href', '/event/1');
    expect(screen.getByRole('link', { name: 'Cena' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Cerca per nome' }), 'fest');
    await waitFor(() =>
      expect(calls).toContainEqual({
        associationId: 2,
        onlyActive: true,
        search: 'fest',
        first: 5,
        after: null,
      }),
    );
    expect(await screen.findByRole('link', { name: 'Festa' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cena' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Cerca per nome' }));
    await user.click(screen.getByRole('tab', { name: 'Storico' }));
    expect(await screen.findByRole('link', { name: 'Gita' })).toBeInTheDocument();
    expect(screen.getByText('Terminato')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toContainEqual({ associationId: 2, search: null, first: 5, after: null }),
    );
    // a terminated event cannot be archived again
    const menu = await openMenu(user, 'Gita');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Modifica', 'Duplica', 'Elimina']);
  });

  it('the card menu works with the keyboard and offers edit, duplicate, delete, archive', async () => {
    const user = userEvent.setup();
    renderList(listMocks({ active: [eventCard(1, { name: 'Festa', ...admin })], history: [] }));
    const button = await screen.findByRole('button', { name: "Opzioni per l'evento «Festa»" });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: "Opzioni per l'evento «Festa»" });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Modifica',
      'Duplica',
      'Elimina',
      'Archivia',
    ]);
    expect(items[0]).toHaveFocus();
    expect(items[0]).toHaveAttribute('href', '/dashboard/2/create-event?id_event=1');
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(items[3]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('Duplica makes a copy and shows it in the list', async () => {
    const user = userEvent.setup();
    const store = { active: [eventCard(1, { name: 'Festa', ...admin })], history: [] as Card[] };
    renderList([
      ...listMocks(store),
      {
        request: { query: DuplicateEventDocument, variables: { input: { eventId: 1 } } },
        result: () => {
          const copy = eventCard(5, { name: 'Festa (copia)', isPublic: false, ...admin });
          store.active = [...store.active, copy];
          return { data: { duplicateEvent: copy } };
        },
      },
    ]);
    const menu = await openMenu(user, 'Festa');
    await user.click(within(menu).getByRole('menuitem', { name: 'Duplica' }));
    expect(
      await screen.findByText('Evento duplicato: la copia è privata e senza immagini'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Festa (copia)' })).toBeInTheDocument();
  });

  it('Elimina asks first (irreversible), then the event leaves the list', async () => {
    const user = userEvent.setup();
    const deleted = jest.fn();
    const store = {
      active: [eventCard(1, { name: 'Festa', ...admin }), eventCard(2, { name: 'Cena', ...admin })],
      history: [] as Card[],
    };
    renderList([
      ...listMocks(store),
      {
        request: { query: DeleteEventDocument, variables: { input: { eventId: 1 } } },
        result: () => {
          deleted();
          store.active = store.active.filter((event) => event.id !== 1);
          return { data: { deleteEvent: { __typename: 'DeletedEventPayload', id: 1 } } };
        },
      },
    ]);
    let menu = await openMenu(user, 'Festa');
    await user.click(within(menu).getByRole('menuitem', { name: 'Elimina' }));
    let dialog = screen.getByRole('dialog', { name: 'Eliminare Festa?' });
    expect(dialog).toHaveTextContent('irreversibile');
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(deleted).not.toHaveBeenCalled();

    menu = await openMenu(user, 'Festa');
    await user.click(within(menu).getByRole('menuitem', { name: 'Elimina' }));
    dialog = screen.getByRole('dialog', { name: 'Eliminare Festa?' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Festa' })).not.toBeInTheDocument(),
    );
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Cena' })).toBeInTheDocument();
    expect(screen.getByText('Evento eliminato')).toBeInTheDocument();
  });

  it('Archivia asks first (irreversible), then the event moves to the history', async () => {
    const user = userEvent.setup();
    const store = { active: [eventCard(1, { name: 'Festa', ...admin })], history: [] as Card[] };
    renderList([
      ...listMocks(store),
      {
        request: { query: TerminateEventDocument, variables: { input: { eventId: 1 } } },
        result: () => {
          const archived = { ...store.active[0], archived: true, terminated: true };
          store.active = [];
          store.history = [archived];
          return {
            data: {
              terminateEvent: { __typename: 'Event', id: 1, archived: true, terminated: true },
            },
          };
        },
      },
    ]);
    const menu = await openMenu(user, 'Festa');
    await user.click(within(menu).getByRole('menuitem', { name: 'Archivia' }));
    const dialog = screen.getByRole('dialog', { name: 'Archiviare Festa?' });
    expect(dialog).toHaveTextContent('irreversibile');
    await user.click(within(dialog).getByRole('button', { name: 'Archivia' }));
    expect(await screen.findByText('Nessun evento in programma')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Storico' }));
    expect(await screen.findByRole('link', { name: 'Festa' })).toBeInTheDocument();
  });
});
