import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { EpisodeCredits } from '../../src/client/components/people/EpisodeCredits';
import { LanguageProvider } from '../../src/client/i18n/react';

const person = (id: number, name: string) => ({ id, name, profilePath: null });

describe('an episode’s credits on the watch page', () => {
  it('links the director, writers and guest stars to their person pages', async () => {
    render(
      <LanguageProvider>
        <Router>
          <EpisodeCredits
            episode={{
              directors: [person(1, 'Rich Moore')],
              writers: [person(2, 'Conan O’Brien'), person(3, 'Al Jean')],
              guestStars: [{ ...person(4, 'Michelle Pfeiffer'), character: 'Mindy' }],
            }}
          />
        </Router>
      </LanguageProvider>,
    );
    const directed = (await screen.findByText('Directed by')).parentElement!;
    expect(within(directed).getByRole('link', { name: 'Rich Moore' }).getAttribute('href')).toBe('/person/1');
    expect(screen.getByRole('link', { name: 'Al Jean' }).getAttribute('href')).toBe('/person/3');
    expect(screen.getByRole('link', { name: 'Michelle Pfeiffer' }).getAttribute('href')).toBe('/person/4');
  });

  it('says nothing when the source names no one (the demo’s episodes)', async () => {
    const { container } = render(
      <LanguageProvider>
        <Router>
          <EpisodeCredits episode={{ directors: [], writers: [], guestStars: [] }} />
          <EpisodeCredits episode={{ directors: [person(1, 'Rich Moore')], writers: [], guestStars: [] }} />
        </Router>
      </LanguageProvider>,
    );
    await screen.findByText('Directed by');
    expect(container.querySelectorAll('dl')).toHaveLength(1);
    expect(container.querySelectorAll('dt')).toHaveLength(1);
  });
});
