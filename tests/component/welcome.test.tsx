import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../src/client/i18n/react';
import { KEYS } from '../../src/client/lib/storage';
import { Welcome } from '../../src/client/routes/home/Welcome';
import { WELCOME_DELAY_MS } from '../../src/client/routes/home/welcome';

/** The first-visit welcome on its own clock: 2 s after the home page loads, unless busy. */
describe('Welcome', () => {
  beforeEach(() => {
    localStorage.removeItem(KEYS.welcomeShown);
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const passTheDelay = () =>
    act(async () => {
      vi.advanceTimersByTime(WELCOME_DELAY_MS + 10);
    });

  it('opens 2 s after the home page loads on a first visit', async () => {
    render(
      <LanguageProvider>
        <Welcome />
      </LanguageProvider>,
    );
    await act(async () => {
      vi.advanceTimersByTime(WELCOME_DELAY_MS - 100);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await passTheDelay();
    vi.useRealTimers();
    expect(await screen.findByRole('dialog', { name: 'Welcome to Marquee' })).toBeTruthy();
  });

  it('does not open over a dialog the visitor opened first (Sign In), and waits for the next visit', async () => {
    render(
      <LanguageProvider>
        <div role="dialog" aria-label="Sign In" />
        <Welcome />
      </LanguageProvider>,
    );
    await passTheDelay();
    vi.useRealTimers();
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.getAllByRole('dialog').map((d) => d.getAttribute('aria-label'))).toEqual(['Sign In']);
    expect(localStorage.getItem(KEYS.welcomeShown)).toBeNull();
  });
});
