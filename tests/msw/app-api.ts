import type { inferRouterError, inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { type HttpHandler, HttpResponse, http, type JsonBodyType } from 'msw';
import type { apiHealth } from '../../src/server/features/health/service';
import type { AppRouter } from '../../src/server/trpc/root';

/**
 * The app's own API as msw handlers, for component and client tests: `/trpc/*` in the batch
 * format the client's httpBatchLink speaks (several procedures per request, `?batch=1`, inputs
 * keyed by position, an array of results back) and `/api/*`. A test says what each procedure
 * answers:
 *
 *   mockApi(trpcQuery('catalogue.home', homeData()), trpcError('auth.login', 401, 'Invalid credentials'));
 *
 * Answers are typed from the router (`inferRouterOutputs<AppRouter>`), so a change of shape
 * breaks the test's types. A procedure or path nobody answered is recorded in `unhandled`,
 * which startAppApi (tests/msw/app-server.ts) turns into a failed test.
 */

type Outputs = inferRouterOutputs<AppRouter>;
type Inputs = inferRouterInputs<AppRouter>;
type ErrorShape = inferRouterError<AppRouter>;

/** Every procedure as its dotted path: 'catalogue.home', 'auth.login', … */
export type ProcedurePath = {
  [R in keyof Outputs & string]: `${R}.${keyof Outputs[R] & string}`;
}[keyof Outputs & string];

type Split<P> = P extends `${infer R extends keyof Outputs & string}.${infer N}` ? [R, N] : never;
export type OutputOf<P extends ProcedurePath> =
  Split<P> extends [infer R extends keyof Outputs, infer N]
    ? N extends keyof Outputs[R]
      ? Outputs[R][N]
      : never
    : never;
export type InputOf<P extends ProcedurePath> =
  Split<P> extends [infer R extends keyof Inputs, infer N]
    ? N extends keyof Inputs[R]
      ? Inputs[R][N]
      : never
    : never;

/** An error answer, as the server's errorFormatter shapes it (src/server/trpc/init.ts). */
export class TrpcFailure {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly fieldErrors: Record<string, string[]> | null = null,
  ) {}
}

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
};

type Answer<P extends ProcedurePath> = OutputOf<P> | TrpcFailure;
type Resolver<P extends ProcedurePath> = (input: InputOf<P>) => Answer<P> | Promise<Answer<P>>;

export interface TrpcMock {
  readonly path: ProcedurePath;
  answer(input: unknown): unknown;
}

/** A procedure's answer: data, or a function of the input giving data (or a TrpcFailure). */
export function trpcQuery<P extends ProcedurePath>(path: P, answer: OutputOf<P> | Resolver<P>): TrpcMock {
  return {
    path,
    answer: (input) =>
      typeof answer === 'function' ? (answer as (i: unknown) => unknown)(input) : structuredClone(answer),
  };
}

/**
 * The same as trpcQuery, named for procedures that change something.
 * @alias
 */
export const trpcMutation = trpcQuery;

/** A procedure that answers nothing (upcoming.visited, calendar.revoke), and what to do when called. */
export function trpcVoid(path: ProcedurePath, then?: () => void): TrpcMock {
  return {
    path,
    answer: () => {
      then?.();
      return undefined;
    },
  };
}

/** A procedure that fails with an HTTP status and message (and optional field errors). */
export function trpcError(
  path: ProcedurePath,
  status: number,
  message: string,
  options: { fieldErrors?: Record<string, string[]> } = {},
): TrpcMock {
  const failure = new TrpcFailure(status, message, options.fieldErrors ?? null);
  return { path, answer: () => failure };
}

/** A procedure that has not answered yet: resolve it with `release(data)`. */
export function trpcPending<P extends ProcedurePath>(path: P) {
  let release!: (answer: Answer<P>) => void;
  const answered = new Promise<Answer<P>>((resolve) => {
    release = resolve;
  });
  return { mock: trpcQuery(path, () => answered), release };
}

/** A plain JSON answer for a REST path of the app (`/api/...`). */
export function apiJson(
  method: 'get' | 'post' | 'put' | 'delete',
  path: `/api/${string}`,
  body: JsonBodyType,
  status = 200,
): HttpHandler {
  return http[method](`*${path}`, () => HttpResponse.json(body, { status }));
}

/**
 * GET /health, the liveness check the client probes before a recovery reset and while the
 * server is out of reach: up answers as the server does, down is no answer at all.
 */
export function livenessAnswer(up: boolean): HttpHandler {
  return http.get(/:\/\/[^/]+\/health$/, () =>
    up ? HttpResponse.json({ status: 'ok', uptime: 60, pid: 1 }) : HttpResponse.error(),
  );
}

/** The health block as it is answered: its message in words. */
type ApiHealth = Omit<Awaited<ReturnType<typeof apiHealth>>, 'message'> & { message: string };

