import { useEffect, useRef } from 'react';
import { type PlayerEvent, parsePlayerMessage, playerOrigin } from './messages';

/**
 * The embedded third-party player: 16:9, fullscreen allowed, the referrer cut to our
 * origin, and sandboxed (no pop-ups, no navigating this page away) unless the operator
 * turned that off for a player that refuses to run sandboxed.
 */
export function PlayerFrame({
  src,
  title,
  sandbox = true,
  onEvent,
  onLoad,
}: {
  src: string;
  title: string;
  sandbox?: boolean;
  onEvent?: (e: PlayerEvent) => void;
  onLoad?: () => void;
}) {
  const ref = useRef<HTMLIFrameElement>(null);
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    const origin = playerOrigin(src, window.location.href);
    const listen = (e: MessageEvent) => {
      // Only the player in this frame, from its own origin, may report progress.
      if (!origin || e.origin !== origin || e.source !== ref.current?.contentWindow) return;
      const event = parsePlayerMessage(e.data);
      if (event) handler.current?.(event);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [src]);

  return (
    <div className="relative aspect-video w-full overflow-hidden bg-black sm:rounded-lg">
      <iframe
        ref={ref}
        key={src}
        src={src}
        title={title}
        className="absolute inset-0 h-full w-full border-0"
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="origin"
        sandbox={sandbox ? 'allow-scripts allow-same-origin allow-forms allow-presentation' : undefined}
        onLoad={onLoad}
      />
    </div>
  );
}
