import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../components/ChoiceChips';
import { Loading } from '../../components/Spinner';
import { TopicsDocument } from '../../gql/graphql';
import type { CatalogPickerProps } from './EventTypePicker';

/** Topics of an association as chips (≤ 3). */
export function TopicPicker({ selected, onChange, max, legend, error }: CatalogPickerProps) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(TopicsDocument);
  if (loading && !data) return <Loading />;
  const options = (data?.topics ?? []).map(({ id, name }) => ({ id, label: name }));
  return (
    <ChoiceChips
      legend={legend}
      name="topics"
      options={options}
      selected={selected}
      onChange={onChange}
      max={max}
      hint={t('catalog.choose_up_to', { max, selected: selected.length })}
      error={error}
    />
  );
}
