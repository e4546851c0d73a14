import { SHIFT_COLORS } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorText } from '../../../components/Field.styles';
import { Fieldset } from '../../../components/Fieldset';
import { theme } from '../../../app/theme';

const Swatches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Swatch = styled.label<{ $color: string; $checked: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  box-shadow: ${({ $checked }) =>
    $checked ? `0 0 0 3px ${theme.colors.surface}, 0 0 0 6px ${theme.colors.text}` : 'none'};
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 6px;
  }
  &::after {
    content: ${({ $checked }) => ($checked ? "'✓'" : 'none')};
    color: #fff;
    font-weight: 800;
  }
`;

export interface ShiftColorPickerProps {
  /** Unique name of the radio group */
  name: string;
  value: string;
  onChange: (color: string) => void;
  error?: string;
}

/** The 9 colours of the shift palette as a radio group; each swatch is named ('Blu', 'Viola' …). */
export function ShiftColorPicker({ name, value, onChange, error }: ShiftColorPickerProps) {
  const { t } = useTranslation();
  return (
    <Fieldset>
      <legend>{t('event_form.shift_color')}</legend>
      <Swatches>
        {SHIFT_COLORS.map((color) => {
          const checked = value.toLowerCase() === color;
          const label = t(`colors.${color.slice(1)}`);
          return (
            <Swatch key={color} $color={color} $checked={checked} title={label}>
              <input
                type="radio"
                name={name}
                value={color}
                checked={checked}
                onChange={() => onChange(color)}
              />
              <span className="visually-hidden">{label}</span>
            </Swatch>
          );
        })}
      </Swatches>
      {error && <ErrorText>{error}</ErrorText>}
    </Fieldset>
  );
}
