import { documentMessages, MAX_UPLOAD_BYTES } from '@hs/contracts';

/** The `accept` of a file input taking these types. */
export const acceptOf = (types: readonly string[]): string => types.map((type) => `.${type}`).join(',');

/** One file of an accepted type, at most 10 MB, as the server checks it (which reads the content too). */
export const fileProblem = (
  file: File | null,
  types: readonly string[],
  wrongType: string,
): string | undefined => {
  if (!file) return documentMessages.fileRequired;
  if (file.size > MAX_UPLOAD_BYTES) return documentMessages.tooLarge;
  if (!types.some((type) => file.name.toLowerCase().endsWith(`.${type}`))) return wrongType;
  return undefined;
};
