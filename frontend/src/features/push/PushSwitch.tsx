import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { usePushSubscription } from './usePushSubscription';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 12px 20px;

  label {
    font-weight: 500;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 400;
  }
  input {
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
  }
  input::after {
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
  input:checked {
    background: ${({ theme }) => theme.colors.primary};
  }
  input:checked::after {
    transform: translateX(20px);
  }
  input:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  input[aria-busy='true'] {
    cursor: progress;
  }
`;

/**
 * The push notification switch of the settings (spec §4): disabled when not signed in, while a
 * change is under way, and where the browser cannot receive push notifications.
 */
export function PushSwitch() {
  const { t } = useTranslation();
  const { availability, enabled, busy, setEnabled } = usePushSubscription();
  const note =
    availability === 'unsupported'
      ? t('settings.push_unsupported')
      : availability === 'signed-out'
        ? t('settings.push_signed_out')
        : enabled
          ? t('settings.push_on')
          : t('settings.push_off');
  return (
    <Row>
      <label htmlFor="push-switch">
        {t('settings.push_notifications')}
        <small id="push-note">{note}</small>
      </label>
      <input
        id="push-switch"
        type="checkbox"
        role="switch"
        checked={enabled}
        disabled={availability !== 'available' || busy}
        aria-busy={busy && availability === 'available' ? true : undefined}
        aria-describedby="push-note"
        onChange={(event) => void setEnabled(event.target.checked)}
      />
    </Row>
  );
}
