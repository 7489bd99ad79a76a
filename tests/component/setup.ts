import { cleanup, configure } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { activateLocale, loadMessages } from '../../src/client/i18n';
import { disconnectPreferences } from '../../src/client/lib/preferences';
import { ROUTES } from '../../src/client/routes/table';
import { NAMESPACES } from '../../src/shared/i18n/locales';
import { startAppApi } from '../msw/app-server';

/**
 * Component tests: the app's API is msw (tests/msw/app-api.ts) and anything it does not
 * answer fails the test that asked. jsdom lacks the scrolling and pointer-capture calls the
 * screens make.
 */
startAppApi({
  beforeCheck: () => {
    cleanup();
    // The preferences store lives outside React, and files share one module instance: a test's
    // sign-in (or profile switch) must not leave it connected, or its debounced save lands in
    // the next test, which never asked for it.
    disconnectPreferences();
    localStorage.clear();
    sessionStorage.clear();
  },
});

// The screens are lazy chunks: compiled here, once per worker (the project does not isolate
// files), so a test's waits measure the screen, not the compiler of a busy 2-core machine.
// The screens speak English, every namespace loaded up front.
beforeAll(async () => {
  await activateLocale('en');
  await loadMessages(...NAMESPACES);
});
beforeAll(() =>
  Promise.all(Object.values(ROUTES).map((route) => ('load' in route ? route.load() : undefined))),
);
// The first render of a worker still compiles the smaller lazy parts (menus, dialogs): on a
// loaded machine, seconds.
configure({ asyncUtilTimeout: 10_000 });

window.scrollTo = () => {};
window.scrollBy = () => {};
Element.prototype.scrollTo = () => {};
Element.prototype.scrollBy = () => {};
Element.prototype.scrollIntoView = () => {};
// Radix reads pointer capture on pointer up (a toast's swipe); jsdom has none.
Element.prototype.hasPointerCapture = () => false;
Element.prototype.setPointerCapture = () => {};
Element.prototype.releasePointerCapture = () => {};
