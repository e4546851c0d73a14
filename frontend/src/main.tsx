// The entry of the web app: as small as a script can be, so the browser draws the document —
// a prerendered public screen, or the signed-in frame — before the app's code runs. A module
// script that has already arrived when the document is parsed runs before the first frame, and
// evaluating the app takes about a second on a slow phone; the app's chunks download meanwhile
// all the same (index.html announces them: build/startupChunks.ts) — or, for a prerendered
// public screen, from the first frame on (announceScripts).
import './features/install/installPromptStore';
import { startEarlyScreenData } from './app/earlyScreenData';
import { EARLY_SCREENS } from './app/earlyScreens';
import { STORAGE_KEYS } from './app/storageKeys';

// the screen's data first: Home's or an event's request leaves now, while the app's code is
// still on its way (app/earlyScreenData.ts)
startEarlyScreenData(
  EARLY_SCREENS,
  window.location,
  window.localStorage.getItem(STORAGE_KEYS.accessToken),
);

/** When the document's content shows without anything painted yet, the app starts anyway. */
const PAINT_AWAITED_MS = 3000;

/**
 * After the browser has drawn the document once; at once in a hidden tab, which draws nothing.
 * A document with content (a prerendered screen, the signed-in frame) waits for its first
 * contentful paint as the browser reports it — the frame on the screen, not only drawn by the
 * main thread; an empty one (index.html, which the service worker answers with) for one frame:
 * a requestAnimationFrame callback runs before the frame is drawn, a message posted from it after.
 */
function afterFirstFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    document.addEventListener('visibilitychange', () => resolve(), { once: true });
    const hasContent = document.getElementById('root')?.hasChildNodes() ?? false;
    if (hasContent && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      const observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      });
      observer.observe({ type: 'paint', buffered: true });
      setTimeout(resolve, PAINT_AWAITED_MS);
      return;
    }
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  });
}

/**
 * A prerendered public screen announces its scripts inside `<template data-after-first-frame>`
 * (build/prerender.mjs): inert until now, they download from here, in parallel.
 */
function announceScripts() {
  for (const template of document.querySelectorAll<HTMLTemplateElement>(
    'template[data-after-first-frame]',
  ))
    document.head.append(template.content);
}

void afterFirstFrame()
  .then(() => {
    announceScripts();
    return import('./boot');
  })
  .catch((error: unknown) => {
    // the app's code did not arrive (offline without the service worker's copy): the document
    // stays as it is, and the console says why
    console.error('Insieme non è partita:', error);
  });
