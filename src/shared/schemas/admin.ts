import { z } from 'zod';
import { validationMessages } from '../i18n/zod-messages';
import { type PublicUser, ROLES } from '../user';
import { MSG, ZEmailSchema, ZPasswordSchema, ZUsernameSchema } from './auth';
import { ZProfileIdSchema } from './profiles';

/**
 * The admin API's inputs and the shapes it answers. REST query strings
 * and tRPC inputs go through the same schemas, so a bad page, sort or role is the same 400.
 */
/** The role select's options (the admin screen imports this name). */
export const ROLE_VALUES = ROLES;
export const ADMIN_SORT_COLUMNS = ['username', 'role', 'isPremium', 'created_at'] as const;
export type AdminSortColumn = (typeof ADMIN_SORT_COLUMNS)[number];
export type SortOrder = 'asc' | 'desc';

/** The admin list shows 10 a page; the API allows up to 100. */
export const ADMIN_PAGE_SIZE = 10;
export const ADMIN_MAX_PAGE_SIZE = 100;
export const ADMIN_SEARCH_MAX = 100;

export const ADMIN_MSG = validationMessages({
  invalidId: 'userId',
  invalidRole: 'role',
  invalidRoleFilter: 'roleFilter',
  invalidPage: 'adminPage',
  invalidLimit: 'adminLimit',
  invalidSort: 'adminSort',
  invalidOrder: 'adminOrder',
  searchTooLong: 'adminSearch',
});

/** User ids are short url-safe strings; anything else is a 400 before any query runs. */
export const ZUserIdSchema = z
  .string({ error: ADMIN_MSG.invalidId })
  .regex(/^[A-Za-z0-9_-]{1,64}$/, ADMIN_MSG.invalidId);

export const ZRoleSchema = z.enum(ROLES, { error: ADMIN_MSG.invalidRole });

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** `admin.usersPaginated` input; the REST query goes through ZAdminUserListQuerySchema first. */
export const ZAdminUserListSchema = z.object({
  page: z
    .number({ error: ADMIN_MSG.invalidPage })
    .int({ error: ADMIN_MSG.invalidPage })
    .min(1, { error: ADMIN_MSG.invalidPage })
    .max(1_000_000, { error: ADMIN_MSG.invalidPage })
    .default(1),
  limit: z
    .number({ error: ADMIN_MSG.invalidLimit })
    .int({ error: ADMIN_MSG.invalidLimit })
    .min(1, { error: ADMIN_MSG.invalidLimit })
    .max(ADMIN_MAX_PAGE_SIZE, { error: ADMIN_MSG.invalidLimit })
    .default(ADMIN_PAGE_SIZE),
  search: z
    .string({ error: ADMIN_MSG.searchTooLong })
    .trim()
    .max(ADMIN_SEARCH_MAX, ADMIN_MSG.searchTooLong)
    .optional(),
  /** 'all' (the filter's first option) means no filter. */
  role: z.enum([...ROLES, 'all'], { error: ADMIN_MSG.invalidRoleFilter }).optional(),
  sortBy: z.enum(ADMIN_SORT_COLUMNS, { error: ADMIN_MSG.invalidSort }).default('created_at'),
  sortOrder: z.enum(['asc', 'desc'], { error: ADMIN_MSG.invalidOrder }).default('desc'),
});
export type TAdminUserList = z.output<typeof ZAdminUserListSchema>;
export type TAdminUserListInput = z.input<typeof ZAdminUserListSchema>;

/** A query-string number: '2' is 2; '', 'x', '1.5' and repeated values fail the schema. */
const queryNumber = (v: unknown) =>
  v === undefined || v === '' ? undefined : typeof v === 'string' ? Number(v) : v;

/** GET /admin/users/paginated: the same rules, read from query-string text. */
export const ZAdminUserListQuerySchema = z.preprocess((raw) => {
  if (typeof raw !== 'object' || raw === null) return raw;
  const q = raw as Record<string, unknown>;
  return {
    page: queryNumber(q.page),
    limit: queryNumber(q.limit),
    search: emptyToUndefined(q.search),
    role: emptyToUndefined(q.role),
    sortBy: emptyToUndefined(q.sortBy),
    sortOrder: emptyToUndefined(q.sortOrder),
  };
}, ZAdminUserListSchema);

