import { useQuery } from '@apollo/client/react';
import { TopicsDocument } from '../../gql/graphql';
import { CatalogChips, type CatalogPickerProps } from './CatalogChips';

/** Topics of an association as chips (≤ 3). */
export function TopicPicker(props: CatalogPickerProps) {
  const { data, loading } = useQuery(TopicsDocument, { context: { toastErrors: true } });
  return <CatalogChips {...props} name="topics" items={data?.topics} loading={loading} />;
}
