import { acceptedFileTypes, documentMessages, type AcceptedFileType } from '@hs/contracts';

/** Random access to the bytes of an upload (a staged blob). */
export type ByteSource = { size: number; read: (offset: number, length: number) => Promise<Buffer> };

export type DocumentType = { fileType: AcceptedFileType; mediaType: string };
export type TypeCheck = { ok: true; type: DocumentType } | { ok: false; reason: string };

const mediaTypes: Record<AcceptedFileType, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
};

const PDF = Buffer.from('%PDF-');
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const CHUNK = 1024 * 1024;

/** The stream an OLE2 compound file of each kind must hold (names are UTF-16LE in the directory). */
const oleStreams: Partial<Record<AcceptedFileType, string[]>> = {
  doc: ['WordDocument'],
  xls: ['Workbook', 'Book'],
  ppt: ['PowerPoint Document'],
};
/** The folder every part of an Office Open XML package of each kind lives in. */
const ooxmlFolders: Partial<Record<AcceptedFileType, string>> = { docx: 'word/', xlsx: 'xl/', pptx: 'ppt/' };

export const extensionOf = (fileName: string): string | null => {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(fileName);
  return match ? match[1]!.toLowerCase() : null;
};

const isAccepted = (extension: string | null): extension is AcceptedFileType =>
  (acceptedFileTypes as readonly string[]).includes(extension ?? '');

const startsWith = async (source: ByteSource, magic: Buffer) =>
  (await source.read(0, magic.length)).equals(magic);

/** Whether any of `needles` occurs anywhere in the file, read a chunk at a time. */
const containsAny = async (source: ByteSource, needles: Buffer[]): Promise<boolean> => {
  const overlap = Math.max(...needles.map((n) => n.length)) - 1;
  for (let offset = 0; offset < source.size; offset += CHUNK) {
    const chunk = await source.read(offset, CHUNK + overlap);
    if (needles.some((needle) => chunk.includes(needle))) return true;
  }
  return false;
};

/** Entry names from a ZIP's central directory, or null when it has none that makes sense. */
const zipEntryNames = async (source: ByteSource): Promise<string[] | null> => {
  const tailLength = Math.min(source.size, 22 + 0xffff);
  const tail = await source.read(source.size - tailLength, tailLength);
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > tail.length) return null;
  const entries = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > source.size) return null;
  const directory = await source.read(directoryOffset, directorySize);
  const names: string[] = [];
  let at = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    names.push(directory.toString('utf8', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
};

/** Text: valid UTF-8 and no NUL bytes anywhere (binaries have plenty). */
const isText = async (source: ByteSource): Promise<boolean> => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let offset = 0; offset < source.size; offset += CHUNK) {
      const chunk = await source.read(offset, CHUNK);
      if (chunk.includes(0)) return false;
      decoder.decode(chunk, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
};

const contentMatches = async (type: AcceptedFileType, source: ByteSource): Promise<boolean> => {
  switch (type) {
    case 'pdf':
      return startsWith(source, PDF);
    case 'doc':
    case 'xls':
    case 'ppt':
      return (
        (await startsWith(source, OLE2)) &&
        containsAny(
          source,
          oleStreams[type]!.map((name) => Buffer.from(name, 'utf16le')),
        )
      );
    case 'docx':
    case 'xlsx':
    case 'pptx': {
      if (!(await startsWith(source, ZIP_LOCAL))) return false;
      const names = await zipEntryNames(source);
      const folder = ooxmlFolders[type]!;
      return !!names?.includes('[Content_Types].xml') && names.some((name) => name.startsWith(folder));
    }
    case 'txt':
      return isText(source);
  }
};

/**
 * The type of an upload, checked by its content as well as its extension (docs/architecture.md,
 * "Files"): an executable renamed `.pdf` has no `%PDF-` header and is refused.
 */
export const checkDocumentType = async (fileName: string, source: ByteSource): Promise<TypeCheck> => {
  const extension = extensionOf(fileName);
  if (!isAccepted(extension)) return { ok: false, reason: documentMessages.wrongType };
  if (!(await contentMatches(extension, source))) {
    return {
      ok: false,
      reason: `The content of this file is not a valid ${extension.toUpperCase()} file.`,
    };
  }
  return { ok: true, type: { fileType: extension, mediaType: mediaTypes[extension] } };
};
