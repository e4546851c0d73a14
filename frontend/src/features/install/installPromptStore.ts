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
  // Captured by the entry (main.tsx imports this module, which imports nothing, before the app
  // starts): the event fires once, usually long before the settings page is open.
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

export function subscribeInstallPrompt(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const installPromptAvailable = () => deferred !== null;

/** The prompt, once: the browser allows each deferred prompt to be shown a single time. */
export function takeInstallPrompt(): BeforeInstallPromptEvent | null {
  const event = deferred;
  deferred = null;
  if (event) emit();
  return event;
}
