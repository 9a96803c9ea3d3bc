import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@hs/contracts';
import { currentLanguage, switchLanguage } from './i18n';
import { languageAtSignIn } from './user-language';

const person = { id: '00000000-0000-4000-8000-000000000001', firstName: 'Ana' } as CurrentUser;
const saves = () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify({ consistencyToken: null }), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('the language at sign-in', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await switchLanguage('en');
  });

  it("the person's saved language wins over this device's, and nothing is saved", async () => {
    const fetch = saves();
    const user = await languageAtSignIn({ ...person, language: 'es' });
    expect(currentLanguage()).toBe('es');
    expect(user.language).toBe('es');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('Spanish chosen on the sign-in page is kept for someone who never chose', async () => {
    const fetch = saves();
    await switchLanguage('es');
    const user = await languageAtSignIn(person);
    expect(user.language).toBe('es');
    expect(fetch).toHaveBeenCalledWith('/api/user/language', expect.objectContaining({ method: 'PUT' }));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ language: 'es' });
  });

  it('English on the device and no choice saved: nothing is saved, English stays', async () => {
    const fetch = saves();
    const user = await languageAtSignIn(person);
    expect(user.language).toBeUndefined();
    expect(currentLanguage()).toBe('en');
    expect(fetch).not.toHaveBeenCalled();
  });
});
