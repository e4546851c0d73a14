import styled from 'styled-components';
import { SWITCH_KNOB_TRAVEL, switchTrack } from './switchInput';
import { theme } from '../app/theme';

const Root = styled.button<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 6px 4px;
  border: none;
  background: none;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

const Track = styled.span<{ $checked: boolean }>`
  ${switchTrack}
  ${({ $checked }) => $checked && `background: ${theme.colors.primary};`}

  &::after {
    transform: translateX(${({ $checked }) => ($checked ? SWITCH_KNOB_TRAVEL : '0')});
  }
`;

export interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (next: boolean) => void;
  disabled?: boolean;
  /** A change is being saved: announced, and further presses are ignored */
  busy?: boolean;
  /** id of an element that gives context (e.g. the person the switch is about) */
  describedBy?: string;
}

/** On/off switch: a button with role="switch" and aria-checked, its visible label as its name. */
export function Switch({ label, checked, onChange, disabled, busy, describedBy }: SwitchProps) {
  return (
    <Root
      type="button"
      role="switch"
      aria-checked={checked}
      aria-busy={busy ? true : undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      $checked={checked}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
    >
      <Track aria-hidden="true" $checked={checked} />
      <span>{label}</span>
    </Root>
  );
}
