/**
 * `npm run user -- create --username u --email e --password p [--role owner]`
 * `npm run user -- set-role <username|email> <role>`
 *
 * The operator's way in: create the first owner on a server nobody has signed up to, or
 * restore one, without the web UI. Uses the same services (and so the same validation,
 * uniqueness and last-owner rules) as the API. Exit codes: 0 done, 1 refused, 2 usage.
 *
 * A role change must reach servers that are running and hold the user's sessions in their
 * session cache: with REDIS_URL the eviction is published there as the servers' own are;
 * without Redis nothing can reach them, and their cache's TTL (30 s) bounds how long the old
 * role is still honoured (decision 012).
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import type { z } from 'zod';
import type { EvictionChannel } from '../src/server/auth/session-channel';
import { RedisChannel } from '../src/server/auth/session-channel';
import { SessionStore } from '../src/server/auth/sessions';
import { type Database, openDatabase } from '../src/server/db/client';
import { loadEnv } from '../src/server/env';
import { isAppError } from '../src/server/errors';
import { changeRole, findUserByLogin } from '../src/server/features/admin/service';
import { createUser, toolAuthDeps } from '../src/server/features/auth/service';
import { english } from '../src/server/i18n/messages';
import { connectRedis } from '../src/server/redis';
import { messageOf } from '../src/shared/i18n/message';
import { ZRoleSchema } from '../src/shared/schemas/admin';
import { ZEmailSchema, ZPasswordSchema, ZUsernameSchema } from '../src/shared/schemas/auth';

export const USAGE = `Usage:
  npm run user -- create --username <name> --email <address> --password <password> [--role user|admin|owner]
  npm run user -- set-role <username|email> <user|admin|owner>`;

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
}

const consoleIo: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) };

class UsageError extends Error {}

function check<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new UsageError(`${what}: ${issue ? english(messageOf(issue.message)) : 'invalid value'}`);
  }
  return r.data;
}

async function create(database: Database, args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      username: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
    },
  });
  if (positionals.length) throw new UsageError(`Unexpected argument: ${positionals[0]}`);
  const username = check(ZUsernameSchema, values.username ?? '', '--username');
  const email = check(ZEmailSchema, values.email ?? '', '--email');
  const password = check(ZPasswordSchema(), values.password ?? '', '--password');
  const role = values.role === undefined ? undefined : check(ZRoleSchema, values.role, '--role');
  // Without --role the sign-up rule applies: the first account becomes owner.
  const user = await createUser(toolAuthDeps(database.db), { username, email, password, role });
  io.out(`Created ${user.role} "${user.username}" <${user.email}> (id ${user.id}).`);
  return 0;
}

async function setRole(
  database: Database,
  args: string[],
  io: CliIo,
  channel?: EvictionChannel,
): Promise<number> {
  if (args.length !== 2) throw new UsageError('set-role needs a username or email and a role');
  const [login, rawRole] = args as [string, string];
  const role = check(ZRoleSchema, rawRole, 'role');
  const user = await findUserByLogin(database.db, login);
  if (!user) {
    io.err(`No user with username or email "${login}".`);
    return 1;
  }
  if (user.role === role) {
    io.out(`"${user.username}" is already ${role}; nothing changed.`);
    return 0;
  }
  await changeRole(new SessionStore({ db: database.db, channel }), null, user.id, role);
  io.out(`Role of "${user.username}" changed from ${user.role} to ${role}.`);
  return 0;
}

/** Runs one command on an open database; `channel` tells running servers of a role change. */
export async function run(
  database: Database,
  argv: string[],
  io: CliIo = consoleIo,
  channel?: EvictionChannel,
): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'create') return await create(database, rest, io);
    if (command === 'set-role') return await setRole(database, rest, io, channel);
    if (command === 'help' || command === '--help' || command === '-h') {
      io.out(USAGE);
      return 0;
    }
    throw new UsageError(command ? `Unknown command: ${command}` : 'No command given');
  } catch (e) {
    if (e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      io.err(`${(e as Error).message}\n\n${USAGE}`);
      return 2;
    }
    if (isAppError(e)) {
      io.err(e.message);
      return 1;
    }
    throw e;
  }
}

/**
 * Opens the configured database (DATABASE_URL, else DATA_DIR), migrates, runs one command
 * and closes it. Tests hand in an open database, which is left open.
 */
export async function main(argv: string[], io: CliIo = consoleIo, database?: Database): Promise<number> {
  if (database) return run(database, argv, io);
  const env = loadEnv();
  const db = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const redis = env.REDIS_URL
    ? await connectRedis(env.REDIS_URL, { keyPrefix: env.REDIS_PREFIX, logger: pino({ level: 'silent' }) })
    : undefined;
  try {
    await db.migrate();
    return await run(db, argv, io, redis && new RedisChannel(redis, { listen: false }));
  } finally {
    await redis?.close();
    await db.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
