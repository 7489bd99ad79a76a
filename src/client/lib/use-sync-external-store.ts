/**
 * `use-sync-external-store/shim` as the browser bundle sees it (vite.config.ts aliases it
 * here): the router asks for the shim, which only picks React's own hook when it exists,
 * and React 19 always has it. The shim's fallback would ship on the first page for nothing.
 */
export { useSyncExternalStore } from 'react';
