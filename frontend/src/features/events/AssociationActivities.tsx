import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../../components/Card';
import { ArrowRightIcon } from '../../components/icons';
import { EventList } from './EventList';
import type { EventPage } from './useEventLists';

const Block = styled(Card)`
  margin-top: 16px;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;

  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-weight: 600;
  }
`;

/** "Attività delle tue associazioni": events of the associations I follow, with a way to all. */
export function AssociationActivities({ page }: { page: EventPage }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Block aria-labelledby={headingId}>
      <Top>
        <h2 id={headingId}>{t('home.association_events')}</h2>
        <Link to="/explore">
          {t('home.association_events_all')}
          <ArrowRightIcon size={18} />
        </Link>
      </Top>
      <EventList
        page={{ ...page, hasMore: false }}
        search=""
        headingLevel={3}
        showCount={false}
        emptyTitle={t('home.association_events_empty')}
      />
    </Block>
  );
}
