/** Social share addresses: each network's own share endpoint with the page's URL. */
export function shareLinks(url: string, title: string): { name: string; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { name: 'X (Twitter)', href: `https://twitter.com/intent/tweet?text=${t}&url=${u}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'Reddit', href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

/** The 'Copied!' confirmation shows for 2 s. */
export const COPIED_MS = 2000;

/** A season (0 allowed by the API, but hidden in the UI) or episode number from the URL. */
export function parseNumber(raw: string | undefined, min: number): number | null {
  if (!raw || !/^\d{1,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min ? n : null;
}
