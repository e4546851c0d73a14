import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Spinner } from '../../components/Spinner';
import { switchInputStyles } from '../../components/switchInput';
import { PUSH_SERVICE_TIMEOUT_MS } from './pushTimeout';
import { usePushSubscription } from './usePushSubscription';
import { theme } from '../../app/theme';

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
    color: ${theme.colors.textMuted};
    font-weight: 400;
  }
  input {
    ${switchInputStyles}
  }
`;

const Control = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  flex-shrink: 0;
`;

/**
 * The push notification switch of the settings (spec §4): disabled when not signed in, while a
 * change is under way (with a spinner), and where the browser cannot receive push notifications.
 * A push service that does not answer within `timeoutMs` ends the change with an error toast.
 */
export function PushSwitch({ timeoutMs = PUSH_SERVICE_TIMEOUT_MS }: { timeoutMs?: number }) {
  const { t } = useTranslation();
  const { availability, enabled, busy, setEnabled } = usePushSubscription(timeoutMs);
  const working = busy && availability === 'available';
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
      <Control>
        {working && <Spinner size={20} />}
        <input
          id="push-switch"
          type="checkbox"
          role="switch"
          checked={enabled}
          disabled={availability !== 'available' || busy}
          aria-busy={working ? true : undefined}
          aria-describedby="push-note"
          onChange={(event) => void setEnabled(event.target.checked)}
        />
      </Control>
    </Row>
  );
}
