import { Dialog } from 'radix-ui';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/Button';

const POINTS = [
  ['Browse', 'Trending and popular movies and shows, and collections by streaming service.'],
  ['Search', 'Press / anywhere on Search to find a title; filter by genre, year and rating.'],
  ['Watch', 'Open a title and press Watch Now; pick another server if one does not play.'],
  ['Sign up', 'Keep your history across devices and get recommendations.'],
] as const;

/** The first-visit welcome (radix Dialog: focus trap, Escape and backdrop close it). */
export default function WelcomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90dvh] w-[min(92vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl">
          <Dialog.Title className="text-xl font-bold text-white">Welcome to Marquee</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-zinc-300">
            An open catalogue of movies and TV shows. Here is how it works:
          </Dialog.Description>
          <ul className="mt-4 space-y-3">
            {POINTS.map(([title, text]) => (
              <li key={title} className="flex gap-3 text-sm">
                <span aria-hidden="true" className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-brand" />
                <span>
                  <strong className="font-semibold text-zinc-100">{title}.</strong>{' '}
                  <span className="text-zinc-300">{text}</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-zinc-400">
            Marquee hosts no video; see the{' '}
            <Link href="/info" onClick={onClose} className="underline hover:text-white">
              Platform Info
            </Link>{' '}
            page.
          </p>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={buttonClass('primary')}>Start browsing</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
