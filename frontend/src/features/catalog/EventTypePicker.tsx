import { useQuery } from '@apollo/client/react';
import { EventTypesDocument } from '../../gql/graphql';
import { CatalogChips, type CatalogPickerProps } from './CatalogChips';

export type { CatalogPickerProps } from './CatalogChips';

/** Event types as chips (registration ≤ 6, profile preferences ≤ 6). */
export function EventTypePicker(props: CatalogPickerProps) {
  const { data, loading } = useQuery(EventTypesDocument, { context: { toastErrors: true } });
  return <CatalogChips {...props} name="eventTypes" items={data?.eventTypes} loading={loading} />;
}
