import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../app/useDebouncedValue';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ListCount, ListGrid, ShowMore } from '../../components/ListGrid';
import { SearchField } from '../../components/SearchField';
import { Loading } from '../../components/Spinner';
import {
  AssociationsDocument,
  type AssociationConnectionFieldsFragment,
  type AssociationFilter,
  type AssociationsQueryVariables,
  type AssociationTileFragment,
} from '../../gql/graphql';
import { AssociationCard } from './AssociationCard';
import { ASSOCIATIONS_PAGE_SIZE } from './associationFilter';

/** The list's first page (no search) as its screen's one request brought it. */
export interface ScreenAssociations {
  connection: AssociationConnectionFieldsFragment | undefined;
  loading: boolean;
  networkStatus?: NetworkStatus;
  /** The screen query's fetchMore, asked with the list's own document */
  fetchMore: (options: {
    query: typeof AssociationsDocument;
    variables: AssociationsQueryVariables;
  }) => Promise<unknown>;
}

export interface AssociationListProps {
  filter: AssociationFilter;
  /** Shown when there is nothing without a search */
  emptyTitle: string;
  emptyDescription?: string;
  emptyAction?: { to: string; label: string };
  /** One entry; the card with the heart by default (the dashboard list leads elsewhere) */
  renderItem?: (association: AssociationTileFragment) => React.ReactNode;
  /** The first page from the screen's request; without it the list asks for it itself */
  firstPage?: ScreenAssociations;
}

/**
 * Searchable, cursor-paginated list of associations (server-side search over name, address and
 * foundation date). "Mostra altre" asks for the page after the last cursor; the cache appends it.
 */
export function AssociationList({
  filter,
  emptyTitle,
  emptyDescription,
  emptyAction,
  renderItem,
  firstPage,
}: AssociationListProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  // a search asks the list alone; without one the screen's request may have brought it
  const fromScreen = firstPage !== undefined && !debounced;
  const own = useQuery(AssociationsDocument, {
    variables: {
      filter,
      search: debounced || null,
      first: ASSOCIATIONS_PAGE_SIZE,
      after: null,
    },
    skip: fromScreen,
    notifyOnNetworkStatusChange: true,
  });

  const connection = fromScreen ? firstPage.connection : own.data?.associations;
  const loading = fromScreen ? firstPage.loading : own.loading;
  const networkStatus = fromScreen ? firstPage.networkStatus : own.networkStatus;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;

  const showMore = () => {
    const after = connection?.pageInfo.endCursor;
    if (!after) return;
    // the cache's pagination appends the page to the list shown
    const more = fromScreen
      ? firstPage.fetchMore({
          query: AssociationsDocument,
          variables: { filter, search: null, first: ASSOCIATIONS_PAGE_SIZE, after },
        })
      : own.fetchMore({ variables: { after } });
    more.catch((error: unknown) => console.error(error));
  };

  let body: React.ReactNode;
  if (!connection) {
    body = loading ? <Loading /> : <EmptyState title={emptyTitle} />;
  } else if (connection.edges.length === 0) {
    body = debounced ? (
      <EmptyState title={t('list_associations.empty_search', { search: debounced })} />
    ) : (
      <EmptyState
        title={emptyTitle}
        description={emptyDescription}
        action={
          emptyAction && (
            <ButtonLink to={emptyAction.to} variant="secondary">
              {emptyAction.label}
            </ButtonLink>
          )
        }
      />
    );
  } else {
    body = (
      <>
        <ListCount aria-live="polite">
          {t('list_associations.count', { count: connection.totalCount })}
        </ListCount>
        <ListGrid>
          {connection.edges.map(({ node }) => (
            <li key={node.id}>
              {renderItem ? renderItem(node) : <AssociationCard association={node} />}
            </li>
          ))}
        </ListGrid>
        {connection.pageInfo.hasNextPage && (
          <ShowMore
            label={t('list_associations.show_more')}
            onClick={showMore}
            busy={loadingMore}
          />
        )}
      </>
    );
  }

  return (
    <>
      <SearchField label={t('list_associations.search')} value={search} onChange={setSearch} />
      {body}
    </>
  );
}
