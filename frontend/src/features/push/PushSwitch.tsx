import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { switchInputStyles } from '../../components/switchInput';
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
    ${switchInputStyles}
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
