import { describe, expect, it } from 'vitest';
import {
  normalizeForSearch,
  osaDistance,
  type Rankable,
  rankByQuery,
  rankTexts,
  searchKey,
  typoBudget,
  Vocabulary,
} from '../../src/shared/title-match';

type Item = Rankable & { title: string };
let nextId = 1;
const item = (
  title: string,
  popularity: number,
  o: { date?: string; kind?: string; people?: string[] } = {},
): Item => ({
  id: nextId++,
  title,
  popularity,
  kind: o.kind ?? 'movie',
  date: o.date ?? '2000-01-01',
  searchKey: searchKey([title], o.people ?? []),
});

const ITEMS: Item[] = [
  item('Star Wars Ep. VI: Return of the Jedi', 13, { date: '1983-05-25', people: ['Richard Marquand'] }),
  item('Star Wars Ep. I: The Phantom Menace', 17, { date: '1999-05-19', people: ['George Lucas'] }),
  item('Star Wars Ep. IV: A New Hope', 12, { date: '1977-05-25', people: ['George Lucas'] }),
  item('Star Wars: The Clone Wars', 50, { kind: 'tv', date: '2008-10-03' }),
  item('Star Trek', 60, { date: '2009-05-08' }),
  item('Lone Star', 20),
  item('Raiders of the Lost Ark', 70, { people: ['Steven Spielberg'] }),
  item('Stardust', 40),
  item('The Godfather', 55, { date: '1972-03-15', people: ['Francis Ford Coppola'] }),
  item('The Godfather: Part II', 51, { date: '1974-12-11', people: ['Francis Ford Coppola'] }),
  item('Breaking Bad', 58, { kind: 'tv', people: ['Vince Gilligan'] }),
  item('Bad Boys', 45),
  item("Le Fabuleux destin d'Amélie Poulain", 56, { people: ['Jean-Pierre Jeunet'] }),
  item('Spider-Man', 59, { people: ['Sam Raimi'] }),
  item('Love Actually', 30),
  item('Live Free or Die Hard', 52),
  item('Up', 50),
  item('Us', 40),
];
const VOCAB = new Vocabulary(ITEMS.map((i) => i.searchKey));
const rank = (q: string, opts?: { exact?: boolean }) => rankByQuery(ITEMS, q, VOCAB, opts);
const titles = (q: string) => rank(q).items.map((i) => i.title);

describe('normalizeForSearch', () => {
  it('drops accents, apostrophes, punctuation and case', () => {
    expect(normalizeForSearch("Le Fabuleux destin d'Amélie")).toBe('le fabuleux destin damelie');
    expect(normalizeForSearch('Spider-Man: No Way Home')).toBe('spider man no way home');
    expect(normalizeForSearch('Ocean’s Eleven')).toBe('oceans eleven');
    expect(normalizeForSearch('Fast & Furious')).toBe('fast and furious');
  });
});

describe('osaDistance', () => {
  it('counts a wrong, missing, extra or swapped letter as one edit', () => {
    expect(osaDistance('godfater', 'godfather')).toBe(1);
    expect(osaDistance('interstelar', 'interstellar')).toBe(1);
    expect(osaDistance('breaking', 'breakingg')).toBe(1);
    expect(osaDistance('stroy', 'story')).toBe(1);
    expect(osaDistance('breking', 'breaking')).toBe(1);
    expect(osaDistance('same', 'same')).toBe(0);
    expect(osaDistance('abc', 'xyz')).toBe(3);
  });

  it('stops early past its bound', () => {
    expect(osaDistance('aaaaaaaa', 'bbbbbbbb', 2)).toBe(3);
    expect(osaDistance('short', 'a much longer word', 2)).toBe(3);
  });

  it('scales the typo budget with the word: none for 1–2 letters', () => {
    expect([1, 2, 3, 5, 6, 12].map(typoBudget)).toEqual([0, 0, 1, 1, 2, 2]);
  });
});

