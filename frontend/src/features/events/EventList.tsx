import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Loading } from '../../components/Spinner';
import type { EventCardFragment } from '../../gql/graphql';
import { EventCard } from './EventCard';
import type { EventPage } from './useEventLists';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 20px;
`;

const Count = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface EventListProps {
  page: EventPage;
  /** The search the list was asked with ('' for none) */
  search: string;
  emptyTitle: string;
  emptyDescription?: string;
  emptyAction?: React.ReactNode;
  /** Heading level of the card names */
  headingLevel?: 2 | 3 | 4;
  /** Show the 'N eventi' line */
  showCount?: boolean;
  /** Controls of one card (the administrators' menu) */
  renderActions?: (event: EventCardFragment) => React.ReactNode;
}

/** Event cards with loading, error, empty and "Mostra altri" states. */
export function EventList({
  page,
  search,
  emptyTitle,
  emptyDescription,
  emptyAction,
  headingLevel = 2,
  showCount = true,
  renderActions,
}: EventListProps) {
  const { t } = useTranslation();
  const { events } = page;

  if (!events) {
    if (page.loading && !page.error) return <Loading />;
    if (page.error) {
      return (
        <EmptyState
          title={t('events.load_list_error')}
          action={
            <Button variant="secondary" onClick={page.refetch}>
              {t('events.retry')}
            </Button>
          }
        />
      );
    }
    return <EmptyState title={emptyTitle} />;
  }
  if (events.length === 0) {
    return search ? (
      <EmptyState title={t('events.empty_search', { search })} />
    ) : (
      <EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />
    );
  }
  return (
    <>
      {showCount && page.totalCount !== undefined && (
        <Count aria-live="polite">{t('events.count', { count: page.totalCount })}</Count>
      )}
      <Grid>
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} headingLevel={headingLevel} actions={renderActions?.(event)} />
          </li>
        ))}
      </Grid>
      {page.hasMore && (
        <More>
          <Button
            variant="secondary"
            onClick={page.showMore}
            disabled={page.loadingMore}
            aria-busy={page.loadingMore || undefined}
          >
            {t('common.show_more')}
          </Button>
        </More>
      )}
    </>
  );
}
