const MAX_LENGTH = 200;
// C0 and C1 controls, and the bidirectional marks that can make "exe.pdf" read as "fdp.exe".
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const unsafe = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The uploader's file name as something safe to store and show: no folders (so "../../x.pdf" is
 * "x.pdf"), no control or direction characters, no leading dots, at most 200 characters with the
 * extension kept. It is a label only: stored files are named by their hash.
 */
export const safeFileName = (raw: string): string => {
  const base = raw.toWellFormed().split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\t\n\v\f\r]/g, ' ')
    .replace(unsafe, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if (cleaned.length <= MAX_LENGTH) return cleaned || 'document';
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 11 ? cleaned.slice(dot) : '';
  return `${cleaned.slice(0, MAX_LENGTH - extension.length).trimEnd()}${extension}`;
};
