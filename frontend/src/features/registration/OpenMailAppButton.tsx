import { LIMITS } from '@insieme/schema';
import { useTranslation } from 'react-i18next';
import { useIsDesktop } from '../../app/useIsDesktop';
import { Button } from '../../components/Button';
import { MailIcon } from '../../components/icons';

/**
 * Opens the mail app (mailto:). On mobile the hand-off waits 500 ms so the tap feedback is seen
 * before the browser leaves for the app (spec §2).
 */
export function OpenMailAppButton() {
  const { t } = useTranslation();
  const isDesktop = useIsDesktop();
  const open = () => {
    const go = () => window.location.assign('mailto:');
    if (isDesktop) go();
    else window.setTimeout(go, LIMITS.mailAppOpenDelayMs);
  };
  return (
    <Button type="button" onClick={open} fullWidth>
      <MailIcon size={20} />
      {t('send_mail.open_mail')}
    </Button>
  );
}
