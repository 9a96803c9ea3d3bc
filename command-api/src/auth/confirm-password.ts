import { PASSWORD_NOT_CONFIRMED_TITLE } from '@hs/contracts';
import { verifyPassword, type SessionUser } from '@hs/infra/auth';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { loadEmployee } from '../employees/employee-repository.ts';
import { LOGIN_BUSY_MESSAGE, LoginThrottled, storedCredentialOf, type SignInDeps } from './sign-in.ts';

/**
 * Checks the signed-in user's password again, counted like a sign-in attempt of their account and
 * address (login-throttle.ts): a stolen session must not become an unlimited guesser, and an
 * account locked by wrong guesses confirms nothing until its window ends, not even the right
 * password. A wrong password throws what `wrong()` makes; a right one gives its attempt back.
 */
export const confirmPassword = async (
  deps: Pick<SignInDeps, 'store' | 'pool' | 'throttle' | 'verifyPassword'>,
  user: SessionUser,
  password: string,
  ip: string | null,
  wrong: () => Error,
): Promise<void> => {
  const release = deps.throttle.gate.tryEnter(user.username, ip);
  if (!release) throw new LoginThrottled(1, LOGIN_BUSY_MESSAGE);
  try {
    const verdict = await deps.throttle.countAttempt(user.username, ip);
    if (!verdict.allowed) throw new LoginThrottled(verdict.retryAfterSeconds);
    const { state } = await loadEmployee(deps.store, user.userId);
    const credential = await storedCredentialOf(deps.pool, state);
    const verify = deps.verifyPassword ?? verifyPassword;
    if (!credential || !(await verify(password, credential.passwordHash))) throw wrong();
    await deps.throttle.refund(verdict.ticket);
  } finally {
    release();
  }
};

const WRONG_PASSWORD_TO_SIGN = 'Your password is not correct. Nothing was signed.';

/**
 * The password again of an electronic signature (a document's, a 300A certification's; 21 CFR
 * 11.200): wrong is 403 and nothing is signed; a throttled account's refusal carries Retry-After.
 */
export const confirmSignerPassword = (
  deps: Pick<SignInDeps, 'store' | 'pool' | 'throttle' | 'verifyPassword'>,
  request: FastifyRequest,
  reply: FastifyReply,
  password: string,
): Promise<void> =>
  confirmPassword(
    deps,
    request.user!,
    password,
    request.ip ?? null,
    () =>
      new HttpProblem(403, PASSWORD_NOT_CONFIRMED_TITLE, WRONG_PASSWORD_TO_SIGN, [
        { field: 'password', reason: WRONG_PASSWORD_TO_SIGN },
      ]),
  ).catch((error: unknown) => {
    if (error instanceof LoginThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  });
