import type { ListSummary } from '@shared/schemas/lists';
import { useState } from 'react';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { errorMessage, trpc } from '../../lib/trpc';
import type { Savable } from '../../lib/use-watch-later';
import { CheckIcon, ChevronDownIcon } from '../layout/icons';
import { buttonClass } from '../ui/Button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuItemIndicator,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/DropdownMenu';
import { toast } from '../ui/Toast';
import { ListFormDialog } from './ListForm';

/**
 * "Add to list": a menu of the profile's lists, each checked when it holds the title (choosing
 * it adds or removes the title), and "New list…", which makes one and adds the title to it.
 * Only for a signed-in profile; the title's lists are asked for when the menu opens.
 */
export function AddToListMenu({ item, size = 'lg' }: { item: Savable; size?: 'md' | 'lg' }) {
  const { status } = useAuth();
  if (status !== 'signed-in') return null;
  return <Menu item={item} size={size} />;
}

function Menu({ item, size }: { item: Savable; size: 'md' | 'lg' }) {
  const t = useT();
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const key = { mediaType: item.mediaType, mediaId: item.mediaId };
  const lists = trpc.lists.mine.useQuery(undefined, { enabled: open });
  const holding = trpc.lists.holding.useQuery(key, { enabled: open });
  const held = new Set(holding.data ?? []);
  const refresh = () => Promise.all([utils.lists.holding.invalidate(key), utils.lists.mine.invalidate()]);
  const fail = (e: unknown) => toast({ kind: 'error', message: errorMessage(e, t('lists.saveFailed')) });
  const add = trpc.lists.addItem.useMutation({ onSettled: refresh, onError: fail });
  const remove = trpc.lists.removeItem.useMutation({ onSettled: refresh, onError: fail });
  const addTo = (list: Pick<ListSummary, 'id'>) =>
    add.mutate({
      id: list.id,
      item: {
        ...key,
        title: item.title,
        posterPath: item.posterPath,
        date: item.date,
        voteAverage: item.voteAverage,
      },
    });
  const toggle = (list: ListSummary, on: boolean) =>
    on ? addTo(list) : remove.mutate({ id: list.id, item: key });

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenuTrigger className={buttonClass('overlay', size)}>
          {held.size > 0 ? <CheckIcon className="text-accent-fg" /> : null}
          {t('lists.addToList')}
          <ChevronDownIcon size={16} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-h-80 overflow-y-auto">
          {lists.isLoading && <p className="px-3 py-2 text-sm text-muted">…</p>}
          {(lists.data ?? []).map((l) => (
            <DropdownMenuCheckboxItem
              key={l.id}
              checked={held.has(l.id)}
              onCheckedChange={(on) => toggle(l, on === true)}
              onSelect={(e) => e.preventDefault()}
            >
              <DropdownMenuItemIndicator>
                <CheckIcon size={16} />
              </DropdownMenuItemIndicator>
              <span className="truncate">{l.name}</span>
            </DropdownMenuCheckboxItem>
          ))}
          {(lists.data ?? []).length > 0 && <DropdownMenuSeparator />}
          <DropdownMenuItem onSelect={() => setCreating(true)}>{t('lists.newEllipsis')}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ListFormDialog open={creating} onOpenChange={setCreating} onSaved={(l) => addTo(l)} />
    </>
  );
}
