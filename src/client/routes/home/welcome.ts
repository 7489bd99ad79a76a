import { getPreferences } from '../../lib/preferences';
import { KEYS, readJson, writeJson } from '../../lib/storage';

/** The welcome dialog appears 2000 ms after the home page loads. */
export const WELCOME_DELAY_MS = 2000;

/** Only on a first visit, and only while notifications are on. */
export function shouldShowWelcome(): boolean {
  return readJson<boolean>(KEYS.welcomeShown, false) !== true && getPreferences().notifications;
}

/**
 * A visitor who has already opened a dialog (Sign In, the phone menu…) before the 2 s are up is
 * busy: a second modal opening over it would take its focus and close it. The welcome then waits
 * for the next visit (nothing is recorded).
 */
export function dialogAlreadyOpen(doc: Document = document): boolean {
  return doc.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

export function recordWelcomeShown(): void {
  writeJson(KEYS.welcomeShown, true);
}
