import type { Message } from '@shared/i18n/message';
import type { Role } from '@shared/user';
import type { Request, Router } from 'express';
import type { AppDeps } from '../../deps';
import { authedRouter, ok, requireAuth } from '../../http/rest';
import { type PersonalScope, restScope } from './title-gate';

/** One route of a personal list's REST facade (watch history, Watch Later, marks). */
export interface PersonalRoute<I, T> {
  /** Reads the request's input with `parse`, so a bad one is a 400 before any work is done. */
  input?: (req: Request) => I;
  /** The work, on the session's profile and its title gate. */
  run: (scope: PersonalScope, input: I, req: Request) => Promise<T>;
  /** The answer's `message`, from what the work did; said in the reader's language. */
  said?: (result: T) => Message;
  /** Only for these roles (403 for others, and from a Kids profile); any session without. */
  roles?: readonly Role[];
}

type Method = 'get' | 'post' | 'put' | 'delete';
type Add = <I = undefined, T = unknown>(path: string, route: PersonalRoute<I, T>) => void;

/** One entry of a list, named in the path: how to read its key, look it up and remove it. */
export interface PersonalEntry<K> {
  key: (req: Request) => K;
  get: (scope: PersonalScope, key: K) => Promise<unknown>;
  remove: (scope: PersonalScope, key: K) => Promise<unknown>;
  /** The removal's `message` (its `data` is `null`). */
  removed: () => Message;
}
type AddEntry = <K>(path: string, entry: PersonalEntry<K>) => void;

/**
 * A personal list's REST router: every route needs a bearer token (401 without) and answers
 * `{ success: true, data, message? }` with 200; failures go to the REST error handler.
 */
export function personalRouter(deps: AppDeps): { router: Router; entry: AddEntry } & Record<Method, Add> {
  const router = authedRouter(deps);
  const on =
    (method: Method): Add =>
    (path, route) => {
      const staff = route.roles ? [requireAuth(deps, route.roles)] : [];
      router[method](path, ...staff, async (req, res) => {
        const input = route.input ? route.input(req) : (undefined as never);
        const result = await route.run(restScope(deps, req, res), input, req);
        ok(res, result, route.said?.(result));
      });
    };
  // GET and DELETE on one entry, the same for every list that has them.
  const entry: AddEntry = (path, { key, get, remove, removed }) => {
    on('get')(path, { input: key, run: get });
    on('delete')(path, { input: key, run: (scope, k) => remove(scope, k).then(() => null), said: removed });
  };
  return { router, entry, get: on('get'), post: on('post'), put: on('put'), delete: on('delete') };
}
