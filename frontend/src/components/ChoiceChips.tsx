import { useId } from 'react';
import styled from 'styled-components';
import { ErrorText, HintText } from './Field.styles';
import { Fieldset } from './Fieldset';
import { theme } from '../app/theme';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0;
`;

const Chip = styled.label<{ $checked: boolean; $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 8px 14px;
  border-radius: ${theme.radius.round};
  border: 1px solid ${({ $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  background: ${({ $checked }) => ($checked ? theme.colors.primary : theme.colors.surface)};
  color: ${({ $checked }) => ($checked ? theme.colors.onPrimary : theme.colors.text)};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  user-select: none;

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface ChoiceOption {
  id: number;
  label: string;
}

export interface ChoiceChipsProps {
  legend: string;
  name: string;
  options: readonly ChoiceOption[];
  selected: readonly number[];
  onChange: (next: number[]) => void;
  /** Further options are disabled once this many are selected */
  max?: number;
  hint?: string;
  error?: string;
}

/** Multi-select as checkbox chips, with an upper bound (topics ≤ 3, event types ≤ 6). */
export function ChoiceChips({
  legend,
  name,
  options,
  selected,
  onChange,
  max,
  hint,
  error,
}: ChoiceChipsProps) {
  const id = useId();
  const full = max !== undefined && selected.length >= max;
  const toggle = (optionId: number) => {
    if (selected.includes(optionId)) {
      onChange(selected.filter((value) => value !== optionId));
    } else if (!full) {
      onChange([...selected, optionId]);
    }
  };
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Fieldset aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint && <HintText id={`${id}-hint`}>{hint}</HintText>}
      <Chips>
        {options.map((option) => {
          const checked = selected.includes(option.id);
          const disabled = !checked && full;
          return (
            <Chip key={option.id} $checked={checked} $disabled={disabled}>
              <input
                type="checkbox"
                name={name}
                value={option.id}
                checked={checked}
                disabled={disabled}
                onChange={() => toggle(option.id)}
              />
              {option.label}
            </Chip>
          );
        })}
      </Chips>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Fieldset>
  );
}
