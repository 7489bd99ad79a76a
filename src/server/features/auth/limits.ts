import type { TLoginRequest, TRegister, TUpdateProfile } from '@shared/schemas/auth';
import type { AppDeps } from '../../deps';
import { isAppError } from '../../errors';
import { deviceTokenFor } from './devices';
import * as auth from './service';

/**
 * The auth calls a visitor can repeat to guess or to probe, behind their throttles: the one
 * place both the REST facade and tRPC call, so neither door is left open.
 */

export const authDeps = (deps: AppDeps): auth.AuthDeps => ({
  db: deps.database.db,
  lucia: deps.lucia,
  sessions: deps.sessions,
  logger: deps.logger,
});

export interface SignInResult extends auth.AuthResult {
  /** Kept by the browser across sign-outs and sent with its next login. */
  deviceToken: string;
}

const isCode = (e: unknown, code: string) => isAppError(e) && e.code === code;
const isWrongCurrentPassword = (e: unknown) =>
  isAppError(e) && e.code === 'VALIDATION' && e.fieldErrors?.currentPassword !== undefined;

/**
 * Login counted before the password is checked, against the address, the text as typed and
 * the account the text names (so case, spacing and the email share one count of checked
 * guesses); a right password refunds its points. Only the address and the text answer 429:
 * an account out of checked guesses answers a wrong password's 401 without checking, so no
 * spelling learns of another's failures. A browser with this account's device token counts
 * against its own budget instead, so others' guesses cannot lock the owner out.
 */
export async function loginWithLimits(
  deps: AppDeps,
  ip: string,
  input: TLoginRequest,
): Promise<SignInResult> {
  const d = authDeps(deps);
  const account = await auth.findLoginAccount(d.db, input.emailOrUsername, input.deviceToken);
  const device = account?.deviceId;
  const text = input.emailOrUsername.trim().toLowerCase();
  const reservation = await deps.limits.reserveLogin(
    device ? { device } : { ip, text, account: account ? `user:${account.id}` : `name:${text}` },
  );
  let user: auth.AuthResult['user'];
  try {
    // Out of checked guesses: answered as a wrong password, after the same hashing work.
    user = await auth.checkPassword(reservation.mayCheck ? account : null, input.password);
  } catch (e) {
    // A wrong guess keeps its point; a failure of ours does not cost the visitor one.
    if (!isCode(e, 'UNAUTHORIZED')) await reservation.refund();
    throw e;
  }
  await reservation.refund();
  const token = await auth.createSessionFor(d.lucia, user.id);
  const known = device && input.deviceToken ? { id: device, token: input.deviceToken } : null;
  return { token, user, deviceToken: await deviceTokenFor(d.db, user.id, known) };
}

/** Registration behind its per-address throttle; the new account's browser gets a device token. */
export async function registerWithLimits(deps: AppDeps, ip: string, input: TRegister): Promise<SignInResult> {
  await deps.limits.beforeRegister(ip);
  const d = authDeps(deps);
  const result = await auth.register(d, input);
  return { ...result, deviceToken: await deviceTokenFor(d.db, result.user.id, null) };
}

/**
 * Profile edit. A username or email change that answers "already taken" tells whether an
 * account exists, so those answers are throttled per account and per address like sign-ups.
 * A wrong current password is a guess too, counted on the user's own budget for signed-in
 * checks (not the logins' counts, which strangers can exhaust). An edit that goes through
 * gives its point back.
 */
export async function updateProfileWithLimits(
  deps: AppDeps,
  ip: string,
  session: { userId: string; id: string },
  input: TUpdateProfile,
): Promise<auth.ProfileUpdateResult> {
  const update = () => auth.updateProfile(authDeps(deps), session.userId, session.id, input);
  const passwordChange = 'currentPassword' in input;
  const reservation = passwordChange
    ? await deps.limits.reservePasswordCheck(session.userId)
    : await deps.limits.reserveProfileLookup(session.userId, ip);
  try {
    const result = await update();
    await reservation.refund();
    return result;
  } catch (e) {
    // Only what probes keeps its point: a wrong current password, or "already taken".
    const probed = passwordChange ? isWrongCurrentPassword(e) : isCode(e, 'CONFLICT');
    if (!probed) await reservation.refund();
    throw e;
  }
}
