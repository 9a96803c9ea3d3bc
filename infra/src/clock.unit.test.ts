import { describe, expect, it } from 'vitest';
import { isTimeZone } from './clock.ts';

describe("the site's time zone", () => {
  it('knows IANA zone names and refuses made-up ones', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
