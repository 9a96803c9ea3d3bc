import { signInStreamId, type Employee, type SignInEvent, type UserSignInFailed } from '@hs/domain';
import type pg from 'pg';
import { formatPosition, type EventMetadata, type EventStore } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';
import {
  dummyPasswordHash,
  findCredential,
  verifyPassword,
  type AttemptTicket,
  type LoginThrottle,
  type SessionStore,
} from '@hs/infra/auth';
import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE, type LoginBody } from '@hs/contracts';
import { displayNameOf, employeeIdForUsername, loadEmployee } from '../employees/employee-repository.ts';

export type SignInDeps = {
  store: EventStore;
  /** The credentials table (password hashes). */
  pool: pg.Pool;
  sessions: SessionStore;
  throttle: LoginThrottle;
  /** The password check; tests pass one that counts its calls. */
  verifyPassword?: typeof verifyPassword;
};
export type Client = { ip: string | null; userAgent: string | null; metadata: EventMetadata };

/** When the password checks of this account or address are all busy: a moment, not a minute. */
export const LOGIN_BUSY_MESSAGE = 'Too many sign-ins at once. Please try again in a moment.';

/** 429 with the seconds to wait, which the route sends as Retry-After. */
export class LoginThrottled extends HttpProblem {
  constructor(
    readonly retryAfterSeconds: number,
    detail: string = LOGIN_THROTTLED_MESSAGE,
  ) {
    super(429, 'Too many attempts', detail);
  }
}

const record = (store: EventStore, employeeId: string | null, event: SignInEvent, metadata: EventMetadata) =>
  store.append(signInStreamId(employeeId), 'any', [event], metadata);

/**
 * Checks the password against the employee's own stream (no projection lag: a deactivation is
 * effective at once), records every checked attempt (and the first refusal of a window) in the
 * log, and opens a new session (a new random id at every sign-in). Each attempt is counted per account and per address before its password is
 * checked, and only a few checks run at once, so a burst is refused instead of queueing hashes.
 */
export const signIn = async (deps: SignInDeps, body: LoginBody, client: Client) => {
  const at = new Date().toISOString();
  const fail = async (employeeId: string | null, reason: UserSignInFailed['data']['reason']) => {
    const event: UserSignInFailed = {
      type: 'UserSignInFailed',
      data: { username: body.username.slice(0, 100), reason, ip: client.ip, userAgent: client.userAgent, at },
    };
    await record(deps.store, employeeId, event, client.metadata);
  };
  // A refusal is recorded once per key and window (the count of the rest is in login_attempts):
  // an attacker must not be able to write without limit into the hash-chained log, nor slow
  // everyone's sign-in with those appends.
  const refuse = async (retryAfterSeconds: number, inLog: boolean, detail?: string): Promise<never> => {
    if (inLog) await fail(null, 'throttled');
    throw new LoginThrottled(retryAfterSeconds, detail);
  };

  const attempt = await countAndCheck(deps, body, client.ip);
  if (attempt === 'busy') return refuse(1, false, LOGIN_BUSY_MESSAGE);
  if ('retryAfterSeconds' in attempt) return refuse(attempt.retryAfterSeconds, attempt.firstRefusal);
  const { employeeId, employee, passwordOk, mustChangePassword, ticket } = attempt;
  // A deactivated account answers exactly as a wrong password: same status, body and path.
  if (!employee || employee.status !== 'active' || !passwordOk) {
    const reason = !employeeId
      ? 'unknown-user'
      : employee?.status === 'inactive' && passwordOk
        ? 'inactive'
        : 'wrong-password';
    await fail(employeeId, reason);
    throw new HttpProblem(401, 'Login failed', LOGIN_FAILED_MESSAGE);
  }
  await deps.throttle.refund(ticket);
  const session = await deps.sessions.create(
    {
      userId: employee.employeeId,
      username: employee.username,
      displayName: displayNameOf(employee),
      role: employee.role,
      mustChangePassword,
    },
    { remember: body.rememberMe, ip: client.ip, userAgent: client.userAgent },
  );
  const result = await record(
    deps.store,
    employee.employeeId,
    {
      type: 'UserSignedIn',
      data: {
        userId: employee.employeeId,
        username: employee.username,
        ip: client.ip,
        userAgent: client.userAgent,
        rememberMe: body.rememberMe,
        at,
      },
    },
    {
      ...client.metadata,
      userId: employee.employeeId,
      userName: displayNameOf(employee),
      role: employee.role,
    },
  );
  return { employee, session, mustChangePassword, consistencyToken: formatPosition(result.position) };
};

/** The credentials row; for accounts whose password predates it, the hash in their old events. */
export const storedCredentialOf = async (pool: pg.Pool, employee: Employee | null) => {
  if (!employee || employee.status === 'none') return null;
  const credential = await findCredential(pool, employee.employeeId);
  if (credential) return credential;
  return employee.legacyPasswordHash
    ? { passwordHash: employee.legacyPasswordHash, mustChange: false }
    : null;
};

type PasswordCheck = Awaited<ReturnType<typeof checkPassword>>;
/** Always one hash comparison, against a dummy hash for unknown names, so timing reveals nothing. */
const checkPassword = async (deps: SignInDeps, body: LoginBody) => {
  const employeeId = await employeeIdForUsername(deps.store, body.username);
  const employee = employeeId ? (await loadEmployee(deps.store, employeeId)).state : null;
  const credential = await storedCredentialOf(deps.pool, employee);
  const verify = deps.verifyPassword ?? verifyPassword;
  const passwordOk = await verify(body.password, credential?.passwordHash ?? (await dummyPasswordHash()));
  return {
    employeeId,
    employee: employee?.status === 'none' ? null : employee,
    passwordOk: passwordOk && !!credential,
    mustChangePassword: credential?.mustChange ?? false,
  };
};

/** Within the limits: counts the attempt, then checks the password. Else: busy, or the wait. */
const countAndCheck = async (
  deps: SignInDeps,
  body: LoginBody,
  ip: string | null,
): Promise<
  'busy' | { retryAfterSeconds: number; firstRefusal: boolean } | (PasswordCheck & { ticket: AttemptTicket })
> => {
  const release = deps.throttle.gate.tryEnter(body.username, ip);
  if (!release) return 'busy';
  try {
    const verdict = await deps.throttle.countAttempt(body.username, ip);
    if (!verdict.allowed) return verdict;
    return { ...(await checkPassword(deps, body)), ticket: verdict.ticket };
  } finally {
    release();
  }
};

export const signOut = async (deps: SignInDeps, token: string | undefined, client: Client): Promise<void> => {
  if (!token) return;
  const user = await deps.sessions.find(token);
  await deps.sessions.delete(token);
  if (user) {
    await record(
      deps.store,
      user.userId,
      { type: 'UserSignedOut', data: { userId: user.userId, ip: client.ip, at: new Date().toISOString() } },
      { ...client.metadata, userId: user.userId, userName: user.displayName, role: user.role },
    );
  }
};
