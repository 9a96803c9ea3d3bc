import { readFileSync } from 'node:fs';
import { DomainError } from '@hs/domain';
import { NEW_PASSWORD_MIN_LENGTH } from '@hs/contracts';

const listFile = new URL('../../data/common-passwords.txt', import.meta.url);
let common: Set<string> | null = null;
/** The shipped list, read once on first use (comment lines start with #). */
const commonPasswords = (): Set<string> =>
  (common ??= new Set(
    readFileSync(listFile, 'utf8')
      .split('\n')
      .filter((line) => line.length > 0 && !line.startsWith('#')),
  ));

const refuse = (reason: string): never => {
  throw new DomainError('WeakPassword', reason, ['newPassword']);
};

/**
 * The rules a chosen password must meet (docs/product.md, "Rules"): long enough, not built on the
 * username, not a well-known password. The length is also in the contract; checked here so no
 * caller skips it.
 */
export const assertAcceptablePassword = (password: string, username: string): void => {
  if (password.length < NEW_PASSWORD_MIN_LENGTH)
    refuse(`Use at least ${NEW_PASSWORD_MIN_LENGTH} characters.`);
  const lower = password.toLowerCase();
  if (username.length > 0 && lower.includes(username.toLowerCase()))
    refuse('Do not use your username in your password.');
  if (commonPasswords().has(lower))
    refuse('This password is too common. Choose one that is harder to guess.');
};
