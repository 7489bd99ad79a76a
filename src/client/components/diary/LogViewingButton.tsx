import { useEffect, useState } from 'react';
import { useT } from '../../i18n/react';
import { useAuth } from '../../lib/auth';
import { Icon } from '../layout/icons';
import { buttonClass } from '../ui/Button';
import { type DiaryTitle, LogViewingDialog } from './LogViewingDialog';

/**
 * "Log a viewing": opens the dialog ("I watched this on …") for a film, a show or an episode. Shown to
 * a signed-in profile only (the diary is the profile's); what was saved is said politely.
 */
export function LogViewingButton({
  target,
  size = 'lg',
  label,
}: {
  target: DiaryTitle;
  size?: 'sm' | 'md' | 'lg';
  /** The button's words, when "Log a viewing" would not say which (an episode's). */
  label?: string;
}) {
  const t = useT();
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return;
    const timer = setTimeout(() => setSaid(''), 5000);
    return () => clearTimeout(timer);
  }, [said]);
  if (!user) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass('overlay', size)}
        data-testid="log-viewing"
      >
        <Icon size={18} className="text-muted">
          <path d="M5 4h11l3 3v13H5zM9 4v5h6V4M8 13h8M8 17h5" />
        </Icon>
        {label ?? t('diary.log')}
      </button>
      <span role="status" className="basis-full text-sm text-success empty:hidden">
        {said}
      </span>
      <LogViewingDialog
        mode={{ kind: 'add', target }}
        open={open}
        onOpenChange={setOpen}
        onSaved={(_entry, message) => setSaid(message)}
      />
    </>
  );
}
