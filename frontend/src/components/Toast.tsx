import { useReactiveVar } from '@apollo/client/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { closeToast, toastVar, type ToastType } from '../app/clientState';
import { CloseIcon } from './icons';
import { theme } from '../app/theme';

export const TOAST_AUTO_CLOSE_MS = 5000;

const Region = styled.div`
  position: fixed;
  top: 16px;
  right: 16px;
  left: 16px;
  z-index: 1100;
  display: flex;
  justify-content: flex-end;
  pointer-events: none;

  ${theme.media.sm} {
    left: auto;
    max-width: 420px;
  }
`;

const Box = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: 12px;
  width: 100%;
  padding: 12px 12px 12px 16px;
  border-radius: ${theme.radius.small};
  box-shadow: ${theme.shadow.raised};
  pointer-events: auto;
  color: #fff;
  background: ${({ $type }) =>
    ({
      error: theme.colors.error,
      success: theme.colors.success,
      warning: theme.colors.warningText,
      info: theme.colors.info,
    })[$type]};

  p {
    flex: 1;
    margin: 0;
    padding-top: 6px;
  }
  button {
    flex-shrink: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 36px;
    height: 36px;
    border: none;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

/**
 * The one toast of the app (spec §4): top right, closed by its button or after 5 s; a click
 * elsewhere leaves it open.
 */
export function ToastHost() {
  const { t } = useTranslation();
  const toast = useReactiveVar(toastVar);

  useEffect(() => {
    if (!toast.open) return;
    const timer = window.setTimeout(closeToast, TOAST_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <Region>
      {toast.open && (
        <Box
          $type={toast.type}
          role={toast.type === 'error' ? 'alert' : 'status'}
          aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
        >
          <p>{toast.message}</p>
          <button type="button" onClick={closeToast} aria-label={t('common.close_message')}>
            <CloseIcon size={20} />
          </button>
        </Box>
      )}
    </Region>
  );
}
