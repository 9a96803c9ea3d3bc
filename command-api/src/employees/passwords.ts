import { DomainError, employeeDecider, employeeStreamId, type EmployeeEvent } from '@hs/domain';
import { formatPosition, type SideEffects } from '@hs/infra/event-store';
import {
  announceSessionsChanged,
  hashPassword,
  saveCredential,
  SessionStore,
  type SessionUser,
} from '@hs/infra/auth';
import type { ChangePasswordBody } from '@hs/contracts';
import { assertAcceptablePassword } from '../auth/password-policy.ts';
import { confirmPassword } from '../auth/confirm-password.ts';
import type { SignInDeps } from '../auth/sign-in.ts';
import { generateTemporaryPassword } from '../auth/temporary-password.ts';
import type { CommandContext } from '../http/command-context.ts';
import { loadEmployee } from './employee-repository.ts';

type PasswordCommand = 'IssueTemporaryPassword' | 'ChangeOwnPassword';

/** Decides, appends the event (which holds no secret) and writes the hash in one transaction. */
const recordPassword = async (
  deps: Pick<SignInDeps, 'store'>,
  employeeId: string,
  type: PasswordCommand,
  context: CommandContext,
  alsoInTransaction: SideEffects,
): Promise<string> => {
  const { state, version } = await loadEmployee(deps.store, employeeId);
  const events: EmployeeEvent[] = employeeDecider.decide(
    { type, data: {}, metadata: context.command },
    state,
  );
  const [result] = await deps.store.appendToStreams(
    [{ streamId: employeeStreamId(employeeId), expected: version, events }],
    context.event(type),
    alsoInTransaction,
  );
  announceSessionsChanged(employeeId);
  return formatPosition(result!.position);
};

/**
 * An administrator's reset: a new one-time password, shown once in the answer and stored only as
 * a hash; the account's sessions end, and its next sign-in must choose a password.
 */
export const issueTemporaryPassword = async (
  deps: Pick<SignInDeps, 'store'>,
  employeeId: string,
  context: CommandContext,
): Promise<{ temporaryPassword: string; consistencyToken: string }> => {
  const temporaryPassword = generateTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const consistencyToken = await recordPassword(
    deps,
    employeeId,
    'IssueTemporaryPassword',
    context,
    async (db) => {
      await saveCredential(db, employeeId, { passwordHash, mustChange: true });
      await SessionStore.endAllFor(db, employeeId);
    },
  );
  return { temporaryPassword, consistencyToken };
};

/**
 * The signed-in user replaces their password. The current one is checked under sign-in's limits
 * (a stolen session must not become an unlimited guesser); success ends the user's other sessions.
 */
export const changeOwnPassword = async (
  deps: SignInDeps,
  user: SessionUser,
  sessionToken: string,
  body: ChangePasswordBody,
  context: CommandContext,
  ip: string | null,
): Promise<{ consistencyToken: string }> => {
  assertAcceptablePassword(body.newPassword, user.username);
  await confirmPassword(
    deps,
    user,
    body.currentPassword,
    ip,
    () =>
      new DomainError('WrongCurrentPassword', 'Your current password is not correct.', ['currentPassword']),
  );
  if (body.newPassword === body.currentPassword)
    throw new DomainError('WeakPassword', 'Choose a password different from your current one.', [
      'newPassword',
    ]);
  const passwordHash = await hashPassword(body.newPassword);
  const consistencyToken = await recordPassword(
    deps,
    user.userId,
    'ChangeOwnPassword',
    context,
    async (db) => {
      await saveCredential(db, user.userId, { passwordHash, mustChange: false });
      await SessionStore.keepOnlyAfterPasswordChange(db, user.userId, sessionToken);
    },
  );
  return { consistencyToken };
};
