import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '@hs/contracts';
import { generatePassword } from './password';

describe('generating an initial password', () => {
  it('is long enough for the server and mixes upper, lower, digit and symbol', () => {
    for (let i = 0; i < 200; i++) {
      const password = generatePassword();
      expect(password.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[2-9]/);
      expect(password).toMatch(/[!@#$%*\-_=+?]/);
    }
  });

  it('avoids characters that are easily misread', () => {
    expect(Array.from({ length: 200 }, () => generatePassword()).join('')).not.toMatch(/[0O1lI]/);
  });

  it('differs every time', () => {
    expect(new Set(Array.from({ length: 100 }, () => generatePassword())).size).toBe(100);
  });
});
