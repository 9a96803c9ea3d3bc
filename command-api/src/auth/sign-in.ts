import { signInStreamId, type SignInEvent, type UserSignInFailed } from '@hs/domain';
import {
  dummyPasswordHash,
  formatPosition,
  HttpProblem,
  verifyPassword,
  type EventMetadata,
  type EventStore,
  type LoginThrottle,
  type SessionStore,
} from '@hs/infra';
import { LOGIN_FAILED_MESSAGE, LOGIN_THROTTLED_MESSAGE, type LoginBody } from '@hs/contracts';
import { displayNameOf, employeeIdForUsername, loadEmployee } from '../employees/employee-repository.ts';

export type SignInDeps = { store: EventStore; sessions: SessionStore; throttle: LoginThrottle };
export type Client = { ip: string | null; userAgent: string | null; metadata: EventMetadata };

const record = (store: EventStore, employeeId: string | null, event: SignInEvent, metadata: EventMetadata) =>
  store.append(signInStreamId(employeeId), 'any', [event], metadata);

/**
 * Checks the password against the employee's own stream (no projection lag: a deactivation is
 * effective at once), throttles repeated failures per account and per address, records every
 * attempt in the log, and opens a new session (a new random id at every sign-in).
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

  if (await deps.throttle.isBlocked(body.username, client.ip)) {
    await fail(null, 'throttled');
    throw new HttpProblem(429, 'Too many attempts', LOGIN_THROTTLED_MESSAGE);
  }
  const employeeId = await employeeIdForUsername(deps.store, body.username);
  const employee = employeeId ? (await loadEmployee(deps.store, employeeId)).state : null;
  const hash = employee && employee.status !== 'none' ? employee.passwordHash : null;
  // Compare against a dummy hash for unknown names so timing does not reveal which names exist.
  const passwordOk = await verifyPassword(body.password, hash ?? (await dummyPasswordHash()));
  if (!employee || employee.status === 'none' || !hash || !passwordOk) {
    await deps.throttle.recordFailure(body.username, client.ip);
    await fail(employeeId, employeeId ? 'wrong-password' : 'unknown-user');
    throw new HttpProblem(401, 'Login failed', LOGIN_FAILED_MESSAGE);
  }
  if (employee.status === 'inactive') {
    await fail(employee.employeeId, 'inactive');
    throw new HttpProblem(
      403,
      'Account deactivated',
      'This account has been deactivated. Contact your administrator.',
    );
  }
  await deps.throttle.clearAccount(body.username);
  const session = await deps.sessions.create(
    {
      userId: employee.employeeId,
      username: employee.username,
      displayName: displayNameOf(employee),
      role: employee.role,
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
  return { employee, session, consistencyToken: formatPosition(result.position) };
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
