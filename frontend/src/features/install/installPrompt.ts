import { useSyncExternalStore } from 'react';

/** The browser's deferred install prompt (Chromium's `beforeinstallprompt`). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function emit() {
  listeners.forEach((listener) => listener());
}

if (typeof window !== 'undefined') {
  // Captured at start-up (main.tsx imports this module first): the event fires once, usually
  // long before the settings page is open.
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    emit();
  });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Install the app: the browser prompt when available, otherwise a returned `false` so the caller
 * shows the manual instructions (browser menu, or Safari's share button).
 */
export function useInstallPrompt() {
  const available = useSyncExternalStore(
    subscribe,
    () => deferred !== null,
    () => false,
  );
  const install = async (): Promise<boolean> => {
    if (!deferred) return false;
    const event = deferred;
    deferred = null;
    emit();
    await event.prompt();
    return true;
  };
  return { available, install };
}
