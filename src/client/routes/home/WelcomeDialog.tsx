import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/Button';
import { Dialog, DialogClose, DialogContent, DialogHeader } from '../../components/ui/Dialog';

const POINTS = [
  ['Browse', 'Trending and popular movies and shows, and collections by streaming service.'],
  ['Search', 'Press / anywhere on Search to find a title; filter by genre, year and rating.'],
  ['Watch', 'Open a title and press Watch Now; pick another server if one does not play.'],
  ['Sign up', 'Keep your history across devices and get recommendations.'],
] as const;

/** The first-visit welcome (radix Dialog: focus trap, Escape and backdrop close it). */
export default function WelcomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader
          title="Welcome to Marquee"
          titleClassName="text-xl font-bold"
          description="An open catalogue of movies and TV shows. Here is how it works:"
          descriptionClassName="mt-2 text-zinc-300"
        />
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
          <DialogClose className={buttonClass('primary')}>Start browsing</DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
