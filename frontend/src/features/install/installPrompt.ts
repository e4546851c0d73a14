import { useSyncExternalStore } from 'react';
import {
  installPromptAvailable,
  subscribeInstallPrompt,
  takeInstallPrompt,
} from './installPromptStore';

export type { BeforeInstallPromptEvent } from './installPromptStore';

/**
 * Install the app: the browser prompt when available, otherwise a returned `false` so the caller
 * shows the manual instructions (browser menu, or Safari's share button).
 */
export function useInstallPrompt() {
  const available = useSyncExternalStore(
    subscribeInstallPrompt,
    installPromptAvailable,
    () => false,
  );
  const install = async (): Promise<boolean> => {
    const event = takeInstallPrompt();
    if (!event) return false;
    await event.prompt();
    return true;
  };
  return { available, install };
}
