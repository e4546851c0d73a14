import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { ButtonLink } from '../../components/Button';
import { PageHeading } from '../../components/PageTitle';
import { SearchField } from '../../components/SearchField';
import type { AssociationTileFragment } from '../../gql/graphql';
import { AssociationStrip } from '../associations/AssociationStrip';
import { EventList } from './EventList';
import { useEvents, type EventPage } from './useEventLists';

export interface ExploreViewProps {
  /** The list without a search, from the screen's one request (pages/Explore) */
  firstPage: EventPage;
  nearby: readonly AssociationTileFragment[] | undefined;
}

/**
 * /explore: the events I may see and join, searchable by name and address (50, then 25 more),
 * and the associations in my area.
 */
export function ExploreView({ firstPage, nearby }: ExploreViewProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  // a search asks the list alone; without one the screen's request brought it
  const searched = useEvents('EXPLORE', debounced, undefined, undefined, { skip: !debounced });
  const page = debounced ? searched : firstPage;
  return (
    <>
      <PageHeading>{t('titles.explore')}</PageHeading>
      <SearchField label={t('events.explore_search')} value={search} onChange={setSearch} />
      <EventList
        page={page}
        search={debounced}
        emptyTitle={t('events.empty_explore')}
        emptyDescription={t('events.empty_explore_text')}
        emptyAction={
          <ButtonLink to="/list-associations" variant="secondary">
            {t('list_associations.browse_all')}
          </ButtonLink>
        }
      />
      <AssociationStrip
        associations={nearby}
        loading={firstPage.loading}
        title={t('events.nearby_associations')}
        to="/list-associations"
        emptyText={t('events.no_nearby_associations')}
      />
    </>
  );
}
