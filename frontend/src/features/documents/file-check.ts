import { acceptedFileTypes, documentMessages } from '@hs/contracts';
import { acceptOf, fileProblem as problemOf } from '@/lib/file-problem';

/** The `accept` of a document file input. */
export const acceptedFiles = acceptOf(acceptedFileTypes);

/** One document file of an accepted type, at most 10 MB; the server checks the content too. */
export const fileProblem = (file: File | null): string | undefined =>
  problemOf(file, acceptedFileTypes, documentMessages.wrongType);
