import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphQLFormattedError } from 'graphql';
import {
  EventsDocument,
  ExploreScreenDocument,
  type EventsQueryVariables,
  type ExploreScreenQueryVariables,
} from '../../gql/graphql';
import { ExplorePage } from '../../pages/Explore/ExplorePage';
import { FOREVER, associationTile } from '../../test/associationFixtures';
import { eventCard, eventConnection, photo } from '../../test/eventFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shellData } from '../../test/shellFixtures';

type Mock = MockLink.MockedResponse;
type EventsAnswer =
  { data: { events: ReturnType<typeof eventConnection> } } | { errors: GraphQLFormattedError[] };

/**
 * The screen's one request (pages/Explore/explore.graphql) and the events list alone (a search,
 * "Mostra altri"), both answered by `events`; `calls` gets the list's variables of each.
 */
function eventMocks(
  events: (variables: EventsQueryVariables) => EventsAnswer,
  calls: EventsQueryVariables[] = [],
  screenCalls: ExploreScreenQueryVariables[] = [],
): Mock[] {
  return [
    {
      request: { query: ExploreScreenDocument, variables: () => true },
      result: (variables: ExploreScreenQueryVariables) => {
        screenCalls.push(variables);
        const list = {
          scope: 'EXPLORE' as const,
          search: null,
          first: variables.first,
          after: null,
        };
        calls.push(list);
        const answer = events(list);
        if (!('data' in answer)) return answer;
        return {
          data: {
            ...shellData(),
            events: answer.data.events,
            nearbyAssociations: [associationTile(5, { name: 'Banco Alimentare' })],
          },
        };
      },
      maxUsageCount: FOREVER,
    },
    {
      request: { query: EventsDocument, variables: () => true },
      result: (variables: EventsQueryVariables) => {
        calls.push(variables);
        return events(variables);
      },
      maxUsageCount: FOREVER,
    },
  ];
}

function renderExplore(mocks: Mock[]) {
  return renderWithProviders(<ExplorePage />, { route: '/explore', path: '/explore', mocks });
}

describe('explore', () => {
  it('asks for 50 events, then 25 more after the last cursor; searches on the server', async () => {
    const user = userEvent.setup();
    const calls: EventsQueryVariables[] = [];
    const screenCalls: ExploreScreenQueryVariables[] = [];
    const firstPage = Array.from({ length: 50 }, (_, index) => eventCard(index + 1));
    renderExplore(
      eventMocks(
        (variables) => {
          if (variables.search) {
            return { data: { events: eventConnection([eventCard(3, { name: 'Festa' })]) } };
          }
          return {
            data: {
              events: variables.after
                ? eventConnection([eventCard(51, { name: 'Evento in più' })], { totalCount: 51 })
                : eventConnection(firstPage, { hasNextPage: true, totalCount: 51 }),
            },
          };
        },
        calls,
        screenCalls,
      ),
    );
    expect(await screen.findByText('51 eventi')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(50);
    await user.click(screen.getByRole('button', { name: 'Mostra altri' }));
    expect(await screen.findByRole('link', { name: 'Evento in più' })).toHaveAttribute(
      'href',
      '/event/51',
    );
    expect(screen.queryByRole('button', { name: 'Mostra altri' })).not.toBeInTheDocument();
    expect(calls).toEqual([
      { scope: 'EXPLORE', search: null, first: 50, after: null },
      { scope: 'EXPLORE', search: null, first: 25, after: 'e50' },
    ]);
    // the first page came in the screen's one request, with the nearby associations
    expect(screenCalls).toEqual([{ first: 50, nearby: 8 }]);

    await user.type(screen.getByRole('searchbox', { name: 'Cerca per nome o indirizzo' }), 'festa');
    expect(await screen.findByRole('link', { name: 'Festa' })).toBeInTheDocument();
    expect(calls).toContainEqual({ scope: 'EXPLORE', search: 'festa', first: 50, after: null });
  });

  it('cards show the image, name, association, date and address; nearby associations follow', async () => {
    renderExplore(
      eventMocks(() => ({
        data: {
          events: eventConnection([
            eventCard(1, { name: 'Festa', photos: [photo(11)], isPublic: false }),
          ]),
        },
      })),
    );
    const card = (await screen.findByRole('link', { name: 'Festa' })).closest('article');
    expect(card).not.toBeNull();
    const scope = within(card as HTMLElement);
    expect(scope.getByText('Croce Verde')).toBeInTheDocument();
    expect(scope.getByText('01/06/2030 10:00')).toBeInTheDocument();
    expect(scope.getByText('Via Roma 1, Torino, TO')).toBeInTheDocument();
    expect(scope.getByText('Evento privato')).toBeInTheDocument();
    expect((card as HTMLElement).querySelector('img')).toHaveAttribute('src', '/media/11');
    const strip = screen.getByRole('region', { name: 'Associazioni nella tua zona' });
    expect(await within(strip).findByRole('link', { name: 'Banco Alimentare' })).toBeVisible();
  });

  it('has empty and error states', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderExplore(
      eventMocks(() =>
        fail
          ? { errors: [{ message: 'Errore', extensions: { code: 'BAD_USER_INPUT' } }] }
          : { data: { events: eventConnection([]) } },
      ),
    );
    expect(
      await screen.findByText('Non è stato possibile caricare gli eventi.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() =>
      expect(screen.getByText('Nessun evento in programma, per ora')).toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Scopri le associazioni' })).toHaveAttribute(
      'href',
      '/list-associations',
    );
  });
});
