import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import './src/app/i18n';

// findBy*/waitFor wait 1 s by default; on CI's 2 cores, with the backend suites just finished, a
// mutation followed by a refetch through the mocked link has taken longer. 5 s keeps a real
// failure fast enough while a slow-but-correct screen passes.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no matchMedia: default to a mobile viewport, tests override per case.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

afterEach(() => {
  window.localStorage.clear();
});
