import { acceptedFileTypes, documentMessages, MAX_UPLOAD_BYTES } from '@hs/contracts';

/** The `accept` of a document file input. */
export const acceptedFiles = acceptedFileTypes.map((type) => `.${type}`).join(',');

/** One file of an accepted type, at most 10 MB; the server checks the content too. */
export const fileProblem = (file: File | null): string | undefined => {
  if (!file) return documentMessages.fileRequired;
  if (file.size > MAX_UPLOAD_BYTES) return documentMessages.tooLarge;
  if (!acceptedFileTypes.some((type) => file.name.toLowerCase().endsWith(`.${type}`)))
    return documentMessages.wrongType;
  return undefined;
};
