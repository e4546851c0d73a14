import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useIsDesktop } from '../../app/useIsDesktop';
import { Button, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { EyeIcon, ShareIcon } from '../../components/icons';
import type { AssociationDashboardFieldsFragment } from '../../gql/graphql';
import { AssociationLogo } from '../associations/AssociationLogo';
import { AssociationCalendarFeedCard } from '../calendar-feed/CalendarFeedCard';
import { DashboardTiles } from './DashboardTiles';
import { InviteVolunteersModal } from './InviteVolunteersModal';
import { SetupChecklist } from './SetupChecklist';
import { useDashboardCounters } from './useDashboardCounters';
import { VolunteersPreview } from './VolunteersPreview';
import { theme } from '../../app/theme';

const Top = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;

  h1 {
    margin: 0 0 4px;
    font-size: 1.4rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const Identity = styled.div`
  flex: 1 1 200px;
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  width: 100%;

  > * {
    flex: 1 1 160px;
  }
  ${theme.media.desktop} {
    width: auto;
  }
`;

/**
 * Three statistics side by side down to a 360 px phone: there the labels get smaller so that
 * 'Visualizzazioni' fits its box; narrower still, a label breaks rather than spill out.
 */
const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 16px 0;

  div {
    min-width: 0;
    padding: 12px 2px;
    border-radius: ${theme.radius.medium};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadow.card};
    text-align: center;
  }
  dt {
    color: ${theme.colors.textMuted};
    font-size: 0.75rem;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.5rem;
    font-weight: 800;
    color: ${theme.colors.primary};
    overflow-wrap: anywhere;
  }
  ${theme.media.sm} {
    gap: 12px;

    div {
      padding: 14px 8px;
    }
    dt {
      font-size: 0.85rem;
    }
  }
`;

const FeedCard = styled(AssociationCalendarFeedCard)`
  margin-top: 24px;
`;

const TilesTitle = styled.h2`
  margin: 24px 0 12px;
  font-size: 1.2rem;
`;

/**
 * /dashboard/{id}: card, the first steps of a new association, statistics, first volunteers, tiles with live badges, the association's
 * calendar feed, invitation.
 */
export function AssociationDashboardView({
  dashboard,
}: {
  /** From the screen's one query (pages/Dashboard/dashboardAssociation.graphql) */
  dashboard: AssociationDashboardFieldsFragment;
}) {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const [inviting, setInviting] = useState(false);
  // the live counters land in the cache, where the screen's answer follows them
  useDashboardCounters(dashboard.associationId);
  const { association, counters, statistics, volunteers } = dashboard;

  return (
    <>
      <Top as="header">
        <AssociationLogo src={association.imageUrl} alt="" size={72} />
        <Identity>
          <h1>{association.name}</h1>
          <p>{association.address}</p>
        </Identity>
        <Actions>
          <ButtonLink to={`/association/${association.id}?preview=true`} variant="secondary">
            <EyeIcon size={20} />
            {t('dashboard.preview')}
          </ButtonLink>
          <Button onClick={() => setInviting(true)}>
            <ShareIcon size={20} />
            {t('dashboard.invite')}
          </Button>
        </Actions>
      </Top>

      {association.setupChecklist && (
        <SetupChecklist
          associationId={association.id}
          checklist={association.setupChecklist}
          onInvite={() => setInviting(true)}
        />
      )}

      <section aria-labelledby="dashboard-stats-title">
        <h2 id="dashboard-stats-title" className="visually-hidden">
          {t('dashboard.statistics')}
        </h2>
        <Stats>
          <div>
            <dt>{t('dashboard.likes')}</dt>
            <dd>{statistics.likes}</dd>
          </div>
          <div>
            <dt>{t('dashboard.followers')}</dt>
            <dd>{statistics.followers}</dd>
          </div>
          <div>
            <dt>{t('dashboard.views')}</dt>
            <dd>{statistics.views}</dd>
          </div>
        </Stats>
      </section>

      <TilesTitle>{t('dashboard.tiles_title')}</TilesTitle>
      <DashboardTiles associationId={association.id} counters={counters} />

      <FeedCard associationId={association.id} />

      {isDesktop && <VolunteersPreview associationId={association.id} volunteers={volunteers} />}

      <InviteVolunteersModal
        open={inviting}
        onClose={() => setInviting(false)}
        associationId={association.id}
        associationName={association.name}
      />
    </>
  );
}
