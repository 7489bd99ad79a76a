import type { Express } from 'express';
import { z } from 'zod';
import { appRouter } from '../../src/server/trpc/root';
import { ZAdminUserEditSchema, ZRoleChangeSchema, ZUserIdSchema } from '../../src/shared/schemas/admin';
import { ZLoginSchema, ZRegisterSchema, ZUpdateProfileSchema } from '../../src/shared/schemas/auth';
import {
  ZHistoryAddSchema,
  ZHistoryKeySchema,
  ZHistoryMigrateSchema,
} from '../../src/shared/schemas/history';
import {
  ZListCreateSchema,
  ZListIdSchema,
  ZListItemAddSchema,
  ZListItemEditSchema,
  ZListItemKeySchema,
  ZListSlugSchema,
  ZListUpdateSchema,
} from '../../src/shared/schemas/lists';
import { ZMarkSetSchema, ZMarksMergeSchema } from '../../src/shared/schemas/marks';
import {
  ZProfileCreateSchema,
  ZProfileIdSchema,
  ZProfileLockSchema,
  ZProfileRemoveBodySchema,
  ZProfileSwitchBodySchema,
  ZProfileUpdateBodySchema,
} from '../../src/shared/schemas/profiles';
import { ZFollowSetSchema } from '../../src/shared/schemas/upcoming';
import {
  ZWatchLaterAddSchema,
  ZWatchLaterKeySchema,
  ZWatchLaterMergeSchema,
  ZWatchLaterRestoreSchema,
} from '../../src/shared/schemas/watch-later';

/**
 * Every endpoint the app serves, found at run time so that suites sweeping "every endpoint"
 * (fuzz, session checks) cover routes and procedures added after they were written.
 */
export interface RestRoute {
  method: string;
  /** Express pattern with its mount path, e.g. `/api/admin/users/:id`. */
  pattern: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | string[];
}

