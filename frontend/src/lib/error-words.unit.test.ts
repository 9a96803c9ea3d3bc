import { afterEach, describe, expect, it } from 'vitest';
import { Problem } from '@hs/contracts';
import { fieldWords, plainReason, reasonWords } from './error-words';
import { switchLanguage } from './i18n';
import { HttpError, errorMessage, fieldErrors } from './http';

describe('plainReason', () => {
  it('turns zod limits into plain words', () => {
    expect(plainReason('Too big: expected string to have <=200 characters')).toBe('At most 200 characters');
    expect(plainReason('Too small: expected string to have >=12 characters')).toBe('At least 12 characters');
    expect(plainReason('Too small: expected string to have >=1 characters')).toBe('Required');
    expect(plainReason('Too big: expected array to have <=5 items')).toBe('At most 5 items');
    expect(plainReason('Too big: expected number to be <=10')).toBe('At most 10');
  });

  it('names a missing value, a bad e-mail and an unknown choice', () => {
    expect(plainReason('Invalid input: expected string, received undefined')).toBe('Required');
    expect(plainReason('Invalid email address')).toBe('Enter a valid e-mail address');
    expect(plainReason('Invalid option: expected one of "low"|"high"')).toBe('Choose one of the options');
  });

  it('leaves a reason already in words alone', () => {
    expect(plainReason('The incident date cannot be after today.')).toBe(
      'The incident date cannot be after today.',
    );
  });
});

describe('a refused request as the user reads it', () => {
  const refused = new HttpError(
    400,
    JSON.stringify(
      Problem.parse({
        type: 'about:blank',
        title: 'Invalid request',
        status: 400,
        detail: 'Some fields are not valid.',
        errors: [{ field: 'body.witnessName', reason: 'Too big: expected string to have <=200 characters' }],
      }),
    ),
    'Bad Request',
  );

  it('shows the field in words with a plain reason', () => {
    expect(fieldWords('body.witnessName')).toBe('Witness name');
    expect(errorMessage(refused)).toBe('Some fields are not valid. (Witness name: At most 200 characters)');
  });

  it('says a rule once when its reason is also the detail', () => {
    const taken = new HttpError(
      409,
      JSON.stringify(
        Problem.parse({
          type: 'about:blank',
          title: 'E-mail address in use',
          status: 409,
          detail: 'Another employee already uses this e-mail address.',
          errors: [{ field: 'email', reason: 'Another employee already uses this e-mail address.' }],
        }),
      ),
      'Conflict',
    );
    expect(errorMessage(taken)).toBe('Another employee already uses this e-mail address.');
  });

  it('gives forms the plain reason next to their field', () => {
    expect(fieldErrors(refused)).toEqual({ witnessName: 'At most 200 characters' });
  });
});

describe('a refusal read in Spanish', () => {
  afterEach(() => switchLanguage('en'));
  const problem = (body: object, status: number) =>
    new HttpError(status, JSON.stringify(Problem.parse({ status, ...body })), 'Refused');

  it('words the problem from its type and the reasons from their pattern; English stays as sent', async () => {
    const wrongPassword = problem(
      { type: '/problems/login-failed', title: 'Login failed', detail: 'Invalid username or password.' },
      401,
    );
    const tooLong = problem(
      {
        type: '/problems/invalid-request',
        title: 'Invalid request',
        errors: [{ field: 'title', reason: 'At most 200 characters' }],
      },
      400,
    );
    expect(errorMessage(wrongPassword)).toBe('Invalid username or password.');
    await switchLanguage('es');
    expect(errorMessage(wrongPassword)).toBe('Usuario o contraseña no válidos.');
    expect(errorMessage(tooLong)).toBe('La solicitud no es válida. (Title: Como máximo 200 caracteres)');
    expect(fieldErrors(tooLong)).toEqual({ title: 'Como máximo 200 caracteres' });
    expect(reasonWords('Required')).toBe('Obligatorio');
    expect(reasonWords('At least 1 character')).toBe('Al menos 1 carácter');
    expect(plainReason('Invalid option: expected one of "en"|"es"')).toBe('Elija una de las opciones');
  });

  it('keeps the server English for a type and a reason it has no words for', async () => {
    await switchLanguage('es');
    const odd = problem({ type: '/problems/something-new', title: 'Something new', detail: 'Odd.' }, 409);
    expect(errorMessage(odd)).toBe('Odd.');
    expect(reasonWords('The incident date cannot be after today.')).toBe(
      'The incident date cannot be after today.',
    );
  });
});
