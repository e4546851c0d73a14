import styled from 'styled-components';

const Root = styled.button<{ $checked: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 6px 4px;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.text};
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
  position: relative;
  flex-shrink: 0;
  width: 44px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  transition: background-color 150ms ease;

  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: #fff;
    transform: translateX(${({ $checked }) => ($checked ? '20px' : '0')});
    transition: transform 150ms ease;
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
