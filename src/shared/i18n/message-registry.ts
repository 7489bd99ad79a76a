/**
 * What the server says, by its English words (issue 18). Messages are written in English where
 * they are produced (zod schemas, AppError, constants) and translated where they leave: the
 * server's tRPC error formatter and REST answers, and the browser's own form checks, which run
 * the same shared schemas. This registry finds the `messages` catalogue key of an English
 * message, from the English catalogue itself:
 * - a message without placeholders is looked up as it is;
 * - a message with placeholders (`Please try again in {seconds, number} seconds.`) becomes a
 *   pattern that matches the English text and reads the values back (`{name}` any text,
 *   `{name, number}` and a plural's `#` a number, a plural any of its branches);
 * - `field: message` (how a generic zod message names its field) is the message translated,
 *   with the field kept (key FIELD_PREFIX_KEY).
 * Anything else is not a known message and stays as it is (English).
 */

export type MessageValues = Record<string, string | number>;

export interface MessageMatch {
  key: string;
  values: MessageValues;
}

/** `{field}: {message}`: a message about one field, as `validationMessage` writes it. */
export const FIELD_PREFIX_KEY = 'messages.validation.fieldPrefix';

type Part =
  | { kind: 'text'; text: string }
  | { kind: 'arg'; name: string; numeric: boolean }
  | { kind: 'plural'; name: string; branches: Part[][] };

/** The ICU MessageFormat the catalogues use: text, `{a}`, `{a, number}`, `{a, plural, …}`, quotes. */
function parse(source: string): Part[] {
  let i = 0;
  const parts = (plural: string | null, nested: boolean): Part[] => {
    const out: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push({ kind: 'text', text });
      text = '';
    };
    while (i < source.length) {
      const c = source[i]!;
      if (c === "'") {
        const next = source[i + 1];
        if (next === "'") {
          text += "'";
          i += 2;
        } else if (next === '{' || next === '}' || (plural && next === '#')) {
          const end = source.indexOf("'", i + 1);
          const stop = end === -1 ? source.length : end;
          text += source.slice(i + 1, stop);
          i = stop + 1;
        } else {
          text += c;
          i++;
        }
      } else if (c === '}' && nested) {
        break;
      } else if (c === '#' && plural) {
        flush();
        out.push({ kind: 'arg', name: plural, numeric: true });
        i++;
      } else if (c === '{') {
        flush();
        out.push(argument());
      } else {
        text += c;
        i++;
      }
    }
    flush();
    return out;
  };
  const argument = (): Part => {
    const close = /[,}]/g;
    close.lastIndex = i + 1;
    const m = close.exec(source);
    if (!m) throw new Error(`Unclosed placeholder in "${source}"`);
    const name = source.slice(i + 1, m.index).trim();
    i = m.index + 1;
    if (m[0] === '}') return { kind: 'arg', name, numeric: false };
    const rest = /^\s*(\w+)\s*(,|})/.exec(source.slice(i));
    if (!rest) throw new Error(`Bad placeholder in "${source}"`);
    i += rest[0].length;
    const type = rest[1];
    if (rest[2] === '}') return { kind: 'arg', name, numeric: type === 'number' };
    if (type !== 'plural') {
      // `{a, number, ::style}` and the like: a number; skip the style.
      const end = source.indexOf('}', i);
      i = end === -1 ? source.length : end + 1;
      return { kind: 'arg', name, numeric: type === 'number' };
    }
    const branches: Part[][] = [];
    for (;;) {
      const sel = /^\s*([^\s{}]+)\s*\{/.exec(source.slice(i));
      if (!sel) break;
      i += sel[0].length;
      branches.push(parts(name, true));
      i++; // the branch's `}`
    }
    const end = /^\s*\}/.exec(source.slice(i));
    if (!end) throw new Error(`Unclosed plural in "${source}"`);
    i += end[0].length;
    return { kind: 'plural', name, branches };
  };
  return parts(null, false);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const NUMBER = '(-?\\d[\\d,]*(?:\\.\\d+)?)';

interface Template {
  key: string;
  re: RegExp;
  groups: Array<{ name: string; numeric: boolean }>;
  /** Literal characters: the more a pattern spells out, the sooner it is tried. */
  weight: number;
}

function template(key: string, parts: Part[]): Template {
  const groups: Template['groups'] = [];
  let weight = 0;
  const build = (ps: Part[]): string =>
    ps
      .map((p) => {
        if (p.kind === 'text') {
          weight += p.text.length;
          return escapeRe(p.text);
        }
        if (p.kind === 'arg') {
          groups.push({ name: p.name, numeric: p.numeric });
          return p.numeric ? NUMBER : '(.+?)';
        }
        return `(?:${p.branches.map(build).join('|')})`;
      })
      .join('');
  const source = build(parts);
  return { key, re: new RegExp(`^${source}$`, 's'), groups, weight };
}

export interface MessageRegistry {
  /** The key and values of an English message, or null when it is not a known one. */
  match(english: string): MessageMatch | null;
  /**
   * The message in another language: `render` gives a key's translation (null when the
   * language lacks it). Unknown messages, and known ones `render` cannot give, stay English.
   */
  localize(english: string, render: (key: string, values: MessageValues) => string | null): string;
}

/** The registry of an English `messages` catalogue (key → ICU message). */
export function createMessageRegistry(catalogue: Readonly<Record<string, string>>): MessageRegistry {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, message] of Object.entries(catalogue)) {
    if (key === FIELD_PREFIX_KEY) continue;
    const parts = parse(message);
    if (parts.every((p) => p.kind === 'text')) {
      exact.set(parts.map((p) => (p as { text: string }).text).join(''), key);
    } else {
      templates.push(template(key, parts));
    }
  }
  templates.sort((a, b) => b.weight - a.weight);

  function match(english: string): MessageMatch | null {
    const key = exact.get(english);
    if (key) return { key, values: {} };
    for (const t of templates) {
      const m = t.re.exec(english);
      if (!m) continue;
      const values: MessageValues = {};
      t.groups.forEach((g, n) => {
        const raw = m[n + 1];
        if (raw === undefined || g.name in values) return;
        values[g.name] = g.numeric ? Number(raw.replace(/,/g, '')) : raw;
      });
      return { key: t.key, values };
    }
    return null;
  }

  function localize(english: string, render: (key: string, values: MessageValues) => string | null): string {
    const found = match(english);
    if (found) return render(found.key, found.values) ?? english;
    const prefixed = /^([\w.-]+): (.+)$/s.exec(english);
    if (prefixed && FIELD_PREFIX_KEY in catalogue) {
      const inner = match(prefixed[2]!);
      const message = inner && render(inner.key, inner.values);
      if (message) return render(FIELD_PREFIX_KEY, { field: prefixed[1]!, message }) ?? english;
    }
    return english;
  }

  return { match, localize };
}
