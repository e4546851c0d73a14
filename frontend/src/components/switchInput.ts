import { css } from 'styled-components';
import { theme } from '../app/theme';

/**
 * The switch's track and knob, shared by the native checkbox switch below and the button
 * `Switch`: a 44 × 24 track with an 18 px knob; each adds its own "on" state (the knob moves by
 * `SWITCH_KNOB_TRAVEL` and the track takes the primary colour).
 */
export const switchTrack = css`
  position: relative;
  flex-shrink: 0;
  width: 44px;
  height: 24px;
  border-radius: ${theme.radius.round};
  background: ${theme.colors.border};
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
    transition: transform 150ms ease;
  }
`;

export const SWITCH_KNOB_TRAVEL = '20px';

/**
 * The look of a native `<input type="checkbox" role="switch">` as an on/off switch (the push
 * switch, the e-mail choices): the track whose knob slides right when checked. Interpolate it
 * inside the input's rule: `input { ${switchInputStyles} }`.
 */
export const switchInputStyles = css`
  appearance: none;
  margin: 0;
  cursor: pointer;
  ${switchTrack}

  &:checked {
    background: ${theme.colors.primary};
  }
  &:checked::after {
    transform: translateX(${SWITCH_KNOB_TRAVEL});
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
