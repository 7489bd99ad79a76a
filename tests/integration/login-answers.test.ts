import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../factories/user';
import { createTestApp, type TestApp } from '../helpers/app';
import { limitEnv, limitSetups, patientRedis, redisRun } from '../helpers/limits';

/**
 * What a login answers when one of its counters is spent: the answer to one identifier never
 * depends on another's failures. The username and the email share one count of checked
 * guesses (the account's), but only the text as typed, the address and the device answer
 * 429; an account out of checked guesses answers any password like a wrong one.
 */
const RUN = redisRun('answers');
const json = { 'Content-Type': 'application/json' };
const LIMIT = 3;
const WRONG = 'Wrongpass1';
const INVALID = { success: false, message: 'That email, username or password is not right' };
const TOO_MANY = /^Too many attempts\. Please try again in \d+ seconds\.$/;

type Identifier = 'username' | 'email';
/** Which counter is spent before the login under test. */
type Spent = 'none' | 'text as typed' | 'account via the other identifier' | 'address' | 'device';
const SPENT: Spent[] = ['none', 'text as typed', 'account via the other identifier', 'address', 'device'];

/** The rule under test, cell by cell. */
function expectedStatus(spent: Spent, rightPassword: boolean, withDeviceToken: boolean): number {
  const wrongPasswordAnswer = rightPassword ? 200 : 401;
  // The device's own budget replaces the account's, the text's and the address's.
  if (withDeviceToken) return spent === 'device' ? 429 : wrongPasswordAnswer;
  if (spent === 'text as typed' || spent === 'address') return 429;
  if (spent === 'account via the other identifier') return 401;
  return wrongPasswordAnswer;
}

let nextAddress = 0;
const address = () => {
  const n = nextAddress++;
  return `10.${100 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255}`;
};

describe.each(limitSetups)('login answers (%s)', (_name, kind, withRedis) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, limitEnv(LIMIT, withRedis && RUN), patientRedis);
  });
  afterAll(() => t?.close());

  const login = (body: object, from = address()) =>
    t.http().post('/api/auth/login').set(json).set('X-Forwarded-For', from).send(body);
  /** LIMIT wrong guesses at once, each from its own address unless one is given. */
  const spend = (body: object, from?: string) =>
    Promise.all(Array.from({ length: LIMIT }, () => login({ password: WRONG, ...body }, from)));

  async function cell(
    identifier: Identifier,
    spent: Spent,
    rightPassword: boolean,
    withDeviceToken: boolean,
  ) {
    const owner = await insertUser(t.deps);
    const names = { username: owner.user.username, email: owner.user.email };
    const other = identifier === 'username' ? names.email : names.username;
    const deviceToken = (await login({ emailOrUsername: names.username, password: owner.password })).body.data
      .deviceToken as string;
    const from = address();
    if (spent === 'text as typed') await spend({ emailOrUsername: names[identifier] });
    if (spent === 'account via the other identifier') await spend({ emailOrUsername: other });
    if (spent === 'address')
      await spend({ emailOrUsername: `nobody_${randomBytes(4).toString('hex')}` }, from);
    if (spent === 'device') await spend({ emailOrUsername: names.username, deviceToken });
    const res = await login(
      {
        emailOrUsername: names[identifier],
        password: rightPassword ? owner.password : WRONG,
        ...(withDeviceToken ? { deviceToken } : {}),
      },
      from,
    );
    if (res.status === 401) expect(res.body).toEqual(INVALID);
    if (res.status === 429) expect(res.body.message).toMatch(TOO_MANY);
    return res.status;
  }

  it('answers each identifier × spent counter × password × device token cell as the rule says', async () => {
    const cells: Array<[Identifier, Spent, boolean, boolean]> = [];
    for (const identifier of ['username', 'email'] as const)
      for (const spent of SPENT)
        for (const right of [true, false])
          for (const token of [false, true]) cells.push([identifier, spent, right, token]);
    const label = ([identifier, spent, right, token]: (typeof cells)[number]) =>
      `${identifier} | ${spent} | ${right ? 'right' : 'wrong'} password | ${token ? 'device token' : 'no token'}`;
    const actual = Object.fromEntries(
      await Promise.all(cells.map(async (c) => [label(c), await cell(...c)] as const)),
    );
    const expected = Object.fromEntries(cells.map((c) => [label(c), expectedStatus(c[1], c[2], c[3])]));
    expect(actual).toEqual(expected);
  });

  it("answers a known account's email exactly like an unknown email once its username's guesses are spent", async () => {
    const bob = await insertUser(t.deps);
    const from = address();
    for (let i = 0; i < LIMIT; i++)
      expect((await login({ emailOrUsername: bob.user.username, password: WRONG }, from)).status).toBe(401);
    expect((await login({ emailOrUsername: bob.user.username, password: WRONG }, from)).status).toBe(429);
    const known = await login({ emailOrUsername: bob.user.email, password: WRONG });
    const unknown = await login({
      emailOrUsername: `nobody_${randomBytes(4).toString('hex')}@example.com`,
      password: WRONG,
    });
    expect([known.status, known.body]).toEqual([unknown.status, unknown.body]);
    expect(known.status).toBe(401);
    // The email's own text gets the same number of answers before its 429 as the unknown one.
    const nextAnswers = async (emailOrUsername: string) => {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT; i++)
        statuses.push((await login({ emailOrUsername, password: WRONG })).status);
      return statuses;
    };
    const unknownEmail = `nobody_${randomBytes(4).toString('hex')}@example.com`;
    await login({ emailOrUsername: unknownEmail, password: WRONG });
    expect(await nextAnswers(bob.user.email)).toEqual(await nextAnswers(unknownEmail));
  });

  it('checks at most AUTH_RATE_LIMIT guesses a minute per account across its username and email', async () => {
    const owner = await insertUser(t.deps);
    const { username, email } = owner.user;
    const deviceToken = (await login({ emailOrUsername: username, password: owner.password })).body.data
      .deviceToken as string;
    // LIMIT - 1 parallel guesses under each: every text has an answer left, the account none.
    const guesses = [username, email].flatMap((emailOrUsername) =>
      Array.from({ length: LIMIT - 1 }, () => login({ emailOrUsername, password: WRONG })),
    );
    expect((await Promise.all(guesses)).map((r) => r.status)).toEqual(Array(2 * (LIMIT - 1)).fill(401));
    // So the right password is not checked under either, and the owner's browser still gets in.
    expect((await login({ emailOrUsername: username, password: owner.password })).status).toBe(401);
    expect((await login({ emailOrUsername: email, password: owner.password })).status).toBe(401);
    expect((await login({ emailOrUsername: email, password: owner.password, deviceToken })).status).toBe(200);
  });
});
