import { getPreferences } from '../../lib/preferences';
import { KEYS, readJson, writeJson } from '../../lib/storage';

/** The welcome dialog appears 2000 ms after the home page loads. */
export const WELCOME_DELAY_MS = 2000;

/** Only on a first visit, and only while notifications are on. */
export function shouldShowWelcome(): boolean {
  return readJson<boolean>(KEYS.welcomeShown, false) !== true && getPreferences().notifications;
}

export function recordWelcomeShown(): void {
  writeJson(KEYS.welcomeShown, true);
}
