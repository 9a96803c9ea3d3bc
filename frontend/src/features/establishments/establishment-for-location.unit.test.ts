import { describe, expect, it } from 'vitest';
import type { Establishment } from '@hs/contracts';
import { establishmentForLocation } from './establishment-for-location';

const site = (id: string, name: string, city: string) => ({ id, name, city }) as Establishment;
const sites = [
  site('1', 'Plant 1', 'Houston'),
  site('2', 'Plant 2', 'Baton Rouge'),
  site('3', 'Dock', 'Houston'),
];

describe("preselecting the reporter's establishment", () => {
  it('matches the work location to a name, ignoring case and spaces', () => {
    expect(establishmentForLocation(sites, ' plant 2 ')?.id).toBe('2');
  });
  it('matches a city with one establishment, and none when the city has several', () => {
    expect(establishmentForLocation(sites, 'Baton Rouge')?.id).toBe('2');
    expect(establishmentForLocation(sites, 'Houston')).toBeNull();
  });
  it('preselects nothing without a work location', () => {
    expect(establishmentForLocation(sites, null)).toBeNull();
  });
});
