import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { theme } from '../app/theme';

export type ButtonVariant = 'primary' | 'secondary' | 'text' | 'danger';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $fullWidth?: boolean;
}

const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 44px;
  padding: 10px 20px;
  border-radius: ${theme.radius.small};
  border: 2px solid transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  transition:
    background-color 150ms ease,
    color 150ms ease;

  ${({ $variant = 'primary' }) => {
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${theme.colors.surface};
          color: ${theme.colors.primary};
          border-color: ${theme.colors.primary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryLight};
          }
        `;
      case 'text':
        return css`
          background: transparent;
          color: ${theme.colors.primary};
          padding-inline: 8px;
          &:hover:not(:disabled) {
            text-decoration: underline;
          }
        `;
      case 'danger':
        return css`
          background: ${theme.colors.error};
          color: #fff;
          &:hover:not(:disabled) {
            filter: brightness(0.92);
          }
        `;
      default:
        return css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryDark};
          }
        `;
    }
  }}

  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

type NativeButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement>;

export interface ButtonProps extends NativeButtonProps {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

export function Button({ variant, fullWidth, type = 'button', ...rest }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $fullWidth={fullWidth} {...rest} />;
}

export interface ButtonLinkProps extends React.ComponentProps<typeof Link> {
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({ variant, fullWidth, ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $fullWidth={fullWidth} {...rest} />;
}
