import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { ShowMore } from '../../components/ListGrid';
import { PageHeading } from '../../components/PageTitle';
import { Loading } from '../../components/Spinner';
import { SearchField } from '../../components/SearchField';
import { DetailPane, ItemButton, ItemLink, Split } from './MasterDetail';

interface MasterDetailPageProps {
  heading: ReactNode;
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  /** the list (or its loading / empty state) */
  list: ReactNode;
  /** what the detail pane shows on wide screens; narrow screens navigate instead */
  detail: ReactNode;
  detailLabel: string;
  isDesktop: boolean;
  /** "Mostra altri" under the list while the server has more */
  more?: { onClick: () => void; busy: boolean } | null;
}

/**
 * The page of a searchable master list (notifications, sent notifications, questions): heading,
 * search, then the list with the selected item at its right on wide screens (> 991 px), or the list
 * alone on narrow ones, where an item is a screen of its own.
 */
export function MasterDetailPage({
  heading,
  searchLabel,
  search,
  onSearch,
  list,
  detail,
  detailLabel,
  isDesktop,
  more,
}: MasterDetailPageProps) {
  const { t } = useTranslation();
  const column = (
    <>
      {list}
      {more && <ShowMore label={t('common.show_more')} onClick={more.onClick} busy={more.busy} />}
    </>
  );
  return (
    <>
      <PageHeading>{heading}</PageHeading>
      <SearchField label={searchLabel} value={search} onChange={onSearch} />
      {isDesktop ? (
        <Split>
          <div>{column}</div>
          <DetailPane aria-label={detailLabel}>{detail}</DetailPane>
        </Split>
      ) : (
        column
      )}
    </>
  );
}

interface ListStateOptions<T> {
  items: readonly T[] | undefined;
  loading: boolean;
  loadError: string;
  /** the (debounced) search, to say nothing matched it */
  search: string;
  emptySearch: string;
  /** the empty state when there is nothing at all */
  empty: ReactNode;
}

/**
 * A master list: its rows when there are some, otherwise loading, the load error, "nothing
 * matches the search", or the list's own empty state.
 */
export function listOrState<T>(
  o: ListStateOptions<T>,
  rows: (items: readonly T[]) => ReactNode,
): ReactNode {
  if (!o.items) return o.loading ? <Loading /> : <EmptyState title={o.loadError} />;
  if (o.items.length > 0) return rows(o.items);
  return o.search ? <EmptyState title={o.emptySearch} /> : o.empty;
}

interface MasterItemProps {
  isDesktop: boolean;
  selected: boolean;
  unread: boolean;
  /** wide screens: show it in the detail pane */
  onSelect: () => void;
  /** narrow screens: its own screen */
  to: string;
  children: ReactNode;
}

/** One row of a master list: a button selecting it (wide screens) or a link to it (narrow). */
export function MasterItem({
  isDesktop,
  selected,
  unread,
  onSelect,
  to,
  children,
}: MasterItemProps) {
  return isDesktop ? (
    <ItemButton
      type="button"
      $unread={unread}
      $selected={selected}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
    >
      {children}
    </ItemButton>
  ) : (
    <ItemLink to={to} $unread={unread}>
      {children}
    </ItemLink>
  );
}
