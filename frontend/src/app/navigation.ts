/**
 * Navigation from outside React (the Apollo error link). The router registers its navigate
 * function at start-up; before that, a full page load is the fallback.
 */
export interface NavigateOptions {
  replace?: boolean;
}

type Navigator = (to: string, options?: NavigateOptions) => void;

let navigator: Navigator | null = null;

export function setNavigator(next: Navigator | null): void {
  navigator = next;
}

export function navigateTo(to: string, options: NavigateOptions = {}): void {
  if (navigator) {
    navigator(to, options);
    return;
  }
  window.location.assign(to);
}
