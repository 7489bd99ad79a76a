import {
  LIST_DESCRIPTION_MAX,
  LIST_NAME_MAX,
  LIST_VISIBILITIES,
  type ListSummary,
  type ListVisibility,
} from '@shared/schemas/lists';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/react';
import { errorMessage, trpc } from '../../lib/trpc';
import { Button } from '../ui/Button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/Dialog';
import { Field, Input, Select } from '../ui/forms';

export const VISIBILITY_LABEL = {
  private: 'lists.visibilityPrivate',
  link: 'lists.visibilityLink',
  public: 'lists.visibilityPublic',
} as const;

/**
 * A list's details in a dialog: a new list (then `onSaved` gets it), or an existing one's name,
 * description and visibility. The server's own checks answer a bad name (1–200 characters).
 */
export function ListFormDialog({
  open,
  onOpenChange,
  list,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  list?: ListSummary;
  onSaved?: (list: ListSummary) => void;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="w-[min(92vw,30rem)] p-6" aria-describedby={undefined}>
        <DialogTitle>{list ? t('lists.edit') : t('lists.new')}</DialogTitle>
        <DialogDescription className="sr-only">{t('lists.title')}</DialogDescription>
        {open && (
          <ListForm
            list={list}
            onDone={(l) => {
              onSaved?.(l);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ListForm({ list, onDone }: { list?: ListSummary; onDone: (list: ListSummary) => void }) {
  const t = useT();
  const utils = trpc.useUtils();
  const [name, setName] = useState(list?.name ?? '');
  const [description, setDescription] = useState(list?.description ?? '');
  const [visibility, setVisibility] = useState<ListVisibility>(list?.visibility ?? 'private');
  const [error, setError] = useState<string | null>(null);
  const create = trpc.lists.create.useMutation();
  const update = trpc.lists.update.useMutation();
  const busy = create.isPending || update.isPending;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    try {
      const fields = { name, description, visibility };
      const saved = list
        ? await update.mutateAsync({ id: list.id, changes: fields })
        : await create.mutateAsync(fields);
      await utils.lists.invalidate();
      onDone(saved);
    } catch (err) {
      setError(errorMessage(err, t('lists.saveFailed')));
    }
  }

  return (
    <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
      <Field label={t('lists.name')} error={error ?? undefined}>
        {(control) => (
          <Input
            {...control}
            value={name}
            maxLength={LIST_NAME_MAX}
            required
            autoFocus
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('lists.description')}>
        {(control) => (
          <textarea
            {...control}
            value={description}
            maxLength={LIST_DESCRIPTION_MAX}
            rows={3}
            onChange={(e) => setDescription(e.target.value)}
            className="block w-full rounded-md border border-border bg-canvas px-3 py-2 text-sm text-fg placeholder:text-subtle focus:border-accent focus:outline-none"
          />
        )}
      </Field>
      <Field label={t('lists.visibility')}>
        {(control) => (
          <Select
            {...control}
            value={visibility}
            onChange={(e) => setVisibility(e.target.value as ListVisibility)}
          >
            {LIST_VISIBILITIES.map((v) => (
              <option key={v} value={v}>
                {t(VISIBILITY_LABEL[v])}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="flex justify-end gap-3">
        <Button type="submit" disabled={busy}>
          {list ? t('lists.save') : t('lists.create')}
        </Button>
      </div>
    </form>
  );
}

/** The share page's full address. */
export const shareUrl = (slug: string) => `${window.location.origin}/list/${slug}`;
