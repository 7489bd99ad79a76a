/**
 * The search buttons (header, phone top bar, phone menu) open the search page with its box
 * focused, so typing goes into it. A button records that it was pressed (`asker`: the button,
 * or the body once a menu has closed); the search box, when on screen, takes the request at
 * once (`take`), else when it is drawn (routes/search/SearchBox.tsx).
 */
export const searchFocus: { asker: Element | null; take: (() => void) | null } = {
  asker: null,
  take: null,
};

export function requestSearchFocus(from: Element): void {
  searchFocus.asker = from;
  searchFocus.take?.();
}
