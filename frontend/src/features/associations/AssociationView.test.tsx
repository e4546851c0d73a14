import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AssociationEventsDocument,
  AssociationScreenDocument,
  EventHistoryDocument,
  type AssociationEventsQueryVariables,
  type AssociationScreenQueryVariables,
  type EventHistoryQueryVariables,
  FollowAssociationDocument,
  LeaveAssociationDocument,
  RecordAssociationViewDocument,
  RequestToVolunteerDocument,
  UnfollowAssociationDocument,
} from '../../gql/graphql';
import { closedToast, toastVar } from '../../app/clientState';
import { AssociationPage } from '../../pages/Association/AssociationPage';
import { FOREVER, associationProfile } from '../../test/associationFixtures';
import { eventCard, eventConnection } from '../../test/eventFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shellData } from '../../test/shellFixtures';

type Mock = MockLink.MockedResponse;

type Connection = ReturnType<typeof eventConnection>;

/**
 * The screen's one request: the shell, the association (2; any other is unknown), the first page
 * of its events in programme and of its finished ones (none unless a test says otherwise).
 */
function associationMock(
  overrides: Record<string, unknown> = {},
  id = 2,
  lists: {
    upcoming?: Connection;
    finished?: Connection;
    onCall?: (variables: AssociationScreenQueryVariables) => void;
  } = {},
): Mock {
  return {
    request: { query: AssociationScreenDocument, variables: () => true },
    result: (variables: AssociationScreenQueryVariables) => {
      lists.onCall?.(variables);
      return {
        data: {
          ...shellData(),
          association: variables.id === id && id === 2 ? associationProfile(overrides) : null,
          upcomingEvents: lists.upcoming ?? eventConnection([]),
          finishedEvents: lists.finished ?? eventConnection([]),
        },
      };
    },
    maxUsageCount: FOREVER,
  };
}

function recordViewMock(onCall = jest.fn()): Mock {
  return {
    request: { query: RecordAssociationViewDocument, variables: () => true },
    result: () => {
      onCall();
      return { data: { recordAssociationView: true } };
    },
    maxUsageCount: FOREVER,
  };
}

function renderPage(mocks: Mock[], route = '/association/2') {
  return renderWithProviders(<AssociationPage />, {
    route,
    path: '/association/:idAssociation',
    mocks,
  });
}

// "Segui", or "Segui già" while following
const heart = () => screen.getByRole('button', { name: /^Segui( già)?$/ });

beforeEach(() => toastVar(closedToast));

