import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/server/deps';
import { createCatalogueService } from '../../src/server/features/catalogue/service';
import { createDemoSource } from '../../src/server/features/catalogue/sources/demo';
import type { CatalogueSource } from '../../src/server/features/catalogue/types';
import { homeBootBlock, indexWithBlock, scriptSafeJson } from '../../src/server/http/boot-data';

const depsWith = (source: CatalogueSource) =>
  ({
    services: { catalogue: createCatalogueService({ source, maxBytes: 8 * 1024 * 1024 }) },
  }) as unknown as AppDeps;

const parseBlock = (block: string) =>
  JSON.parse(
    block.replace(/^<script type="application\/json" id="boot-data">/, '').replace(/<\/script>$/, ''),
  );

describe('home data inside the page', () => {
  it('carries the home rows and image config as a JSON data block', async () => {
    const block = await homeBootBlock(depsWith(createDemoSource()), undefined, 5_000);
    expect(block).toMatch(/^<script type="application\/json" id="boot-data">\{.*\}<\/script>$/s);
    const data = parseBlock(block);
    expect(data.home.rows).toHaveLength(8);
    expect(data.home.rows[0].items.length).toBeGreaterThan(0);
    expect(data.config).toEqual({ imageBaseUrl: '/img', source: 'demo' });
  });

  it('goes without it when the catalogue does not answer in time, or fails', async () => {
    // A catalogue that never answers: only giving up at the deadline lets this return at all.
    const silent: CatalogueSource = {
      name: 'tmdb',
      imageBaseUrl: 'https://images.example/t/p',
      get: () => new Promise(() => {}),
    };
    expect(await homeBootBlock(depsWith(silent), undefined, 50)).toBe('');
    const failing: CatalogueSource = { ...silent, get: () => Promise.reject(new Error('down')) };
    expect(await homeBootBlock(depsWith(failing), undefined, 1_000)).toBe('');
  });

  it('cannot close its script element or open a comment, whatever the titles hold', () => {
    const hostile = { title: '</script><script>alert(1)</script><!-- \u2028\u2029' };
    const json = scriptSafeJson(hostile);
    expect(json).not.toMatch(/</);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it('adds the block at the end of the body of index.html', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'marquee-boot-'));
    const file = path.join(dir, 'index.html');
    writeFileSync(file, '<!doctype html><html><body><div id="root"></div></body></html>');
    expect(await indexWithBlock(file, '<script type="application/json" id="boot-data">{}</script>')).toBe(
      '<!doctype html><html><body><div id="root"></div><script type="application/json" id="boot-data">{}</script></body></html>',
    );
    expect(await indexWithBlock(file, '')).toBe(
      '<!doctype html><html><body><div id="root"></div></body></html>',
    );
  });
});
