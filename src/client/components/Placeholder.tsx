import { useT } from '../i18n/react';

/** A screen that is not built yet says so plainly. */
export function Placeholder({ title }: { title: string }) {
  const t = useT();
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-3 text-muted">{t('shell.placeholder.comingSoon')}</p>
    </section>
  );
}
