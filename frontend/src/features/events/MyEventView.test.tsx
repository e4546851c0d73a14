import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EventsDocument,
  MyEventScreenDocument,
  MyShiftsDocument,
  OnEventShiftsChangedDocument,
  type EventsQueryVariables,
  type MyEventScreenQueryVariables,
  type MyShiftsQueryVariables,
} from '../../gql/graphql';
import { MyEventPage } from '../../pages/MyEvent/MyEventPage';
import { FOREVER } from '../../test/associationFixtures';
import { eventCard, eventConnection, shiftSummary, signUp } from '../../test/eventFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shellData } from '../../test/shellFixtures';

type Mock = MockLink.MockedResponse;
type EventsResult = { data: { events: ReturnType<typeof eventConnection> } };

const FEED = 'https://insieme.example/calendar/abc123.ics';

/**
 * The screen's one request (pages/MyEvent/myEvent.graphql), answered with the events list's mock
 * as asked without a search, my profile and the feed's address; `screens` gets its variables.
 */
function screenMock(
  events: Mock,
  screens: MyEventScreenQueryVariables[],
  waitlist: unknown[] = [],
): Mock {
  const answer = events.result as
    EventsResult | ((variables: EventsQueryVariables) => EventsResult);
  return {
    request: { query: MyEventScreenDocument, variables: () => true },
    result: (variables: MyEventScreenQueryVariables) => {
      screens.push(variables);
      const list = { scope: 'MINE' as const, search: null, first: variables.first, after: null };
      const { data } = typeof answer === 'function' ? answer(list) : answer;
      const shell = shellData();
      return {
        data: {
          ...shell,
          events: data.events,
          me: { ...shell.me, calendarFeedUrl: FEED },
          myWaitlist: waitlist,
        },
      };
    },
    maxUsageCount: FOREVER,
  };
}

function renderMyEvent(mocks: Mock[], waitlist: unknown[] = []) {
  const screens: MyEventScreenQueryVariables[] = [];
  const events = mocks.find((mock) => mock.request.query === EventsDocument)!;
  const result = renderWithProviders(<MyEventPage />, {
    route: '/my-event',
    path: '/my-event',
    mocks: [screenMock(events, screens, waitlist), ...mocks],
  });
  return { ...result, screens };
}

const noEvents: Mock = {
  request: { query: EventsDocument, variables: () => true },
  result: { data: { events: eventConnection([]) } },
  maxUsageCount: FOREVER,
};

const queued = (shiftId: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'MyWaitlistEntry' as const,
  shiftId,
  eventId: 4,
  associationId: 2,
  eventName: 'Festa di primavera',
  shiftTitle: `Turno ${shiftId}`,
  shiftStart: '2030-06-01T08:00:00.000Z',
  shiftEnd: '2030-06-01T10:00:00.000Z',
  position: 2,
  joinedAt: '2030-05-20T08:00:00.000Z',
  offerExpiresAt: null as string | null,
  ...overrides,
});

