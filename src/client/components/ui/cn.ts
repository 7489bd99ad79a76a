import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; when two Tailwind utilities conflict the later one wins (tailwind-merge 3 follows Tailwind 4). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
