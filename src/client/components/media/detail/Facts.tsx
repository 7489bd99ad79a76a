import type { ReactNode } from 'react';

/** A titled list of label/value facts; facts without a value are left out, and so is an empty list. */
export function Facts({ title, facts }: { title: string; facts: [string, ReactNode | null | undefined][] }) {
  const shown = facts.filter(([, v]) => v !== null && v !== undefined && v !== '');
  if (shown.length === 0) return null;
  return (
    <section aria-label={title} className="rounded-lg border border-zinc-800 bg-zinc-900/50 p-4">
      <h2 className="mb-3 text-sm font-semibold uppercase tracking-wider text-zinc-400">{title}</h2>
      <dl className="space-y-2.5 text-sm">
        {shown.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3">
            <dt className="text-zinc-400">{label}</dt>
            <dd className="text-zinc-100">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Overview({ text }: { text: string }) {
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading" className="mb-2 text-xl font-semibold">
        Overview
      </h2>
      <p className="max-w-3xl leading-relaxed text-zinc-300">{text || 'No overview available.'}</p>
    </section>
  );
}
