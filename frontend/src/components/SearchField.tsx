import { useId } from 'react';
import styled from 'styled-components';
import { inputStyles } from './Field.styles';
import { ExploreIcon } from './icons';
import { theme } from '../app/theme';

const Wrapper = styled.div`
  position: relative;
  margin-bottom: 16px;

  svg {
    position: absolute;
    top: 50%;
    left: 12px;
    transform: translateY(-50%);
    color: ${theme.colors.textMuted};
    pointer-events: none;
  }
`;

const Input = styled.input<{ $invalid?: boolean }>`
  ${inputStyles}
  padding-left: 40px;
`;

export interface SearchFieldProps {
  /** Accessible name (also the placeholder) */
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A search box in a search landmark; the caller debounces the value it queries with. */
export function SearchField({ label, value, onChange }: SearchFieldProps) {
  const id = useId();
  return (
    <Wrapper role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <ExploreIcon size={20} />
      <Input
        id={id}
        type="search"
        value={value}
        placeholder={label}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </Wrapper>
  );
}
