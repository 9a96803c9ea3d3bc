import { describe, expect, it } from 'vitest';
import { assertAcceptablePassword } from './password-policy.ts';

const refusal = (password: string, username = 'jchen') => {
  try {
    assertAcceptablePassword(password, username);
    return null;
  } catch (error) {
    return { code: (error as { code: string }).code, fields: (error as { fields: string[] }).fields };
  }
};

describe('a chosen password', () => {
  it('is accepted when long, unusual and free of the username', () => {
    expect(refusal('copper-kettle-meadow-4')).toBeNull();
  });
  it.each([
    ['11 characters', 'abcdefghij1'],
    ['the username in any case', 'My-JChen-Password'],
    ['a well-known password in any case', 'QWERTY123456'],
  ])('is refused with %s, naming newPassword', (_rule, password) => {
    expect(refusal(password)).toEqual({ code: 'WeakPassword', fields: ['newPassword'] });
  });
});