/**
 * PUT /admin/users/{id}: the admin form validates nothing itself, so the server is the
 * one place the account rules apply. An empty password means "leave it unchanged".
 */
export const ZAdminUserEditSchema = z.object({
  username: ZUsernameSchema,
  email: ZEmailSchema,
  password: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    ZPasswordSchema(MSG.passwordRequired).optional(),
  ),
});
export type TAdminUserEdit = z.output<typeof ZAdminUserEditSchema>;

export const ZRoleChangeSchema = z.object({ role: ZRoleSchema });

export const ZUserIdInputSchema = z.object({ id: ZUserIdSchema });
export const ZAdminEditInputSchema = ZAdminUserEditSchema.extend({ id: ZUserIdSchema });
export const ZAdminRoleInputSchema = ZRoleChangeSchema.extend({ id: ZUserIdSchema });
/** `admin.resetProfilePin` (owner only): the profile's PIN is removed. */
export const ZAdminProfilePinResetSchema = z.object({ userId: ZUserIdSchema, profileId: ZProfileIdSchema });
export type TAdminProfilePinReset = z.infer<typeof ZAdminProfilePinResetSchema>;

// ---- Answers ----

export interface Pagination {
  currentPage: number;
  totalPages: number;
  totalUsers: number;
  limit: number;
  hasNext: boolean;
  hasPrev: boolean;
}

/** A user as the admin lists show them: the public fields and how many profiles the account has. */
export interface AdminUser extends PublicUser {
  profileCount: number;
}

export interface PaginatedUsers {
  users: AdminUser[];
  pagination: Pagination;
}

export interface AdminStats {
  totalUsers: number;
  newUsersToday: number;
  newUsersThisWeek: number;
  newUsersThisMonth: number;
  premiumUsers: number;
  adminUsers: number;
  /** Ratings of every profile (titles, seasons and episodes). */
  totalRatings: number;
  /** Reviews of every profile. */
  totalReviews: number;
  /** Lists of every profile. */
  totalLists: number;
}

export type HealthStatus = 'healthy' | 'warning' | 'error';

export interface SystemHealth {
  database: { status: HealthStatus; responseTime: number; connections: number; kind: string };
  api: { status: HealthStatus; responseTime: number; uptime: number };
  cache: { status: HealthStatus; hitRate: string; size: number; totalKeys: number };
  checkedAt: string;
}

export interface WatchHistoryAdminStats {
  total: number;
  today: number;
  /** Watched marks (episodes and movies), all and those made since midnight UTC. */
  watchedMarks: number;
  watchedMarksToday: number;
  /** Diary entries (every viewing of every profile), all and those logged since midnight UTC. */
  diaryEntries: number;
  diaryEntriesToday: number;
}

export interface ServerConfigSummary {
  source: 'remote' | 'local' | 'builtin';
  totalServers: number;
  enabledServers: number;
  disabledServers: number;
  defaultServer: number | string;
  version: string;
  lastUpdated: string;
  loadedAt: string;
  lastError: string | null;
}

export interface RefreshServersResult {
  ok: boolean;
  message: string;
  summary: ServerConfigSummary;
}

/** The catalogue cache's counters. */
export interface CacheStats {
  totalKeys: number;
  hits: number;
  misses: number;
  /** e.g. '87.5%' */
  hitRate: string;
  /** MB, one decimal. */
  memoryUsage: number;
  sizeBytes: number;
}

/** The counters as the admin panel shows them, with the cache's size limit. */
export interface CacheStatsView extends CacheStats {
  maxBytes: number;
}

/** One UTC day of the analytics chart. */
export interface DailyCount {
  date: string; // YYYY-MM-DD
  registrations: number;
  watchRecords: number;
}

export interface AdminAnalytics {
  newUsersToday: number;
  newUsersThisWeek: number;
  newUsersThisMonth: number;
  days: DailyCount[];
}

export interface SystemReport {
  generatedAt: string;
  stats: AdminStats;
  health: SystemHealth;
  cache: CacheStatsView;
  watchHistory: WatchHistoryAdminStats;
  servers: ServerConfigSummary;
  versions: { app: string; node: string; database: string };
  environment: { catalogueSource: string; databaseKind: string };
}
