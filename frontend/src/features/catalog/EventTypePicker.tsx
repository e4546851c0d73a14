import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../components/ChoiceChips';
import { Loading } from '../../components/Spinner';
import { EventTypesDocument } from '../../gql/graphql';

export interface CatalogPickerProps {
  selected: readonly number[];
  onChange: (next: number[]) => void;
  max: number;
  legend: string;
  error?: string;
}

/** Event types as chips (registration ≤ 6, profile preferences ≤ 6). */
export function EventTypePicker({ selected, onChange, max, legend, error }: CatalogPickerProps) {
  const { t } = useTranslation();
  const { data, loading } = useQuery(EventTypesDocument);
  if (loading && !data) return <Loading />;
  const options = (data?.eventTypes ?? []).map(({ id, name }) => ({ id, label: name }));
  return (
    <ChoiceChips
      legend={legend}
      name="eventTypes"
      options={options}
      selected={selected}
      onChange={onChange}
      max={max}
      hint={t('catalog.choose_up_to', { max, selected: selected.length })}
      error={error}
    />
  );
}
