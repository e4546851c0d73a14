import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ListCount, ListGrid, ShowMore } from '../../components/ListGrid';
import { Loading } from '../../components/Spinner';
import type { EventCardFragment } from '../../gql/graphql';
import { PartHeading } from '../../components/PartHeading';
import { EventCard } from './EventCard';
import type { EventPage } from './useEventLists';

/** "Mostra altri" for the next page of events. */
export function ShowMorePage({ page, gap }: { page: EventPage; gap?: number }) {
  const { t } = useTranslation();
  return (
    <ShowMore
      label={t('common.show_more')}
      onClick={page.showMore}
      busy={page.loadingMore}
      gap={gap}
    />
  );
}

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
  /**
   * Headings of the two parts when the list (as the server ordered it: in programme, then
   * terminated) holds terminated events: /my-event's "In programma" and "Passati".
   */
  parts?: { upcoming: string; past: string };
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
  parts,
}: EventListProps) {
  const { t } = useTranslation();
  const { events } = page;
  const grid = (shown: readonly EventCardFragment[], level: 2 | 3 | 4) =>
    shown.length > 0 && (
      <ListGrid>
        {shown.map((event) => (
          <li key={event.id}>
            <EventCard event={event} headingLevel={level} actions={renderActions?.(event)} />
          </li>
        ))}
      </ListGrid>
    );

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
        <ListCount aria-live="polite">{t('events.count', { count: page.totalCount })}</ListCount>
      )}
      {parts && events.some((event) => event.terminated) ? (
        <>
          {events.some((event) => !event.terminated) && <PartHeading>{parts.upcoming}</PartHeading>}
          {grid(
            events.filter((event) => !event.terminated),
            3,
          )}
          <PartHeading>{parts.past}</PartHeading>
          {grid(
            events.filter((event) => event.terminated),
            3,
          )}
        </>
      ) : (
        grid(events, headingLevel)
      )}
      {page.hasMore && <ShowMorePage page={page} />}
    </>
  );
}
