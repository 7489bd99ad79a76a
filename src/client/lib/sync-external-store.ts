/**
 * `use-sync-external-store/shim`, which wouter imports to support React 17, is React's own
 * hook from React 18 on: vite.config.ts points the shim here so the first page does not carry
 * the fallback.
 */
export { useSyncExternalStore } from 'react';
