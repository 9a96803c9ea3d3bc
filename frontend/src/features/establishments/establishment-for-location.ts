import type { EstablishmentListing } from '@hs/contracts';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The establishment a user's work location names: its name first, else its city (only when one
 * establishment is in that city). None when nothing or several match: the user then chooses.
 */
export const establishmentForLocation = <E extends EstablishmentListing>(
  establishments: readonly E[],
  workLocation: string | null,
): E | null => {
  if (!workLocation?.trim()) return null;
  const byName = establishments.filter((e) => same(e.name, workLocation));
  if (byName.length === 1) return byName[0]!;
  const byCity = establishments.filter((e) => same(e.city, workLocation));
  return byCity.length === 1 ? byCity[0]! : null;
};
