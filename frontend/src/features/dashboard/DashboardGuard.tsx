import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigate } from 'react-router-dom';
import { showToast } from '../../app/clientState';
import { useScreenQuery } from '../../app/screenQuery';
import { LoadErrorCard } from '../../components/LoadErrorCard';
import { Loading } from '../../components/Spinner';
import { DashboardGuardDocument } from '../../gql/graphql';
import { AssociationNotFound } from '../associations/AssociationView';
import { useAssociationIdParam } from '../associations/useAssociationIdParam';
import { dashboardGuardScreen, isDashboardScreen, type DashboardScreen } from './dashboardScreen';

/** The query of the screen being opened (its route's handle), else the guard's own. */
function useDashboardScreen(): DashboardScreen {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const screen = (matches[index].handle as { screen?: unknown } | undefined)?.screen;
    if (isDashboardScreen(screen)) return screen;
  }
  return dashboardGuardScreen;
}

/**
 * Every `/dashboard/{id}/…` screen, behind the viewer's `iAmAdmin` for that association: a spinner
 * while it is asked, the page only for an administrator; anyone else goes to / with 'Non hai i
 * permessi!' (the 403 of spec §8) without the page ever rendering. The server refuses their calls
 * anyway.
 *
 * The permission comes in the screen's one request (`...DashboardGuardData`, started by the
 * route's loader): the guard reads that answer and the page renders from it. Only when the
 * screen's query fails (a refused viewer's: it asks for what only administrators may read) does
 * the guard ask on its own, to tell a refused viewer from a missing association.
 */
export function DashboardGuard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const associationId = useAssociationIdParam();
  const screen = useScreenQuery(useDashboardScreen());
  const failed = screen.error !== undefined;
  const own = useQuery(DashboardGuardDocument, {
    variables: { idAssociation: associationId ?? 0 },
    skip: !failed || associationId === undefined,
    fetchPolicy: 'network-only',
  });
  // what an earlier screen of this dashboard said, while this one's answer is on its way
  const known = useQuery(DashboardGuardDocument, {
    variables: { idAssociation: associationId ?? 0 },
    skip: associationId === undefined,
    fetchPolicy: 'cache-only',
  });
  const association = screen.data ? screen.data.association : own.data?.association;
  const refused = association != null && !association.iAmAdmin;
  const unknown = screen.loading || (failed && !own.data && !own.error);
  const told = useRef(false);

  useEffect(() => {
    if (!refused || told.current) return;
    told.current = true;
    navigate('/', { replace: true });
    showToast(t('errors.forbidden'), 'error');
  }, [refused, navigate, t]);

  const retry = () => {
    void screen.refetch().catch(() => undefined);
    if (failed) void own.refetch().catch(() => undefined);
  };

  // not an id: the page says the association does not exist
  if (associationId === undefined) return <Outlet />;
  if (association?.iAmAdmin) return <Outlet />;
  if (refused || unknown) {
    // the page waits for its screen's answer, in which its widgets read their data
    const admitted = !refused && known.data?.association?.iAmAdmin === true;
    return <Loading label={admitted ? undefined : t('dashboard.checking_access')} />;
  }
  if (association === null) return <AssociationNotFound />;
  return <LoadErrorCard title={t('dashboard.access_error')} onRetry={retry} />;
}
