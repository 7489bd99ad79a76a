import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aliasFor, rewrite } from '../../scripts/codemods/use-aliases.mjs';

/** The alias codemod on text only: it never runs on the tree from a test. */
const root = path.resolve(import.meta.dirname, '../..');
const file = path.join(root, 'src/server/features/catalogue/sources/demo/index.ts');

describe('scripts/codemods/use-aliases.mjs', () => {
  it('turns imports three or more folders up into the area alias', () => {
    expect(aliasFor(file, '../../../../../shared/catalogue')).toBe('@shared/catalogue');
    expect(aliasFor(file, '../../../../errors')).toBe('@server/errors');
    expect(aliasFor(file, '../../../platform/service')).toBe('@server/features/platform/service');
  });

  it('leaves shallow imports and targets outside src alone', () => {
    expect(aliasFor(file, '../../types')).toBeNull();
    expect(aliasFor(file, './catalogue')).toBeNull();
    const test = path.join(root, 'tests/unit/deep/x.test.ts');
    expect(aliasFor(test, '../../../package.json')).toBeNull();
  });

  it('rewrites every kind of module reference and nothing else', () => {
    const before = [
      "import type { X } from '../../../../errors';",
      'export { y } from "../../../../../shared/text";',
      "import '../../../../../shared/side-effect';",
      "const m = await import('../../../../env');",
      "vi.mock('../../../../redis');",
      "import { z } from '../../types';",
      "const s = 'see ../../../../errors';",
    ].join('\n');
    const { text, count } = rewrite(file, before);
    expect(count).toBe(5);
    expect(text.split('\n')).toEqual([
      "import type { X } from '@server/errors';",
      'export { y } from "@shared/text";',
      "import '@shared/side-effect';",
      "const m = await import('@server/env');",
      "vi.mock('@server/redis');",
      "import { z } from '../../types';",
      "const s = 'see ../../../../errors';",
    ]);
  });
});
