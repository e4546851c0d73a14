import { useTranslation } from 'react-i18next';
import { ChoiceChips } from '../../components/ChoiceChips';
import { Loading } from '../../components/Spinner';

export interface CatalogPickerProps {
  selected: readonly number[];
  onChange: (next: number[]) => void;
  max: number;
  legend: string;
  error?: string;
}

interface CatalogChipsProps extends CatalogPickerProps {
  name: string;
  items: readonly { id: number; name: string }[] | undefined;
  loading: boolean;
}

/** A catalogue list (topics, event types) as chips with an "up to N" hint. */
export function CatalogChips({
  name,
  items,
  loading,
  selected,
  onChange,
  max,
  legend,
  error,
}: CatalogChipsProps) {
  const { t } = useTranslation();
  if (loading && !items) return <Loading />;
  return (
    <ChoiceChips
      legend={legend}
      name={name}
      options={(items ?? []).map(({ id, name: label }) => ({ id, label }))}
      selected={selected}
      onChange={onChange}
      max={max}
      hint={t('catalog.choose_up_to', { max, selected: selected.length })}
      error={error}
    />
  );
}
