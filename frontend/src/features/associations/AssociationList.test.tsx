import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AssociationsDocument,
  ListAssociationsScreenDocument,
  UnfollowAssociationDocument,
  type AssociationsQueryVariables,
  type ListAssociationsScreenQueryVariables,
} from '../../gql/graphql';
import { ListAssociationsPage } from '../../pages/Association/ListAssociationsPage';
import { FOREVER, associationTile, connection } from '../../test/associationFixtures';
import { renderWithProviders } from '../../test/renderWithProviders';
import { shellData } from '../../test/shellFixtures';

type Mock = MockLink.MockedResponse;

/** Answers every associations query and remembers the variables it was asked with. */
function associationsMock(
  calls: AssociationsQueryVariables[],
  answer: (variables: AssociationsQueryVariables) => ReturnType<typeof connection>,
): Mock {
  return {
    request: { query: AssociationsDocument, variables: () => true },
    result: (variables: AssociationsQueryVariables) => {
      calls.push(variables);
      return { data: { associations: answer(variables) } };
    },
    maxUsageCount: FOREVER,
  };
}

/**
 * The screen's one request (pages/Association/listAssociations.graphql), answered by the list's
 * mock as asked without a search; `screens` gets its variables.
 */
function screenMock(list: Mock, screens: ListAssociationsScreenQueryVariables[]): Mock {
  const answer = list.result as (variables: AssociationsQueryVariables) => {
    data: { associations: ReturnType<typeof connection> };
  };
  return {
    request: { query: ListAssociationsScreenDocument, variables: () => true },
    result: (variables: ListAssociationsScreenQueryVariables) => {
      screens.push(variables);
      const { data } = answer({ ...variables, search: null, after: null });
      return { data: { ...shellData(), associations: data.associations } };
    },
    maxUsageCount: FOREVER,
  };
}

function renderList(route: string, mocks: Mock[]) {
  const screens: ListAssociationsScreenQueryVariables[] = [];
  const list = mocks.find((mock) => mock.request.query === AssociationsDocument)!;
  const result = renderWithProviders(<ListAssociationsPage />, {
    route,
    path: '/list-associations',
    mocks: [screenMock(list, screens), ...mocks],
  });
  return { ...result, screens };
}

describe('list of associations', () => {
  it.each([
    ['/list-associations?type=follow', 'FOLLOWED', 'Associazioni che segui'],
    ['/list-associations?type=volunteer', 'VOLUNTEER', 'Associazioni in cui fai volontariato'],
    ['/list-associations', 'ALL', 'Tutte le associazioni'],
    ['/list-associations?type=altro', 'ALL', 'Tutte le associazioni'],
  ])('%s asks for the %s filter and is titled %s', async (route, filter, title) => {
    const calls: AssociationsQueryVariables[] = [];
    const { screens } = renderList(route, [
      associationsMock(calls, () => connection([associationTile(1)])),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Associazione 1' })).toHaveAttribute(
      'href',
      '/association/1',
    );
    expect(calls[0]).toEqual({ filter, search: null, first: 12, after: null });
    // the list came in the screen's one request
    expect(screens).toEqual([{ filter, first: 12 }]);
    expect(calls).toHaveLength(1);
  });

  it('searches on the server with the typed text (debounced)', async () => {
    const user = userEvent.setup();
    const calls: AssociationsQueryVariables[] = [];
    renderList('/list-associations', [
      associationsMock(calls, (variables) =>
        variables.search
          ? connection([associationTile(7, { name: 'Banco Alimentare' })])
          : connection([associationTile(1), associationTile(2)]),
      ),
    ]);
    await screen.findByRole('link', { name: 'Associazione 1' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Cerca per nome, indirizzo o data di fondazione' }),
      'banco',
    );
    expect(await screen.findByRole('link', { name: 'Banco Alimentare' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Associazione 1' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.search)).toEqual([
      { filter: 'ALL', search: 'banco', first: 12, after: null },
    ]);
  });

  it("'Mostra altre' asks for the next page after the last cursor and appends it", async () => {
    const user = userEvent.setup();
    const calls: AssociationsQueryVariables[] = [];
    renderList('/list-associations', [
      associationsMock(calls, (variables) =>
        variables.after
          ? connection([associationTile(3)], { totalCount: 3 })
          : connection([associationTile(1), associationTile(2)], {
              hasNextPage: true,
              totalCount: 3,
            }),
      ),
    ]);
    await screen.findByRole('link', { name: 'Associazione 2' });
    await user.click(screen.getByRole('button', { name: 'Mostra altre' }));
    expect(await screen.findByRole('link', { name: 'Associazione 3' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Associazione 1' })).toBeInTheDocument();
    expect(calls[1]).toEqual({ filter: 'ALL', search: null, first: 12, after: 'c2' });
    expect(screen.queryByRole('button', { name: 'Mostra altre' })).not.toBeInTheDocument();
  });

  it('the heart of a followed card unfollows after confirmation and the card leaves the list', async () => {
    const user = userEvent.setup();
    renderList('/list-associations?type=follow', [
      associationsMock([], () =>
        connection([
          associationTile(1, { isFavourite: true }),
          associationTile(2, { isFavourite: true }),
        ]),
      ),
      {
        request: {
          query: UnfollowAssociationDocument,
          variables: { input: { associationId: 1 } },
        },
        result: {
          data: {
            unfollowAssociation: {
              __typename: 'Association',
              id: 1,
              isFavourite: false,
              followers: 0,
            },
          },
        },
      },
    ]);
    const heart = await screen.findByRole('button', { name: 'Segui Associazione 1' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await user.click(heart);
    const dialog = screen.getByRole('dialog', { name: 'Smettere di seguire Associazione 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Non seguire più' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Associazione 1' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Associazione 2' })).toBeInTheDocument();
    expect(screen.getByText('1 associazione')).toBeInTheDocument();
  });

  it('an empty followed list says so and points to all the associations', async () => {
    renderList('/list-associations?type=follow', [associationsMock([], () => connection([]))]);
    expect(await screen.findByText('Non segui ancora nessuna associazione')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri le associazioni' })).toHaveAttribute(
      'href',
      '/list-associations',
    );
  });
});
