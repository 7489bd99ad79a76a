import { describe, expect, it } from 'vitest';
import {
  catalogueLanguage,
  DEFAULT_CATALOGUE_LANGUAGE,
  TMDB_LANGUAGE,
  validRegion,
} from '../../src/server/features/catalogue/language';
import { pickTrailer } from '../../src/server/features/catalogue/map';
import { resolveRequest } from '../../src/server/features/catalogue/paths';
import { headerLanguage } from '../../src/server/features/catalogue/rest';
import { createCatalogueService } from '../../src/server/features/catalogue/service';
import type { CatalogueParams, CatalogueSource } from '../../src/server/features/catalogue/types';
import { requestLanguage } from '../../src/server/i18n/request';
import { CATALOGUE_LOCALES } from '../../src/shared/i18n/locales';

/** The catalogue's language and region, from the request to the cache key. */

describe('catalogueLanguage', () => {
  it('maps every interface language to one TMDB language tag', () => {
    expect(Object.keys(TMDB_LANGUAGE).sort()).toEqual([...CATALOGUE_LOCALES].sort());
    for (const tag of Object.values(TMDB_LANGUAGE)) expect(tag).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
    expect(catalogueLanguage({ locale: 'fr', region: 'FR' })).toEqual({
      language: 'fr-FR',
      iso639: 'fr',
      region: 'FR',
    });
    expect(catalogueLanguage({ locale: 'pt-BR', region: 'BR' })).toMatchObject({
      language: 'pt-BR',
      iso639: 'pt',
    });
    expect(catalogueLanguage({ locale: 'ar', region: 'EG' })).toMatchObject({
      language: 'ar-SA',
      region: 'EG',
    });
  });

  it('defaults to English and the US, and lets only regions with streaming providers through', () => {
    expect(catalogueLanguage(undefined)).toBe(DEFAULT_CATALOGUE_LANGUAGE);
    expect(DEFAULT_CATALOGUE_LANGUAGE).toEqual({ language: 'en-US', iso639: 'en', region: 'US' });
    expect(catalogueLanguage(requestLanguage(undefined))).toBe(DEFAULT_CATALOGUE_LANGUAGE);
    expect(catalogueLanguage(requestLanguage('en-GB')).region).toBe('GB');
    // An unknown region falls back to the language alone: the very same object, one cache key.
    expect(catalogueLanguage(requestLanguage('en-ZZ'))).toBe(DEFAULT_CATALOGUE_LANGUAGE);
    expect(catalogueLanguage(requestLanguage('fr-AQ'))).toBe(catalogueLanguage(requestLanguage('fr')));
    for (const bad of ['br', 'BRA', 'B', '', ' US', 'U&', 'ÜS', '12', 'ZZ', 'AQ', 'QQ', undefined, 42]) {
      expect(validRegion(bad)).toBe('US');
      expect(catalogueLanguage({ locale: 'de', region: bad as string }).region).toBe('US');
    }
    expect(catalogueLanguage({ locale: 'xx' as never, region: 'GB' })).toMatchObject({
      language: 'en-US',
      region: 'GB',
    });
  });
});

describe('resolveRequest with the reader language', () => {
  it('adds the language where the path takes one, and a query language wins', () => {
    expect(resolveRequest('movie/popular', {}, { language: 'fr-FR' }).key).toBe(
      'movie/popular?language=fr-FR',
    );
    expect(resolveRequest('movie/popular', { language: 'de-DE' }, { language: 'fr-FR' }).params).toEqual({
      language: 'de-DE',
    });
    // Paths without text have no language to take.
    expect(resolveRequest('movie/550/external_ids', {}, { language: 'fr-FR' }).key).toBe(
      'movie/550/external_ids',
    );
    expect(resolveRequest('configuration', {}, { language: 'fr-FR' }).key).toBe('configuration');
  });

  it('keeps the watch region in provider requests only', () => {
    const provider = resolveRequest(
      'discover/tv',
      { with_watch_providers: '8', watch_region: 'BR' },
      { language: 'pt-BR' },
    );
    expect(provider.key).toBe('discover/tv?language=pt-BR&watch_region=BR&with_watch_providers=8');
    expect(resolveRequest('genre/tv/list', {}, { language: 'pt-BR' }).key).toBe(
      'genre/tv/list?language=pt-BR',
    );
  });

  it('for a source without languages: checks, then drops language and region parameters', () => {
    const demo = { localized: false } as const;
    const r = resolveRequest(
      'discover/movie',
      { with_watch_providers: '8', watch_region: 'fr', language: 'fr-FR', region: 'FR' },
      demo,
    );
    expect(r.key).toBe('discover/movie?with_watch_providers=8');
    expect(
      resolveRequest('movie/550', { include_video_language: 'fr,en', language: 'fr-FR' }, demo).key,
    ).toBe('movie/550');
    expect(() => resolveRequest('movie/popular', { language: 'french' }, demo)).toThrow(/language must be/);
  });
});

