import type { MediaCard } from '@shared/catalogue';
import type { PersonCredit, PersonDetail } from '@shared/schemas/people';
import { useMemo, useState } from 'react';
import { TitledSection } from '../../components/media/detail/TitledSection';
import { MediaRow } from '../../components/media/MediaRow';
import { GROUP_LABEL } from '../../components/people/departments';
import { PersonPortrait } from '../../components/people/PersonPortrait';
import { formatDate } from '../../i18n/format';
import { useT } from '../../i18n/react';
import { Filmography } from './Filmography';

/** A biography longer than this is folded to its first lines until opened. */
const LONG_BIOGRAPHY = 600;

/** Whole years between two YYYY-MM-DD dates; null when either is missing or malformed. */
export function yearsBetween(from: string | null, to: string): number | null {
  const a = /^(\d{4})-(\d{2})-(\d{2})$/.exec(from ?? '');
  const b = /^(\d{4})-(\d{2})-(\d{2})$/.exec(to);
  if (!a || !b) return null;
  const years = Number(b[1]) - Number(a[1]) - (`${b[2]}${b[3]}` < `${a[2]}${a[3]}` ? 1 : 0);
  return years >= 0 ? years : null;
}

/** A credit as a row's poster card (a card's overview and genres are not shown there). */
const asCard = (c: PersonCredit): MediaCard => ({ ...c, overview: '', genreIds: [] });

const today = () => new Date().toISOString().slice(0, 10);

/** /person/{id}: portrait and facts, biography, Known for, then the filmography by role. */
export function PersonView({ person }: { person: PersonDetail }) {
  const t = useT();
  const knownFor = useMemo(() => person.knownFor.map(asCard), [person.knownFor]);
  const born = formatDate(person.birthday);
  const died = formatDate(person.deathday);
  const age = yearsBetween(person.birthday, person.deathday ?? today());
  const facts: [string, string][] = [];
  if (born)
    facts.push([
      t('people.person.born'),
      person.deathday || age === null ? born : t('people.person.age', { date: born, age }),
    ]);
  if (died)
    facts.push([t('people.person.died'), age === null ? died : t('people.person.age', { date: died, age })]);
  if (person.placeOfBirth) facts.push([t('people.person.bornIn'), person.placeOfBirth]);

  return (
    <article className="pb-10">
      <header className="mx-auto grid max-w-7xl grid-cols-[7rem_minmax(0,1fr)] gap-x-4 gap-y-6 px-4 pt-6 sm:grid-cols-[12rem_minmax(0,1fr)] sm:grid-rows-[auto_1fr] sm:gap-x-8 sm:px-6 sm:pt-10 md:grid-cols-[15rem_minmax(0,1fr)]">
        <PersonPortrait
          name={person.name}
          path={person.profilePath}
          sizes="(min-width: 768px) 240px, (min-width: 640px) 192px, 112px"
          eager
          className="aspect-[2/3] rounded-xl shadow-2xl ring-1 ring-white/10 sm:row-span-2"
        />
        <div className="min-w-0 self-end sm:self-start">
          <h1
            className="text-2xl font-extrabold tracking-tight text-white sm:text-4xl md:text-5xl"
            data-content=""
          >
            {person.name}
          </h1>
          {person.knownForDepartment && (
            <p className="mt-2 text-sm font-medium uppercase tracking-wider text-accent-fg">
              {t('people.person.knownForDepartment', {
                department: t(GROUP_LABEL[person.knownForDepartment]),
              })}
            </p>
          )}
        </div>
        <div className="col-span-2 min-w-0 space-y-6 sm:col-span-1 sm:col-start-2">
          {facts.length > 0 && (
            <dl
              aria-label={t('people.person.facts')}
              className="grid max-w-xl grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm"
            >
              <PersonFacts facts={facts} />
            </dl>
          )}
          <Biography name={person.name} text={person.biography ?? ''} />
        </div>
      </header>

      {knownFor.length > 0 && (
        <div className="mx-auto mt-10 max-w-7xl">
          <MediaRow title={t('people.person.knownFor')} items={knownFor} />
        </div>
      )}

      <div className="mt-10">
        <Filmography name={person.name} credits={person.credits} />
      </div>
    </article>
  );
}

function PersonFacts({ facts }: { facts: [string, string][] }) {
  return facts.map(([label, value]) => (
    <div key={label} className="contents">
      <dt className="text-muted">{label}</dt>
      <dd className="text-fg" data-content="">
        {value}
      </dd>
    </div>
  ));
}

function Biography({ name, text }: { name: string; text: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const long = text.length > LONG_BIOGRAPHY;
  return (
    <TitledSection id="biography-heading" title={t('people.person.biography')} tight>
      {text ? (
        <>
          <div
            id="biography-text"
            className={`max-w-3xl space-y-3 leading-relaxed text-fg-secondary ${long && !open ? 'line-clamp-6' : ''}`}
            data-content=""
          >
            {text.split(/\n\s*\n/).map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          {long && (
            <button
              type="button"
              aria-expanded={open}
              aria-controls="biography-text"
              onClick={() => setOpen((o) => !o)}
              className="mt-2 text-sm font-medium text-accent-fg hover:text-fg"
            >
              {t(open ? 'people.person.readLess' : 'people.person.readMore')}
            </button>
          )}
        </>
      ) : (
        <p className="max-w-3xl leading-relaxed text-fg-secondary">
          {t('people.person.noBiography', { name })}
        </p>
      )}
    </TitledSection>
  );
}