describe('my activities', () => {
  it('shows the waitlists I am in, my position and a live offer with Accetto / Rinuncio', async () => {
    renderMyEvent(
      [
        noEvents,
        {
          // the person ahead in Turno 7's queue leaves: the event's live shifts say so
          request: { query: OnEventShiftsChangedDocument, variables: { eventId: 4 } },
          result: {
            data: { eventShiftsChanged: shiftSummary(7, { waitlistPosition: 1 }) },
          },
          delay: 200,
        },
      ],
      [queued(7), queued(8, { position: 1, offerExpiresAt: '2030-05-31T16:30:00.000Z' })],
    );
    const part = await screen.findByRole('region', { name: "In lista d'attesa" });
    const waiting = within(part).getByRole('listitem', { name: 'Turno 7' });
    expect(within(waiting).getByText("Sei 2° in lista d'attesa")).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: 'Turno 7' })).toHaveAttribute(
      'href',
      '/event/4/7',
    );
    const offered = within(part).getByRole('listitem', { name: 'Turno 8' });
    expect(within(offered).getByText('Si è liberato un posto: è riservato a te!')).toBeVisible();
    expect(within(offered).getByRole('button', { name: 'Accetto' })).toBeEnabled();
    expect(within(offered).getByRole('button', { name: 'Rinuncio' })).toBeEnabled();
    expect(await within(waiting).findByText("Sei 1° in lista d'attesa")).toBeInTheDocument();
  });

  it('shows no waitlist part when I am in no queue', async () => {
    renderMyEvent([noEvents]);
    await screen.findByRole('region', { name: 'I tuoi turni nel calendario' });
    expect(screen.queryByText("In lista d'attesa")).not.toBeInTheDocument();
  });

  it('shows the address of my calendar feed, compact, with copy and add actions', async () => {
    const user = userEvent.setup();
    const { screens } = renderMyEvent([
      {
        request: { query: EventsDocument, variables: () => true },
        result: { data: { events: eventConnection([]) } },
        maxUsageCount: FOREVER,
      },
    ]);
    const card = await screen.findByRole('region', { name: 'I tuoi turni nel calendario' });
    // the feed's address came with my events, in the screen's one request
    expect(screens).toEqual([{ first: 50 }]);
    expect(within(card).getByLabelText('Indirizzo del calendario')).toHaveValue(FEED);
    expect(
      within(card).getByRole('link', { name: 'Aggiungi ad Apple Calendar (webcal://)' }),
    ).toHaveAttribute('href', 'webcal://insieme.example/calendar/abc123.ics');
    expect(within(card).getByRole('link', { name: 'Aggiungi a Google Calendar' })).toBeVisible();
    // renewal stays in the settings
    expect(within(card).queryByRole('button', { name: 'Nuovo indirizzo' })).not.toBeInTheDocument();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(card).getByRole('button', { name: 'Copia' }));
    expect(writeText).toHaveBeenCalledWith(FEED);
  });

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
    renderMyEvent(mocks);
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
      'Festa',
    );
    await waitFor(() => expect(shiftCalls).toContainEqual({ search: 'Festa' }));
    await user.click(screen.getByRole('tab', { name: 'Eventi' }));
    await waitFor(() =>
      expect(eventCalls).toContainEqual({ scope: 'MINE', search: 'Festa', first: 50, after: null }),
    );
  });

  // two pages: the events of 23/11/2026 are on both
  const firstPage = [
    eventCard(1, { name: 'Raccolta alimentare', startDate: '2026-11-22T09:00:00.000Z' }),
    // 23:30 UTC on the 22nd is already the 23rd in Rome
    eventCard(2, { name: 'Mensa serale', startDate: '2026-11-22T23:30:00.000Z' }),
  ];
  const secondPage = [
    eventCard(3, { name: 'Pulizia del parco', startDate: '2026-11-23T09:00:00.000Z' }),
    eventCard(4, { name: 'Festa di Natale', startDate: '2026-12-23T09:00:00.000Z' }),
  ];

  function renderMyEvents() {
    const eventCalls: EventsQueryVariables[] = [];
    const shiftCalls: MyShiftsQueryVariables[] = [];
    const mocks: Mock[] = [
      {
        request: { query: EventsDocument, variables: () => true },
        result: (variables: EventsQueryVariables) => {
          eventCalls.push(variables);
          return {
            data: {
              events: variables.after
                ? eventConnection(secondPage, { totalCount: 4 })
                : eventConnection(firstPage, { hasNextPage: true, totalCount: 4 }),
            },
          };
        },
        maxUsageCount: FOREVER,
      },
      {
        request: { query: MyShiftsDocument, variables: () => true },
        result: (variables: MyShiftsQueryVariables) => {
          shiftCalls.push(variables);
          return {
            data: {
              myShifts: variables.search
                ? [signUp(3, { eventId: 3, shiftStart: '2026-11-23T09:00:00.000Z' })]
                : [],
            },
          };
        },
        maxUsageCount: FOREVER,
      },
    ];
    renderMyEvent(mocks);
    return { eventCalls, shiftCalls };
  }

  async function search(text: string) {
    const user = userEvent.setup();
    const field = screen.getByRole('searchbox', { name: 'Cerca per nome, indirizzo o data' });
    await user.clear(field);
    await user.click(field);
    await user.paste(text);
    return user;
  }

  it('sends a date (DD/MM/YYYY) to the server on both tabs, which matches start dates in Rome', async () => {
    const { eventCalls, shiftCalls } = renderMyEvents();
    expect(await screen.findByRole('link', { name: 'Raccolta alimentare' })).toBeInTheDocument();
    const user = await search('23/11/2026');
    await waitFor(() =>
      expect(eventCalls).toContainEqual({
        scope: 'MINE',
        search: '23/11/2026',
        first: 50,
        after: null,
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'Turni' }));
    await waitFor(() => expect(shiftCalls).toContainEqual({ search: '23/11/2026' }));
  });

  it('a date that matches none of my events says so', async () => {
    const mocks: Mock[] = [
      {
        request: { query: EventsDocument, variables: () => true },
        result: (variables: EventsQueryVariables) => ({
          data: {
            events: eventConnection(
              variables.search
                ? []
                : [eventCard(1, { name: 'Raccolta', startDate: '2026-11-22T09:00:00.000Z' })],
            ),
          },
        }),
        maxUsageCount: FOREVER,
      },
    ];
    renderMyEvent(mocks);
    expect(await screen.findByRole('link', { name: 'Raccolta' })).toBeInTheDocument();
    await search('01/01/2027');
    expect(await screen.findByText('Nessun evento trovato per «01/01/2027»')).toBeInTheDocument();
  });

  it('lists upcoming events and shifts first, then the past ones under "Passati" (issue 18)', async () => {
    const user = userEvent.setup();
    const hour = 3600_000;
    const at = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();
    renderMyEvent([
      {
        request: { query: EventsDocument, variables: () => true },
        // the server's order: in programme (soonest first), then terminated (latest first)
        result: {
          data: {
            events: eventConnection([
              eventCard(1, { name: 'Domani', startDate: at(24), endDate: at(30) }),
              eventCard(2, { name: 'Tra una settimana', startDate: at(168), endDate: at(170) }),
              eventCard(3, {
                name: 'Ieri',
                startDate: at(-30),
                endDate: at(-24),
                terminated: true,
              }),
              eventCard(4, {
                name: 'Un mese fa',
                startDate: at(-720),
                endDate: at(-718),
                terminated: true,
              }),
            ]),
          },
        },
        maxUsageCount: FOREVER,
      },
      {
        request: { query: MyShiftsDocument, variables: () => true },
        result: {
          data: {
            myShifts: [
              signUp(1, { shiftTitle: 'Accoglienza', shiftStart: at(24), shiftEnd: at(26) }),
              signUp(2, {
                shiftId: 2,
                shiftTitle: 'Cucina',
                shiftStart: at(-50),
                shiftEnd: at(-48),
              }),
            ],
          },
        },
        maxUsageCount: FOREVER,
      },
    ]);
    const panel = await screen.findByRole('tabpanel');
    await within(panel).findByRole('link', { name: 'Domani' });
    const outline = () =>
      within(screen.getByRole('tabpanel'))
        .getAllByRole('heading')
        .map((h) => `${h.tagName} ${h.textContent}`);
    expect(outline()).toEqual([
      'H2 In programma',
      'H3 Domani',
      'H3 Tra una settimana',
      'H2 Passati',
      'H3 Ieri',
      'H3 Un mese fa',
    ]);

    await user.click(screen.getByRole('tab', { name: 'Turni' }));
    await within(screen.getByRole('tabpanel')).findByRole('link', { name: 'Accoglienza' });
    expect(outline()).toEqual(['H2 In programma', 'H3 Accoglienza', 'H2 Passati', 'H3 Cucina']);
  });

  it('without past items there is no "Passati" heading', async () => {
    renderMyEvent([
      {
        request: { query: EventsDocument, variables: () => true },
        result: { data: { events: eventConnection([eventCard(1, { name: 'Festa' })]) } },
        maxUsageCount: FOREVER,
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Festa' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Passati' })).not.toBeInTheDocument();
  });
});
