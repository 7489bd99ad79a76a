import { IMAGE_SETS, type ImageKind, responsiveImage } from '@shared/images';
import { useState } from 'react';
import { useImageBaseQuery, useProvidedImageBase } from '../../lib/image-base';

const ICONS: Record<ImageKind, string> = {
  poster: 'M4 5h16v14H4zM4 9h16M9 5v4m6-4v4',
  backdrop: 'M4 5h16v14H4zM4 9h16M9 5v4m6-4v4',
  still: 'M4 5h16v14H4zm6 4 5 3-5 3z',
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zm-7 8a7 7 0 0 1 14 0',
};

/**
 * A catalogue image filling its parent (which fixes the aspect ratio, so nothing shifts
 * when it loads). Responsive `srcset` from the product's image sizes; lazy unless `eager`; a
 * placeholder when the title has no image or the image fails.
 */
export function MediaImage(props: MediaImageProps) {
  const base = useProvidedImageBase();
  return base === undefined ? <QueriedMediaImage {...props} /> : <MediaImageView {...props} base={base} />;
}

/** Outside an ImageBaseProvider the image asks for the config itself. */
function QueriedMediaImage(props: MediaImageProps) {
  return <MediaImageView {...props} base={useImageBaseQuery()} />;
}

interface MediaImageProps {
  path: string | null | undefined;
  kind: ImageKind;
  /** The `sizes` attribute: the rendered width per breakpoint. */
  sizes: string;
  /** Above the fold: load now, at high priority for the hero. */
  eager?: boolean | 'high';
  alt?: string;
  className?: string;
}

/**
 * Narrow screens show a slice of a wide picture: the right of centre, where backdrops keep
 * their subject clear of the copy laid over their left side.
 */
const BACKDROP_FOCUS = 'object-[70%_center] sm:object-center';

function MediaImageView({
  path,
  kind,
  sizes,
  eager = false,
  alt = '',
  className = '',
  base,
}: MediaImageProps & { base: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const set = IMAGE_SETS[kind];
  const img = base !== null ? responsiveImage(base, path, set.sizes, set.fallback) : null;

  if (!img || failed === img.src) {
    // While the config is on its way the frame stays plain; a missing image gets an icon.
    const missing = base !== null;
    return (
      <div
        className={`absolute inset-0 flex items-center justify-center bg-surface-raised text-faint ${className}`}
      >
        {alt && missing && <span className="sr-only">{alt}</span>}
        {missing && (
          <svg viewBox="0 0 24 24" aria-hidden="true" className="h-1/4 max-h-12 w-1/4 max-w-12" fill="none">
            <path d={ICONS[kind]} stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          </svg>
        )}
      </div>
    );
  }
  return (
    <img
      src={img.src}
      srcSet={img.srcSet}
      sizes={sizes}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager === 'high' ? 'high' : undefined}
      onError={() => setFailed(img.src)}
      className={`absolute inset-0 h-full w-full bg-surface-raised object-cover ${kind === 'backdrop' ? BACKDROP_FOCUS : ''} ${className}`}
    />
  );
}

/** How dark a backdrop's shade runs up from the bottom and in from the left, under the copy. */
const SHADES = {
  hero: { up: 'via-canvas/50', in: 'via-canvas/50' },
  detail: { up: 'via-canvas/60', in: 'via-canvas/40' },
} as const;

/**
 * A page-top backdrop (the home hero, a detail page) shaded towards the bottom and the
 * start side (left, or right in a right-to-left language), where the copy over it sits; it
 * fills the positioned frame it is put in.
 */
export function ShadedBackdrop({ path, shade }: { path: string | null; shade: keyof typeof SHADES }) {
  return (
    <>
      <MediaImage path={path} kind="backdrop" sizes="100vw" eager="high" />
      <div className={`absolute inset-0 bg-gradient-to-t from-canvas ${SHADES[shade].up} to-canvas/10`} />
      <div
        className={`absolute inset-0 bg-gradient-to-r rtl:bg-gradient-to-l from-canvas/90 ${SHADES[shade].in} to-transparent`}
      />
    </>
  );
}