describe('a service in front of a source', () => {
  const recording = (localized: boolean) => {
    const calls: Array<{ path: string; params: CatalogueParams }> = [];
    const source: CatalogueSource = {
      name: localized ? 'tmdb' : 'demo',
      imageBaseUrl: '/img',
      localized,
      async get(path, params) {
        calls.push({ path, params });
        return { path, params };
      },
    };
    return { calls, svc: createCatalogueService({ source, maxBytes: 1 << 20 }) };
  };
  const fr = catalogueLanguage({ locale: 'fr', region: 'FR' });
  const ja = catalogueLanguage({ locale: 'ja', region: 'JP' });

  it('localized: asks in the language, English by default, one entry per language', async () => {
    const { calls, svc } = recording(true);
    await svc.get('genre/movie/list', {}, fr);
    await svc.get('genre/movie/list', {}, fr);
    await svc.get('genre/movie/list', {}, ja);
    await svc.get('genre/movie/list');
    expect(calls.map((c) => c.params.language)).toEqual(['fr-FR', 'ja-JP', 'en-US']);
    expect(svc.stats().totalKeys).toBe(3);
  });

  it('not localized: never sees a language, one entry for all', async () => {
    const { calls, svc } = recording(false);
    await svc.get('genre/movie/list', {}, fr);
    await svc.get('genre/movie/list', {}, ja);
    await svc.get('discover/movie', { with_watch_providers: '8', watch_region: 'JP' }, ja);
    await svc.get('discover/movie', { with_watch_providers: '8', watch_region: 'US' });
    expect(calls).toEqual([
      { path: 'genre/movie/list', params: {} },
      { path: 'discover/movie', params: { with_watch_providers: '8' } },
    ]);
    expect(svc.localized).toBe(false);
  });
});

describe('pickTrailer in a language', () => {
  const video = (iso: string, key: string, type = 'Trailer') => ({
    iso_639_1: iso,
    key,
    name: key,
    site: 'YouTube',
    type,
  });

  it("prefers the reader's trailer, then any trailer, then the reader's other videos", () => {
    const en = video('en', 'en-trailer1');
    const frTeaser = video('fr', 'fr-teaser01', 'Teaser');
    const fr = video('fr', 'fr-trailer1');
    expect(pickTrailer({ results: [en, frTeaser, fr] }, 'fr')?.key).toBe('fr-trailer1');
    expect(pickTrailer({ results: [en, frTeaser] }, 'fr')?.key).toBe('en-trailer1');
    expect(pickTrailer({ results: [video('en', 'en-clip0001', 'Clip'), frTeaser] }, 'fr')?.key).toBe(
      'fr-teaser01',
    );
    expect(pickTrailer({ results: [en, fr] })?.key).toBe('en-trailer1');
    expect(pickTrailer({ results: [] }, 'fr')).toBeNull();
  });
});

describe('headerLanguage (the REST facade)', () => {
  it("gives a request without its own language the header's, except English", () => {
    expect(headerLanguage('fr-FR,fr;q=0.9')).toBe('fr-FR');
    expect(headerLanguage('es-MX')).toBe('es-ES');
    expect(headerLanguage(['ja', 'en'])).toBe('ja-JP');
    expect(headerLanguage('pt')).toBe('pt-BR');
    for (const none of [undefined, '', '*', 'en-GB', 'it-IT', 'x'.repeat(600)]) {
      expect(headerLanguage(none)).toBeUndefined();
    }
    // Read once, then remembered: the same answer.
    expect(headerLanguage('fr-FR,fr;q=0.9')).toBe('fr-FR');
  });
});
