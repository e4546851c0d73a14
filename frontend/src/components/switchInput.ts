import { css } from 'styled-components';

/**
 * The look of a native `<input type="checkbox" role="switch">` as an on/off switch (the push
 * switch, the e-mail choices): a 44 × 24 track whose knob slides right when checked. Interpolate it
 * inside the input's rule: `input { ${switchInputStyles} }`.
 */
export const switchInputStyles = css`
  appearance: none;
  position: relative;
  flex-shrink: 0;
  width: 44px;
  height: 24px;
  margin: 0;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme }) => theme.colors.border};
  cursor: pointer;
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
  &:checked {
    background: ${({ theme }) => theme.colors.primary};
  }
  &:checked::after {
    transform: translateX(20px);
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;
