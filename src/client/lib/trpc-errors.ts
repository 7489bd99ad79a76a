import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../server/trpc/root';

/**
 * How a failed call of our router reads. A module of its own (re-exported by `./trpc`)
 * because `./connectivity`, which `./trpc` builds its link from, needs it too.
 */
export type AppClientError = TRPCClientError<AppRouter>;

/** Whether `error` is a tRPC call of our router that failed, so `error.data` is typed. */
export function isAppClientError(error: unknown): error is AppClientError {
  return error instanceof TRPCClientError;
}

/** The HTTP status a tRPC call was answered with (undefined when it got no answer). */
export function httpStatusOf(error: unknown): number | undefined {
  return isAppClientError(error) ? error.data?.httpStatus : undefined;
}

/** The message of a failed call, for notices. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isAppClientError(error) && error.message) return error.message;
  if (error instanceof Error && error.message && !error.message.startsWith('Failed to fetch'))
    return error.message;
  return fallback;
}

/** Field errors a procedure answered (zod or uniqueness), first message per field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!isAppClientError(error)) return out;
  for (const [k, v] of Object.entries(error.data?.fieldErrors ?? {})) if (v?.[0]) out[k] = v[0];
  return out;
}
