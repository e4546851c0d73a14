import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router-dom';
import { Subject } from 'rxjs';
import { AssociationCardDocument } from '../gql/graphql';
import {
  publicScreenQuery,
  screenLoader,
  screenQuery,
  setLoaderClient,
  startScreenQuery,
  useScreenQuery,
} from './screenQuery';

type Result = ApolloLink.Result;

/** A transport that answers only when the test says so, and counts what it was asked. */
function heldTransport() {
  const asked: { name: string | undefined; variables: unknown; answer: Subject<Result> }[] = [];
  const link = new ApolloLink((operation) => {
    const answer = new Subject<Result>();
    asked.push({ name: operation.operationName, variables: operation.variables, answer });
    return answer.asObservable();
  });
  return { link, asked };
}

const card = (id: number, name: string) => ({
  data: {
    associationCard: {
      __typename: 'AssociationSummary',
      id,
      name,
      address: 'Via Roma 1, Torino, TO',
      imageUrl: null,
    },
  },
});

const cardScreen = screenQuery(AssociationCardDocument, (params) =>
  params.id ? { id: Number(params.id) } : null,
);

function CardPage() {
  const { id } = useParams();
  const { data, loading } = useScreenQuery(cardScreen);
  if (loading) return <p>Caricamento {id}</p>;
  return <h1>{data?.associationCard?.name}</h1>;
}

function renderApp(client: ApolloClient, path: string) {
  // the page's code arrives after the loader started its request, as over a network
  let arrive: () => void = () => undefined;
  const codeArrived = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter(
    [
      {
        path: '/card/:id',
        loader: screenLoader(cardScreen),
        HydrateFallback: () => <p>Avvio</p>,
        lazy: async () => {
          await codeArrived;
          return { Component: CardPage };
        },
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { router, arrive };
}

afterEach(() => {
  setLoaderClient(undefined);
  window.localStorage.clear();
});

describe('one request per screen, started by the route', () => {
  beforeEach(() => window.localStorage.setItem('accessToken', 'token-1'));

  it('the loader asks before the code arrives; the screen joins that request', async () => {
    const { link, asked } = heldTransport();
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    setLoaderClient(client);
    const { arrive } = renderApp(client, '/card/3');

    // the request left while the page's code was still on its way
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.getByText('Avvio')).toBeInTheDocument();
    expect(asked.map((a) => [a.name, a.variables])).toEqual([['AssociationCard', { id: 3 }]]);

    arrive();
    expect(await screen.findByText('Caricamento 3')).toBeInTheDocument();
    asked[0].answer.next(card(3, 'Croce Verde'));
    asked[0].answer.complete();
    expect(await screen.findByRole('heading', { name: 'Croce Verde' })).toBeInTheDocument();
    // the screen mounted while the request was in flight and sent none of its own
    expect(asked).toHaveLength(1);
  });

  it('a screen whose answer came before its code reads it from the cache', async () => {
    const { link, asked } = heldTransport();
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    setLoaderClient(client);
    const { arrive } = renderApp(client, '/card/4');
    await waitFor(() => expect(asked).toHaveLength(1));
    asked[0].answer.next(card(4, 'Banco Alimentare'));
    asked[0].answer.complete();
    await client.query({ query: AssociationCardDocument, variables: { id: 4 } });

    arrive();
    expect(await screen.findByRole('heading', { name: 'Banco Alimentare' })).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('asks nothing without a session (the layout sends the visitor to /login)', async () => {
    window.localStorage.removeItem('accessToken');
    const { link, asked } = heldTransport();
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    setLoaderClient(client);
    const { arrive } = renderApp(client, '/card/5');
    expect(screen.getByText('Avvio')).toBeInTheDocument();
    expect(asked).toHaveLength(0);
    // the page itself then asks (in the app its layout has sent the visitor away before)
    arrive();
    expect(await screen.findByText('Caricamento 5')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('a public screen’s loader asks without a session too (the verification of a statement)', async () => {
    window.localStorage.removeItem('accessToken');
    const { link, asked } = heldTransport();
    setLoaderClient(new ApolloClient({ link, cache: new InMemoryCache() }));
    const publicCard = publicScreenQuery(AssociationCardDocument, (params) =>
      params.id ? { id: Number(params.id) } : null,
    );
    startScreenQuery(publicCard, {
      params: { id: '6' },
      request: new Request('http://insieme.test/card/6'),
    });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0].variables).toEqual({ id: 6 });
  });
});
