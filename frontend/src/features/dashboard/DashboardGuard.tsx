import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router-dom';
import { showToast } from '../../app/clientState';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Spinner';
import { ViewerMembershipDocument } from '../../gql/graphql';
import { AssociationNotFound } from '../associations/AssociationView';
import { useAssociationIdParam } from '../associations/useAssociationIdParam';

/**
 * Every `/dashboard/{id}/…` screen, behind the viewer's `iAmAdmin` for that association: a spinner
 * while it is asked, the page only for an administrator; anyone else goes to / with 'Non hai i
 * permessi!' (the 403 of spec §8) without the page ever rendering. The server refuses their calls
 * anyway.
 */
export function DashboardGuard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const associationId = useAssociationIdParam();
  const { data, loading, error, refetch } = useQuery(ViewerMembershipDocument, {
    variables: { id: associationId ?? 0 },
    skip: associationId === undefined,
    fetchPolicy: 'cache-and-network',
  });
  const association = data?.association;
  const refused = association != null && !association.iAmAdmin;
  const told = useRef(false);

  useEffect(() => {
    if (!refused || told.current) return;
    told.current = true;
    navigate('/', { replace: true });
    showToast(t('errors.forbidden'), 'error');
  }, [refused, navigate, t]);

  // not an id: the page says the association does not exist
  if (associationId === undefined) return <Outlet />;
  if (association?.iAmAdmin) return <Outlet />;
  if (refused || (loading && !error)) return <Loading label={t('dashboard.checking_access')} />;
  if (association === null) return <AssociationNotFound />;
  return (
    <Card>
      <EmptyState
        title={t('dashboard.access_error')}
        action={
          <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
            {t('events.retry')}
          </Button>
        }
      />
    </Card>
  );
}