/** Walks Express 5's router stack (nested routers with their mount paths). */
export function restRoutes(app: Express): RestRoute[] {
  const out: RestRoute[] = [];
  const join = (a: string, b: string) => (b === '/' ? a || '/' : `${a}${b}`.replace(/\/{2,}/g, '/'));
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const p of paths) {
          for (const [m, on] of Object.entries(layer.route.methods)) {
            if (on && m !== '_all') out.push({ method: m.toUpperCase(), pattern: join(prefix, p) });
          }
        }
      } else if (layer.handle?.stack) {
        const mount = Array.isArray(layer.rawPath) ? layer.rawPath[0] : layer.rawPath;
        walk(layer.handle.stack, mount && mount !== '/' ? join(prefix, mount) : prefix);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  const seen = new Set<string>();
  return out.filter((r) => {
    const key = `${r.method} ${r.pattern}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface TrpcProcedure {
  name: string;
  type: 'query' | 'mutation' | 'subscription';
  /** The input parser, if the procedure takes input (zod 4 / standard schema). */
  input?: z.ZodType;
}

export function trpcProcedures(): TrpcProcedure[] {
  const procs = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: TrpcProcedure['type']; inputs: unknown[] } }
  >;
  return Object.entries(procs).map(([name, p]) => ({
    name,
    type: p._def.type,
    input: p._def.inputs[0] as z.ZodType | undefined,
  }));
}

/**
 * The hand-written half: sample parameters for REST patterns and, where a handler writes,
 * the schemas it validates with, so a fuzzer can prove an input is refused before sending
 * it with a valid token. Patterns missing here still get every token-less attack.
 */
export interface RestSpec {
  params?: z.ZodType;
  body?: z.ZodType;
  /** True when a valid call changes data and takes no input to refuse (logout, clear…). */
  inputless?: boolean;
}

const byId = z.object({ id: ZUserIdSchema });
const byProfileId = z.object({ id: ZProfileIdSchema });
const byUserAndProfile = z.object({ id: ZUserIdSchema, profileId: ZProfileIdSchema });
const byListId = z.object({ id: ZListIdSchema });
const byListItem = ZListItemKeySchema.extend({ id: ZListIdSchema });

export const REST_SPECS: Record<string, RestSpec> = {
  'POST /api/auth/register': { body: ZRegisterSchema },
  'POST /api/auth/login': { body: ZLoginSchema },
  'POST /api/auth/logout': { inputless: true },
  'PUT /api/auth/update-profile': { body: ZUpdateProfileSchema },
  'POST /api/tmdb/cache/clear': { inputless: true },
  'POST /api/profiles': { body: ZProfileCreateSchema },
  'POST /api/profiles/lock': { body: ZProfileLockSchema },
  'PATCH /api/profiles/:id': { params: byProfileId, body: ZProfileUpdateBodySchema },
  'DELETE /api/profiles/:id': { params: byProfileId, body: ZProfileRemoveBodySchema },
  'POST /api/profiles/:id/switch': { params: byProfileId, body: ZProfileSwitchBodySchema },
  'POST /api/watch-history': { body: ZHistoryAddSchema },
  'DELETE /api/watch-history': { inputless: true },
  'POST /api/watch-history/migrate': { body: ZHistoryMigrateSchema },
  'POST /api/watch-history/cleanup': { inputless: true },
  'DELETE /api/watch-history/:mediaId/:mediaType': { params: ZHistoryKeySchema },
  'POST /api/watch-later': { body: ZWatchLaterAddSchema },
  'POST /api/watch-later/restore': { body: ZWatchLaterRestoreSchema },
  'POST /api/watch-later/merge': { body: ZWatchLaterMergeSchema },
  'DELETE /api/watch-later/:mediaType/:mediaId': { params: ZWatchLaterKeySchema },
  'POST /api/lists': { body: ZListCreateSchema },
  'PUT /api/lists/:id': { params: byListId, body: ZListUpdateSchema },
  'DELETE /api/lists/:id': { params: byListId, inputless: true },
  'POST /api/lists/:id/items': { params: byListId, body: ZListItemAddSchema },
  'PATCH /api/lists/:id/items/:mediaType/:mediaId': { params: byListItem, body: ZListItemEditSchema },
  'DELETE /api/lists/:id/items/:mediaType/:mediaId': { params: byListItem },
  'POST /api/lists/shared/:slug/copy': { params: z.object({ slug: ZListSlugSchema }), inputless: true },
  'POST /api/marks': { body: ZMarkSetSchema },
  'POST /api/marks/merge': { body: ZMarksMergeSchema },
  'POST /api/follows': { body: ZFollowSetSchema },
  'POST /api/upcoming/visited': { inputless: true },
  'POST /api/calendar/rotate': { inputless: true },
  'DELETE /api/calendar': { inputless: true },
  'PUT /api/admin/users/:id': { params: byId, body: ZAdminUserEditSchema },
  'PUT /api/admin/users/:id/role': { params: byId, body: ZRoleChangeSchema },
  'PUT /api/admin/users/:id/premium': { params: byId, inputless: true },
  'DELETE /api/admin/users/:id': { params: byId, inputless: true },
  'POST /api/admin/users/:id/profiles/:profileId/reset-pin': { params: byUserAndProfile, inputless: true },
  'POST /api/admin/refresh-servers': { inputless: true },
};

/** Plausible values for path parameters by name (hand-written fallback). */
export const SAMPLE_PARAMS: Record<string, string> = {
  mediaId: '550',
  mediaType: 'movie',
  id: 'someuserid0001',
  profileId: 'someprofile01',
  season: '1',
  episode: '1',
  size: 'w500',
  file: 'p-m550.svg',
  splat: 'movie/550',
};

/** A concrete path for a pattern: `:name` and `{*name}` filled from `values` or the samples. */
export function fillPattern(pattern: string, values: Record<string, string> = {}): string {
  return pattern
    .replace(/\{\*(\w+)\}/g, (_m, name: string) => values[name] ?? SAMPLE_PARAMS[name] ?? 'x')
    .replace(/\{\/:(\w+)\}/g, (_m, name: string) => `/${values[name] ?? SAMPLE_PARAMS[name] ?? 'x'}`)
    .replace(/:(\w+)/g, (_m, name: string) => values[name] ?? SAMPLE_PARAMS[name] ?? 'x');
}

/** Names of the parameters of a pattern, in order. */
export function patternParams(pattern: string): string[] {
  return [...pattern.matchAll(/(?::|\{\*|\{\/:)(\w+)/g)].map((m) => m[1]!);
}

/** Keys of a zod object schema (through .extend, strictObject); [] for anything else. */
export function shapeKeys(schema: z.ZodType | undefined): string[] {
  const s = schema as unknown as { shape?: Record<string, unknown>; _zod?: { def?: { in?: unknown } } };
  if (s?.shape && typeof s.shape === 'object') return Object.keys(s.shape);
  const inner = s?._zod?.def?.in;
  return inner ? shapeKeys(inner as z.ZodType) : [];
}

/** True when the value passes the schema (such an input must not be sent with a valid token). */
export function accepts(schema: z.ZodType | undefined, value: unknown): boolean {
  if (!schema) return true;
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
}