describe('ranking', () => {
  it('puts an exact title first, then titles starting with the query, then whole words, then parts', () => {
    expect(titles('star trek')[0]).toBe('Star Trek');
    const star = titles('star');
    // Titles starting with "star" (by popularity) before "Lone Star" (a whole word) before nothing else.
    expect(star.indexOf('Star Trek')).toBeLessThan(star.indexOf('Lone Star'));
    expect(star.indexOf('Stardust')).toBeLessThan(star.indexOf('Lone Star'));
    expect(star).not.toContain('Raiders of the Lost Ark');
  });

  it('breaks ties by popularity', () => {
    expect(titles('the godfather').slice(0, 2)).toEqual(['The Godfather', 'The Godfather: Part II']);
    expect(titles('bad')).toEqual(['Bad Boys', 'Breaking Bad']);
  });

  it('lists a franchise’s films first, in release order, then the rest', () => {
    expect(titles('star wars')).toEqual([
      'Star Wars Ep. IV: A New Hope',
      'Star Wars Ep. VI: Return of the Jedi',
      'Star Wars Ep. I: The Phantom Menace',
      'Star Wars: The Clone Wars',
    ]);
    // One word is not a franchise: popularity decides.
    expect(titles('star')[0]).toBe('Star Trek');
  });

  it('finds titles by their director or creator, after title matches', () => {
    expect(titles('george lucas')).toEqual([
      'Star Wars Ep. I: The Phantom Menace',
      'Star Wars Ep. IV: A New Hope',
    ]);
    expect(titles('gilligan')).toEqual(['Breaking Bad']);
    expect(titles('spielberg')).toEqual(['Raiders of the Lost Ark']);
  });

  it('ignores diacritics and punctuation', () => {
    expect(titles('amelie')).toEqual(["Le Fabuleux destin d'Amélie Poulain"]);
    expect(titles('spiderman')[0]).toBe('Spider-Man');
    expect(titles('spider man')[0]).toBe('Spider-Man');
  });

  it('reads an elision as its word, not as a typo of a neighbour ("amelie" is no "Amelia")', () => {
    const items = [item("Le Fabuleux destin d'Amélie Poulain", 10), item('Amelia', 30)];
    const found = rankByQuery(items, 'AMELIE', new Vocabulary(items.map((i) => i.searchKey)));
    expect(found.items.map((i) => i.title)).toEqual(["Le Fabuleux destin d'Amélie Poulain"]);
    expect(found.corrected).toBeUndefined();
  });
});

describe('typo correction', () => {
  it('corrects a wrong, missing, extra or swapped letter and says so', () => {
    expect(rank('Godfater')).toMatchObject({ corrected: 'godfather' });
    expect(titles('Godfater')[0]).toBe('The Godfather');
    expect(rank('Breking Bad')).toMatchObject({ corrected: 'breaking bad' });
    expect(titles('Breking Bad')[0]).toBe('Breaking Bad');
    expect(titles('Braeking Bda')[0]).toBe('Breaking Bad');
    expect(titles('stra wars')[0]).toBe('Star Wars Ep. IV: A New Hope');
    expect(titles('goerge lucas')).toContain('Star Wars Ep. IV: A New Hope');
  });

  it('does not correct a word that matches as typed', () => {
    // "love" is a title word: no "live" results, no correction.
    expect(rank('love')).toEqual({ items: [expect.objectContaining({ title: 'Love Actually' })] });
    expect(rank('star').corrected).toBeUndefined();
  });

  it('does not fuzz one- and two-letter words', () => {
    expect(titles('uz')).toEqual([]);
    expect(titles('up')).toEqual(['Up']);
  });

  it('finds nothing for words far from every title, and nothing when asked for the words as typed', () => {
    expect(rank('zzqqxx')).toEqual({ items: [] });
    expect(rank('Godfater', { exact: true })).toEqual({ items: [] });
  });

  it('needs two edits of a long word at most', () => {
    expect(titles('gotfaher')[0]).toBe('The Godfather');
    expect(titles('gadfaterr')).toEqual([]);
  });
});

describe('rankTexts (the search box suggestions)', () => {
  it('ranks recent searches by the same rules, typos included', () => {
    const recent = ['the office', 'office space', 'breaking bad', 'godfather'];
    // Both start with "offi" ("the" aside): the more recent search first.
    expect(rankTexts(recent, 'offi')).toEqual(['the office', 'office space']);
    expect(rankTexts(recent, 'space')).toEqual(['office space']);
    expect(rankTexts(recent, 'godfater')).toEqual(['godfather']);
    expect(rankTexts(recent, 'zz')).toEqual([]);
  });
});
