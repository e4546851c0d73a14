import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from './installPrompt';

/** iPhone and iPad (iPadOS presents itself as a Mac with a touch screen): Safari's share sheet. */
export function isIos(): boolean {
  const { userAgent, maxTouchPoints } = window.navigator;
  return (
    /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)
  );
}

/**
 * "Installa app" (spec §2, §8): the browser's own install prompt when it offered one, otherwise
 * an alert that explains how to install from the browser menu or Safari's share button.
 */
export function useInstallApp() {
  const { t } = useTranslation();
  const { available, install } = useInstallPrompt();
  const installApp = async () => {
    const prompted = await install();
    if (!prompted) window.alert(isIos() ? t('settings.install_ios') : t('settings.install_other'));
  };
  return { canPrompt: available, installApp };
}
