import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { Params } from 'react-router-dom';
import { screenQuery, type ScreenQuery, type ScreenVariables } from '../../app/screenQuery';
import { positiveInt } from '../../app/useIdParam';
import {
  DashboardGuardDocument,
  type DashboardGuardDataFragment,
  type DashboardGuardQueryVariables,
} from '../../gql/graphql';

/**
 * The one query of a `/dashboard/{id}/…` screen (issue 20): it spreads `...DashboardGuardData`, so
 * the guard (DashboardGuard.tsx) reads the viewer's `iAmAdmin` from the screen's own answer and
 * the page renders from the same answer. Light: routes.tsx imports it into the entry chunk.
 */
export type DashboardScreen = ScreenQuery<DashboardGuardDataFragment, DashboardGuardQueryVariables>;

/** The association of the address, or null when `:idAssociation` is not an id. */
export function dashboardVariables(params: Readonly<Params>): DashboardGuardQueryVariables | null {
  const idAssociation = positiveInt(params.idAssociation);
  return idAssociation === undefined ? null : { idAssociation };
}

/**
 * Declares a dashboard screen's query. The guard tells a refusal itself, so the error link leaves
 * FORBIDDEN to it (a missing association is "not found", not "Non hai i permessi!").
 */
export function dashboardScreenQuery<
  TData extends DashboardGuardDataFragment,
  TVariables extends DashboardGuardQueryVariables & OperationVariables,
>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: ScreenVariables<TVariables>,
): ScreenQuery<TData, TVariables> {
  return screenQuery(document, variables, { refusalHandled: true });
}

/** The guard's own question, for a screen without a query of its own. */
export const dashboardGuardScreen: DashboardScreen = dashboardScreenQuery(
  DashboardGuardDocument,
  dashboardVariables,
);

/** A route handle's `screen`, seen by the guard as the guard's part of it. */
export function isDashboardScreen(value: unknown): value is DashboardScreen {
  return typeof value === 'object' && value !== null && 'document' in value && 'variables' in value;
}