describe('association page', () => {
  it('shows logo placeholder, name, followers, description, address, website and topics', async () => {
    const recorded = jest.fn();
    const asked = jest.fn();
    renderPage([associationMock({}, 2, { onCall: asked }), recordViewMock(recorded)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Croce Verde' })).toBeVisible();
    expect(screen.getByText('12 follower')).toBeInTheDocument();
    expect(screen.getByText('Soccorso e trasporto sanitario dal 1907.')).toBeInTheDocument();
    expect(screen.getByText('Via Roma 1, Torino, TO')).toBeInTheDocument();
    expect(screen.getByText('Fondata il 12/05/1907')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://www.croceverde.example' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(screen.getByRole('list', { name: 'Ambiti' })).toHaveTextContent('Salute');
    expect(screen.getByRole('link', { name: 'Fai una domanda' })).toHaveAttribute(
      'href',
      '/user-question/2',
    );
    // no events: clear empty states in the tabs and the finished list
    expect(screen.getByRole('tab', { name: 'Calendario' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('Nessun evento in programma')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Eventi terminati' })).toBeInTheDocument();
    expect(await screen.findByText('Nessun evento terminato')).toBeInTheDocument();
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
    // one request for the whole screen, events included (issue 20)
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it("links its volunteers to the association's messaging channel; without one (anyone else) there is none", async () => {
    renderPage([
      associationMock({ iAmVolunteer: true, messagingChannelUrl: 'https://chat.example.org/cv' }),
      recordViewMock(),
    ]);
    const channel = await screen.findByRole('link', { name: 'Entra nel gruppo dei volontari' });
    expect(channel).toHaveAttribute('href', 'https://chat.example.org/cv');
    expect(channel).toHaveAttribute('target', '_blank');
  });

  it('shows no channel link when the server gives none (not a volunteer)', async () => {
    renderPage([associationMock(), recordViewMock()]);
    await screen.findByRole('heading', { level: 1, name: 'Croce Verde' });
    expect(
      screen.queryByRole('link', { name: 'Entra nel gruppo dei volontari' }),
    ).not.toBeInTheDocument();
  });

  it('follow: the heart and the count change only once the server answered', async () => {
    const user = userEvent.setup();
    renderPage([
      associationMock(),
      recordViewMock(),
      {
        request: { query: FollowAssociationDocument, variables: { input: { associationId: 2 } } },
        result: {
          data: {
            followAssociation: {
              __typename: 'Association',
              id: 2,
              isFavourite: true,
              followers: 13,
            },
          },
        },
        delay: 200,
      },
    ]);
    await screen.findByText('12 follower');
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toHaveAccessibleName('Segui');

    await user.click(heart());
    // still waiting for the server: nothing changed yet
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('12 follower')).toBeInTheDocument();

    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(heart()).toHaveAccessibleName('Segui già');
    expect(screen.getByText('13 follower')).toBeInTheDocument();
  });

  it('unfollow asks for confirmation first, cancel changes nothing', async () => {
    const user = userEvent.setup();
    renderPage([
      associationMock({ isFavourite: true }),
      recordViewMock(),
      {
        request: {
          query: UnfollowAssociationDocument,
          variables: { input: { associationId: 2 } },
        },
        result: {
          data: {
            unfollowAssociation: {
              __typename: 'Association',
              id: 2,
              isFavourite: false,
              followers: 11,
            },
          },
        },
      },
    ]);
    await screen.findByText('12 follower');
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAccessibleName('Segui già');

    await user.click(heart());
    let dialog = screen.getByRole('dialog', { name: 'Smettere di seguire Croce Verde?' });
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');

    await user.click(heart());
    dialog = screen.getByRole('dialog', { name: 'Smettere di seguire Croce Verde?' });
    await user.click(within(dialog).getByRole('button', { name: 'Non seguire più' }));
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(heart()).toHaveAccessibleName('Segui');
    expect(screen.getByText('11 follower')).toBeInTheDocument();
  });

  it('become a volunteer: the pending banner appears after the request', async () => {
    const user = userEvent.setup();
    renderPage([
      associationMock(),
      recordViewMock(),
      {
        request: { query: RequestToVolunteerDocument, variables: { input: { associationId: 2 } } },
        result: {
          data: {
            requestToVolunteer: {
              __typename: 'Association',
              id: 2,
              isFavourite: true,
              followers: 13,
              iAmVolunteer: false,
              iAmWaiting: true,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Unisciti ai volontari' }));
    expect(await screen.findByText(/Richiesta in attesa/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unisciti ai volontari' })).not.toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(/Richiesta inviata/)).toBeInTheDocument();
  });

  it('shows the pending banner when the request is waiting', async () => {
    renderPage([associationMock({ iAmWaiting: true, isFavourite: true }), recordViewMock()]);
    const banner = await screen.findByText(
      "Richiesta in attesa: l'associazione non ha ancora risposto.",
    );
    expect(banner).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Unisciti ai volontari' })).not.toBeInTheDocument();
  });

  it('leave asks for confirmation; afterwards a new request is needed', async () => {
    const user = userEvent.setup();
    renderPage([
      associationMock({ iAmVolunteer: true, isFavourite: true }),
      recordViewMock(),
      {
        request: { query: LeaveAssociationDocument, variables: { input: { associationId: 2 } } },
        result: {
          data: {
            leaveAssociation: {
              __typename: 'Association',
              id: 2,
              isFavourite: true,
              followers: 12,
              iAmVolunteer: false,
              iAmWaiting: false,
              iAmAdmin: false,
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: "Lascia l'associazione" }));
    const dialog = screen.getByRole('dialog', { name: 'Lasciare Croce Verde?' });
    expect(dialog).toHaveTextContent('nuova richiesta');
    await user.click(within(dialog).getByRole('button', { name: 'Lascia' }));
    expect(
      await screen.findByRole('button', { name: 'Unisciti ai volontari' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Lascia l'associazione" })).not.toBeInTheDocument();
  });

  it('preview (administrators) hides the question button and records no visit', async () => {
    const recorded = jest.fn();
    renderPage(
      [associationMock({ iAmAdmin: true }), recordViewMock(recorded)],
      '/association/2?preview=true',
    );
    await screen.findByRole('heading', { level: 1, name: 'Croce Verde' });
    expect(screen.getByText(/Anteprima/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Fai una domanda' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Torna alla gestione' })).toHaveAttribute(
      'href',
      '/dashboard/2',
    );
    expect(recorded).not.toHaveBeenCalled();
  });

  it("?preview=true is only the administrators' preview: a volunteer gets the plain page", async () => {
    const recorded = jest.fn();
    renderPage(
      [associationMock({ iAmAdmin: false }), recordViewMock(recorded)],
      '/association/2?preview=true',
    );
    await screen.findByRole('heading', { level: 1, name: 'Croce Verde' });
    expect(screen.queryByText(/Anteprima/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Torna alla gestione' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fai una domanda' })).toBeInTheDocument();
    // a volunteer's look is a visit like any other
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
  });

  it('an unknown association shows an error state with a way back', async () => {
    renderPage([associationMock({}, 99), recordViewMock()], '/association/99');
    expect(await screen.findByText('Associazione non trovata')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vedi tutte le associazioni' })).toHaveAttribute(
      'href',
      '/list-associations',
    );
  });

  it('lists the events in programme (5, then 10 more), by day in the calendar, and the finished ones', async () => {
    const user = userEvent.setup();
    const screenCalls: AssociationScreenQueryVariables[] = [];
    const calls: AssociationEventsQueryVariables[] = [];
    const historyCalls: EventHistoryQueryVariables[] = [];
    const first = [1, 2, 3, 4, 5].map((id) =>
      eventCard(id, {
        name: `Evento ${id}`,
        startDate: id < 3 ? '2030-06-01T08:00:00.000Z' : '2030-06-02T08:00:00.000Z',
      }),
    );
    renderPage([
      // the first pages come with the screen's one request
      associationMock({}, 2, {
        upcoming: eventConnection(first, { hasNextPage: true, totalCount: 6 }),
        finished: eventConnection([eventCard(9, { name: 'Festa passata', terminated: true })], {
          hasNextPage: true,
          totalCount: 2,
        }),
        onCall: (variables) => screenCalls.push(variables),
      }),
      recordViewMock(),
      // "Mostra altri": the lists' own queries, appended by the cache to the same lists
      {
        request: { query: AssociationEventsDocument, variables: () => true },
        result: (variables: AssociationEventsQueryVariables) => {
          calls.push(variables);
          return {
            data: { associationEvents: eventConnection([eventCard(6, { name: 'Evento 6' })]) },
          };
        },
        maxUsageCount: FOREVER,
      },
      {
        request: { query: EventHistoryDocument, variables: () => true },
        result: (variables: EventHistoryQueryVariables) => {
          historyCalls.push(variables);
          return {
            data: {
              eventHistory: eventConnection([
                eventCard(8, { name: 'Festa più vecchia', terminated: true }),
              ]),
            },
          };
        },
        maxUsageCount: FOREVER,
      },
    ]);
    // Calendario: grouped by day (Europe/Rome)
    expect(await screen.findByRole('heading', { name: 'sabato 1 giugno 2030' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'domenica 2 giugno 2030' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Evento 1' })).toHaveAttribute('href', '/event/1');

    await user.click(screen.getByRole('tab', { name: 'Eventi' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(panel).getByRole('button', { name: 'Mostra altri' }));
    expect(await within(panel).findByRole('link', { name: 'Evento 6' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
    expect(screenCalls).toEqual([{ id: 2, first: 5 }]);
    expect(calls).toEqual([
      {
        associationId: 2,
        onlyActive: true,
        search: null,
        first: 10,
        after: 'e5',
      },
    ]);

    const finished = screen.getByRole('region', { name: 'Eventi terminati' });
    expect(await within(finished).findByRole('link', { name: 'Festa passata' })).toBeVisible();
    expect(within(finished).getByText('Terminato')).toBeInTheDocument();
    await user.click(within(finished).getByRole('button', { name: 'Mostra altri' }));
    expect(
      await within(finished).findByRole('link', { name: 'Festa più vecchia' }),
    ).toBeInTheDocument();
    expect(within(finished).getByRole('link', { name: 'Festa passata' })).toBeInTheDocument();
    expect(historyCalls).toEqual([{ associationId: 2, search: null, first: 10, after: 'e9' }]);
    // the screen was asked once: the next pages did not ask it again
    expect(screenCalls).toHaveLength(1);
  });
});
