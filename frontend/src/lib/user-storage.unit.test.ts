import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetOtherUsersData, forgetStoredUserData, userStorageKey } from './user-storage';

/** The part of the Web Storage API the module uses, in memory (unit tests run without a browser). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key = (index: number) => [...this.items.keys()][index] ?? null;
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
  keys = () => [...this.items.keys()].sort();
}

let local: MemoryStorage;
let session: MemoryStorage;
beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  local.setItem(userStorageKey('amy', 'incident-report.draft'), '{"medicalHistory":"asthma"}');
  local.setItem(userStorageKey('ben', 'incident-report.draft'), '{}');
  // The unkeyed draft of versions before per-user keys: nobody's, so everybody's to see.
  local.setItem('hs.incident-report.draft', '{"medicalHistory":"diabetes"}');
  session.setItem(userStorageKey('amy', 'other'), 'x');
  local.setItem('another-site-setting', 'kept');
});
afterEach(() => vi.unstubAllGlobals());

describe("the app's data in browser storage", () => {
  it("is kept apart per user: one user's key never names another", () => {
    expect(userStorageKey('amy', 'incident-report.draft')).not.toBe(
      userStorageKey('ben', 'incident-report.draft'),
    );
  });

  it('is all removed at sign-out, for every user and from older versions, in both storages', () => {
    forgetStoredUserData();
    expect(local.keys()).toEqual(['another-site-setting']);
    expect(session.keys()).toEqual([]);
  });

  it("keeps only the signing-in user's own data when someone signs in", () => {
    forgetOtherUsersData('amy');
    expect(local.keys()).toEqual(['another-site-setting', 'hs.user.amy.incident-report.draft']);
    expect(session.keys()).toEqual(['hs.user.amy.other']);
  });
});
