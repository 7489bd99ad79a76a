/**
 * Marks the page while the pointer, not the keyboard, was last used (`data-pointer` on
 * <html>). Radix tabs move focus to a clicked trigger from script, which browsers count as
 * keyboard focus and ring; styles.css drops that ring while the pointer is in use, so rings
 * show for keyboard focus only.
 */
export function trackInputModality(): void {
  const root = document.documentElement;
  window.addEventListener('pointerdown', () => root.setAttribute('data-pointer', ''), true);
  window.addEventListener('keydown', () => root.removeAttribute('data-pointer'), true);
}
