import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startI18n } from './i18n';
import { trackInputModality } from './lib/input-modality';
import { installRecovery } from './lib/recovery';
import { registerServiceWorker } from './lib/sw';
import './styles.css';

/**
 * The stylesheet: the built page only preloads it (vite.config.ts, so the start-up frame paints
 * without it); applied here, and the first render waits for it. Development injects it itself.
 */
function applyStylesheet(): Promise<void> {
  const preload = document.querySelector<HTMLLinkElement>('link[data-app-css]');
  if (!preload) return Promise.resolve();
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.crossOrigin = 'anonymous'; // as the preload was asked, so its response is used
  sheet.href = preload.href;
  // A stylesheet that cannot load (offline without the worker's copy) must not hold the page.
  const applied = new Promise<void>((resolve) => {
    sheet.onload = sheet.onerror = () => resolve();
  });
  document.head.append(sheet);
  return applied;
}
const styled = applyStylesheet();

// Before the first render, so a lazy screen failing to load during start-up is caught too.
if (import.meta.env.PROD) installRecovery();
registerServiceWorker();
trackInputModality();

// The first render as a transition: React renders it in slices of a few milliseconds and
// lets the browser paint and take input in between, instead of one long task (Lighthouse
// counted 200+ ms of blocking time on a phone for that task alone).
// The language's start-up messages first (one small chunk each, fetched in parallel with the
// screen's data): the first render is already in the visitor's language.
const root = createRoot(document.getElementById('root')!);
// The stylesheet's start-up screen (#boot) is painted before the app's first render starts, so
// a slow phone shows the page's frame at once instead of a blank screen while it renders.
const painted = new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
void Promise.all([startI18n(), painted, styled]).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  }),
);
