import { render, screen } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/client/components/ErrorBoundary';
import { RECOVERY_GUARD_KEY } from '../../src/client/lib/recovery';
import { mockApi } from '../msw/app-api';

/** A screen whose chunk is gone, as the browser reports a failed dynamic import. */
function MissingChunk(): never {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/not-found-x1.js');
}

function Broken(): never {
  throw new Error('boom');
}

function mount(child: React.ReactNode) {
  return render(<ErrorBoundary resetKey="/missing">{child}</ErrorBoundary>);
}

describe('ErrorBoundary', () => {
  // React logs the caught error, and the boundary logs it again: expected here, so kept quiet.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('shows the fallback at once for an error that a reload cannot cure', async () => {
    mount(<Broken />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a loading state, not the error, while it checks whether a reload can cure a missing chunk', async () => {
    // The liveness check answers late, and with no answer at all: the server is out of reach.
    mockApi(
      http.get(/:\/\/[^/]+\/health$/, async () => {
        await delay(400);
        return HttpResponse.error();
      }),
    );
    mount(<MissingChunk />);
    expect((await screen.findByRole('status')).textContent).toBe('Loading…');
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    // The once-per-minute guard is taken before anything is awaited.
    expect(Number(sessionStorage.getItem(RECOVERY_GUARD_KEY))).toBeGreaterThan(0);

    // Out of reach, a reset would throw away the cached app: the fallback shows instead, and
    // the guard is given back so the reload can happen once the server answers again.
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeTruthy();
    expect(sessionStorage.getItem(RECOVERY_GUARD_KEY)).toBeNull();
  });

  it('shows the fallback when a reload already happened in the last minute', async () => {
    sessionStorage.setItem(RECOVERY_GUARD_KEY, String(Date.now()));
    mount(<MissingChunk />);
    await screen.findByRole('heading', { name: 'Something went wrong' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
