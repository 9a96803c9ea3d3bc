import { randomInt } from 'node:crypto';

// No 0/O, 1/l/I: the administrator reads it out or types it for the employee.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A one-time password generated on the server: 16 characters, about 93 bits. */
export const generateTemporaryPassword = (length = 16): string =>
  Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
