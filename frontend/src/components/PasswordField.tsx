import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField, type TextFieldProps } from './TextField';
import { EyeIcon, EyeOffIcon } from './icons';
import { theme } from '../app/theme';

const ToggleButton = styled.button`
  position: absolute;
  right: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: ${theme.radius.small};
  background: transparent;
  color: ${theme.colors.textMuted};
  cursor: pointer;
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'adornment'>;

/** Password input with a show/hide toggle (spec §2). */
export function PasswordField({ style, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      style={{ paddingRight: 48, ...style }}
      adornment={
        <ToggleButton
          type="button"
          onClick={() => setVisible((current) => !current)}
          aria-label={visible ? t('common.hide_password') : t('common.show_password')}
          aria-pressed={visible}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      }
    />
  );
}
