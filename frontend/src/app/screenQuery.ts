import type {
  ApolloClient,
  DefaultContext,
  OperationVariables,
  TypedDocumentNode,
} from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useParams, useSearchParams, type LoaderFunctionArgs, type Params } from 'react-router-dom';
import { hasAccessToken } from './session';

/**
 * One request per screen, started with the navigation (docs/performance.md "One request per
 * screen"). A route's loader starts the screen's single query while the route's code downloads;
 * the screen reads it with `useScreenQuery`, which joins the request still in flight (Apollo
 * deduplicates identical operations) or reads what it already wrote to the cache. Widgets inside
 * the screen take their data from the screen as props and never ask on their own.
 */

let loaderClient: ApolloClient | undefined;

/** The client route loaders start queries with (boot.tsx sets the app's own). */
export function setLoaderClient(client: ApolloClient | undefined): void {
  loaderClient = client;
}

/** What a screen's variables are made of: the route's params and the address's query string. */
export type ScreenVariables<TVariables> = (
  params: Readonly<Params>,
  search: URLSearchParams,
) => TVariables | null;

export interface ScreenQuery<TData, TVariables extends OperationVariables> {
  document: TypedDocumentNode<TData, TVariables>;
  /** The variables for this address, or null when the address names nothing to ask for. */
  variables: ScreenVariables<TVariables>;
  /** The operation's context, the same for the loader's request and the screen's read. */
  context?: DefaultContext;
  /** A screen anyone may open (no session needed): its loader asks without a token too. */
  isPublic?: boolean;
}

/** Declares a screen's query: the loader and the screen use the same document and variables. */
export function screenQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: ScreenVariables<TVariables>,
  context?: DefaultContext,
): ScreenQuery<TData, TVariables> {
  return { document, variables, context };
}

/**
 * Declares the query of a public screen (the hours statement's verification, issue 22): every
 * root field it asks is served without a session (app/operationAccess.ts).
 */
export function publicScreenQuery<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: ScreenVariables<TVariables>,
): ScreenQuery<TData, TVariables> {
  return { document, variables, isPublic: true };
}

/**
 * Starts the query without waiting for it: the navigation does not wait for data, and the
 * screen draws its loading state until the answer lands. Always from the network, so every
 * visit shows fresh data; nothing is asked without a session (the layout's loader sends the
 * visitor to /login) but a public screen's query.
 */
export function startScreenQuery<TData, TVariables extends OperationVariables>(
  query: ScreenQuery<TData, TVariables>,
  { params, request }: Pick<LoaderFunctionArgs, 'params' | 'request'>,
): void {
  const variables = query.variables(params, new URL(request.url).searchParams);
  if (!loaderClient || variables === null || (!query.isPublic && !hasAccessToken())) return;
  // errors reach the screen through its own read of the same request (the error link tells)
  loaderClient
    .query({
      query: query.document,
      variables,
      context: query.context,
      fetchPolicy: 'network-only',
    })
    .catch(() => undefined);
}

/** A react-router loader that starts the screen's query and returns at once. */
export function screenLoader<TData, TVariables extends OperationVariables>(
  query: ScreenQuery<TData, TVariables>,
) {
  return (args: LoaderFunctionArgs): null => {
    startScreenQuery(query, args);
    return null;
  };
}

/**
 * The screen's read of its query: the request its loader started (or its cached answer), with
 * the variables of the current address. `variables` replaces them when the screen changes what
 * it shows without a navigation (a search, another page); that asks the server as usual.
 */
export function useScreenQuery<TData, TVariables extends OperationVariables>(
  query: ScreenQuery<TData, TVariables>,
  variables?: TVariables | null,
) {
  const params = useParams();
  const [search] = useSearchParams();
  const fromAddress = query.variables(params, search);
  const chosen = variables === undefined ? fromAddress : variables;
  return useQuery(query.document, {
    variables: (chosen ?? {}) as TVariables,
    skip: chosen === null,
    context: query.context,
    fetchPolicy: 'cache-first',
  } as useQuery.Options<TData, TVariables>);
}

/**
 * The fetch policy of a widget's list that its screen's query brings: the cache while it shows
 * what the screen asked for (the loader's answer, fresh from the network on every visit), the
 * cache and then the network, as before, for what the screen did not ask (a search).
 */
export function listFetchPolicy(asTheScreenAsked: boolean): 'cache-first' | 'cache-and-network' {
  return asTheScreenAsked ? 'cache-first' : 'cache-and-network';
}
