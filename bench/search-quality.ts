/**
 * Search quality on the demo catalogue: for each query, whether the title the visitor
 * meant is among the first five results of the Search page's own call. Prints the top-5
 * hit rate and the misses. Run: npx tsx bench/search-quality.ts
 */
import { search } from '../src/server/features/catalogue/search';
import { createCatalogueService, DEFAULT_CATALOGUE_LANGUAGE } from '../src/server/features/catalogue/service';
import { createDemoSource } from '../src/server/features/catalogue/sources/demo/index';

/** [query, the intended title] */
const CASES: [string, string][] = [
  // Misspellings: wrong, missing, extra and swapped letters.
  ['Godfater', 'The Godfather'],
  ['Breking Bad', 'Breaking Bad'],
  ['Inglorious Basterds', 'Inglourious Basterds'],
  ['Gladiater', 'Gladiator'],
  ['Titanik', 'Titanic'],
  ['Avatr', 'Avatar'],
  ['Incepton', 'Inception'],
  ['Jurrasic Park', 'Jurassic Park'],
  ['Forest Gump', 'Forrest Gump'],
  ['Pulp Fcition', 'Pulp Fiction'],
  ['Shawshank Redemtion', 'The Shawshank Redemption'],
  ['Chernobly', 'Chernobyl'],
  ['Game of Throne', 'Game of Thrones'],
  ['Strnager Things', 'Stranger Things'],
  ['The Ofice', 'The Office'],
  ['Ratatoulie', 'Ratatouille'],
  ['Brave Heart', 'Braveheart'],
  ['Toy Stroy', 'Toy Story'],
  // Franchises: the first film among the first five.
  ['star wars', 'Star Wars Ep. IV: A New Hope'],
  ['harry potter', "Harry Potter and the Sorcerer's Stone"],
  ['toy story', 'Toy Story'],
  ['lord of the rings', 'The Lord of the Rings: The Fellowship of the Ring'],
  ['pirates of the caribbean', 'Pirates of the Caribbean: The Curse of the Black Pearl'],
  ['shrek', 'Shrek'],
  ['the matrix', 'The Matrix'],
  ['batman', 'Batman'],
  ['godfather', 'The Godfather'],
  // People: directors (films) and creators (shows).
  ['Christopher Nolan', 'The Dark Knight'],
  ['Vince Gilligan', 'Breaking Bad'],
  ['George Lucas', 'Star Wars Ep. I: The Phantom Menace'],
  ['Peter Jackson', 'The Lord of the Rings: The Return of the King'],
  ['Sam Raimi', 'Spider-Man 3'],
  ['Steven Spielberg', 'Jurassic Park'],
  ['Charlie Brooker', 'Black Mirror'],
  ['Phoebe Waller-Bridge', 'Fleabag'],
  ['Cristopher Nolan', 'The Dark Knight'],
  ['Quentin Tarantino', 'Pulp Fiction'],
  // Diacritics and punctuation.
  ['amelie', "Le Fabuleux destin d'Amélie Poulain"],
  ['spiderman', 'Spider-Man'],
  ['spider man 2', 'Spider-Man 2'],
  ['wall e', 'WALL-E'],
  ['schindlers list', "Schindler's List"],
  ['brooklyn nine nine', 'Brooklyn Nine-Nine'],
  ['ocean’s eleven', "Ocean's Eleven"],
  ['x men', 'X-Men'],
];

const fold = (s: string) => s.normalize('NFC').toLowerCase();

async function main() {
  const svc = createCatalogueService({ source: createDemoSource(), maxBytes: 64 * 1024 * 1024 });
  let hits = 0;
  const misses: string[] = [];
  for (const [query, want] of CASES) {
    const page = await search(
      svc,
      { query, type: 'multi', page: 1 },
      DEFAULT_CATALOGUE_LANGUAGE,
      'adult',
    ).catch(() => null);
    const top = (page?.results ?? []).slice(0, 5).map((c) => c.title);
    if (top.some((t) => fold(t) === fold(want))) hits++;
    else misses.push(`  ${query} → wanted "${want}", got ${JSON.stringify(top)}`);
  }
  console.log(`top-5 hit rate: ${hits}/${CASES.length} (${Math.round((hits / CASES.length) * 100)}%)`);
  if (misses.length) console.log(`misses:\n${misses.join('\n')}`);
}

await main();
