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

/** The safety team manages the library: their uploads are published at once, and they approve others'. */
export const managesDocuments = (role: string | null | undefined): boolean => isSafetyTeam(role);
/** Uploads in force at once: by managers, and by the system itself (the sample library of a first start). */
export const publishesAtOnce = (role: string | null): boolean => managesDocuments(role) || role === 'system';
