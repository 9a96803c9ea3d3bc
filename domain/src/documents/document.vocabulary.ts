import { isSafetyTeam } from '../employees/employee.vocabulary.ts';

/** Upload categories, as the upload form offers them; the library filter offers the first five. */
export const documentCategories = [
  'SDS',
  'Procedures',
  'Assessment',
  'Training',
  'Policy',
  'Report',
  'Other',
] as const;
export type DocumentCategory = (typeof documentCategories)[number];

/**
 * What every electronic signature means (21 CFR Part 11, 11.50(a)(3)): stored with the signature
 * so the record says it, not just the screen that collected it.
 */
export const SIGNATURE_MEANING = 'reviewed and acknowledged';

/** The safety team manages the library: their uploads are published at once, and they approve others'. */
export const managesDocuments = (role: string | null | undefined): boolean => isSafetyTeam(role);
/** Uploads in force at once: by managers, and by the system itself (the sample library of a first start). */
export const publishesAtOnce = (role: string | null): boolean => managesDocuments(role) || role === 'system';
