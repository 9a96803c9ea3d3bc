import { describe, expect, it } from 'vitest';
import { rememberedPath } from './remembered-location';

describe('returning to the page wanted before logging in', () => {
  it('returns the in-app path with its query and hash', () => {
    expect(rememberedPath({ from: '/employee-management?employee=1#files' })).toBe(
      '/employee-management?employee=1#files',
    );
  });

  it('never sends the user to another site', () => {
    expect(rememberedPath({ from: '//evil.example/x' })).toBeNull();
    expect(rememberedPath({ from: 'https://evil.example' })).toBeNull();
  });

  it('never returns to a login page, which would loop', () => {
    expect(rememberedPath({ from: '/auth' })).toBeNull();
    expect(rememberedPath({ from: '/admin-login?x=1' })).toBeNull();
  });

  it('ignores missing or malformed state', () => {
    expect(rememberedPath(null)).toBeNull();
    expect(rememberedPath({ from: 42 })).toBeNull();
  });
});