/** GET /api/health (the admin's API Health panel), 503 when `success` is false, as the server does. */
export function apiHealthAnswer(overrides: Partial<ApiHealth> = {}): HttpHandler {
  const body: ApiHealth = {
    success: true,
    uptime: 3_725,
    version: '1.0.0',
    timestamp: '2026-01-15T12:00:00.000Z',
    message: 'Marquee API is running',
    database: 'up',
    storage: 'ok',
    ...overrides,
  };
  return apiJson('get', '/api/health', body, body.success ? 200 : 503);
}

/** platform.databaseConfig: where the client keeps a signed-in visitor's watch history. */
export const dbConfigAnswer = (isRemote: boolean): TrpcMock =>
  trpcQuery('platform.databaseConfig', { isRemote, kind: 'pglite' });

/** What the app asked: each procedure call with its input, and every unanswered request. */
export const trpcCalls: { path: string; input: unknown }[] = [];
export const unhandled: string[] = [];

/**
 * Asked by nearly every screen (image base URL), and the history store the client asks for
 * on its own, answered as the server does (the database keeps history) unless a test says
 * otherwise.
 */
const defaultMocks = (): TrpcMock[] => [
  trpcQuery('catalogue.config', { imageBaseUrl: 'https://image.test/t/p', source: 'demo' }),
  dbConfigAnswer(true),
  // The header asks which profile the session uses; an empty list leaves it to the account's name.
  trpcQuery('profiles.list', { profiles: [], current: '' }),
  // Search offers these before anything is typed.
  trpcQuery('catalogue.suggestions', []),
];

let mocks: TrpcMock[] = defaultMocks();

/** Adds answers for this test; later ones win, as with msw's server.use. */
export function mockApi(...items: Array<TrpcMock | HttpHandler>): void {
  const rest: HttpHandler[] = [];
  for (const item of items) {
    if ('path' in item && 'answer' in item) mocks.unshift(item);
    else rest.push(item as HttpHandler);
  }
  if (rest.length > 0) applyRest(rest);
}

let applyRest: (handlers: HttpHandler[]) => void = () => {
  throw new Error('mockApi: call startAppApi() (tests/msw/app-server.ts) in the test file first');
};

/** Connects mockApi to the msw server of the running test file (startAppApi). */
export function connectServer(use: (...handlers: HttpHandler[]) => void): void {
  applyRest = (handlers) => use(...handlers);
}

/** Forgets this test's answers and calls. */
export function resetApi(): void {
  mocks = defaultMocks();
  trpcCalls.length = 0;
  unhandled.length = 0;
}

function errorBody(path: string, failure: TrpcFailure): { error: ErrorShape } {
  const code = CODE_BY_STATUS[failure.status] ?? 'INTERNAL_SERVER_ERROR';
  return {
    error: {
      message: failure.message,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: {
        code,
        httpStatus: failure.status,
        path,
        stack: undefined,
        fieldErrors: failure.fieldErrors,
        formErrors: null,
      },
    } as ErrorShape,
  };
}

async function answerOne(path: string, input: unknown): Promise<{ status: number; body: unknown }> {
  trpcCalls.push({ path, input });
  const mock = mocks.find((m) => m.path === path);
  if (!mock) {
    unhandled.push(`tRPC ${path} ${JSON.stringify(input) ?? ''}`);
    return { status: 404, body: errorBody(path, new TrpcFailure(404, `No mock for ${path}`)) };
  }
  try {
    const result = await mock.answer(input);
    if (result instanceof TrpcFailure) return { status: result.status, body: errorBody(path, result) };
    return { status: 200, body: { result: { data: result } } };
  } catch (error) {
    if (error instanceof TrpcFailure) return { status: error.status, body: errorBody(path, error) };
    // A resolver that throws met an input its test did not expect: that test fails.
    unhandled.push(`tRPC ${path} ${JSON.stringify(input) ?? ''}: ${String(error)}`);
    return { status: 500, body: errorBody(path, new TrpcFailure(500, 'Internal server error')) };
  }
}

/** One batch request: every procedure answered in order, the status as tRPC's (207 when mixed). */
async function answerBatch(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const paths = decodeURIComponent(url.pathname.replace(/^.*\/trpc\//, '')).split(',');
  const raw = request.method === 'GET' ? url.searchParams.get('input') : await request.text();
  const batch = url.searchParams.get('batch') === '1';
  const parsed: unknown = raw ? JSON.parse(raw) : undefined;
  const inputs = paths.map((_, i) =>
    batch ? (parsed as Record<string, unknown> | undefined)?.[String(i)] : parsed,
  );
  const answers = await Promise.all(paths.map((p, i) => answerOne(p, inputs[i])));
  const statuses = new Set(answers.map((a) => a.status));
  const status = statuses.size === 1 ? answers[0]!.status : 207;
  const body = batch ? answers.map((a) => a.body) : answers[0]!.body;
  return HttpResponse.json(body as JsonBodyType, { status });
}

/** The handlers every test starts with: tRPC through the mocks above. */
export const handlers: HttpHandler[] = [
  http.get(/\/trpc\/[^/?]+/, ({ request }) => answerBatch(request)),
  http.post(/\/trpc\/[^/?]+/, ({ request }) => answerBatch(request)),
];
