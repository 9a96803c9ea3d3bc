import { samplePdf } from '../../../command-api/src/seed/sample-pdf.ts';

/** Small real files of each accepted type, and impostors, for upload tests. */

/** A one-page PDF that viewers open, with `text` on it. */
export const pdfFile = (text = 'Sample safety document'): Buffer => samplePdf(text, ['For upload tests.']);

/** A stored (uncompressed) ZIP with the given entries; CRCs are not checked by the upload. */
export const zipFile = (entries: Record<string, string>): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name);
    const data = Buffer.from(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
};

const contentTypes =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';
export const docxFile = () =>
  zipFile({ '[Content_Types].xml': contentTypes, 'word/document.xml': '<w:document/>' });
export const xlsxFile = () =>
  zipFile({ '[Content_Types].xml': contentTypes, 'xl/workbook.xml': '<workbook/>' });
export const pptxFile = () =>
  zipFile({ '[Content_Types].xml': contentTypes, 'ppt/presentation.xml': '<p/>' });

/** An OLE2 compound file header followed by a directory naming the stream of that kind. */
export const oleFile = (stream: 'WordDocument' | 'Workbook' | 'PowerPoint Document'): Buffer => {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(512);
  Buffer.from(stream, 'utf16le').copy(directory);
  return Buffer.concat([header, directory]);
};

/** The start of a Windows executable (MZ header), as someone might rename it to .pdf. */
export const exeFile = (): Buffer => {
  const bytes = Buffer.alloc(1024);
  bytes.write('MZ', 0, 'latin1');
  bytes.write('This program cannot be run in DOS mode.', 78, 'latin1');
  return bytes;
};

/** The smallest valid PNG (1 by 1 pixel) as a data URL: a stand-in for a drawn signature. */
export const signaturePng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** In-memory random access, shaped like a staged blob. */
export const bytesOf = (buffer: Buffer) => ({
  size: buffer.length,
  read: async (offset: number, length: number) => buffer.subarray(offset, offset + length),
});

/** The same 1 by 1 pixel PNG as a file: a stand-in for a photo taken on site. */
export const photoPng = (): Buffer =>
  Buffer.from(signaturePng.slice(signaturePng.indexOf(',') + 1), 'base64');
/** The same 1 by 1 PNG as bytes: a photo for upload tests. */
export const pngFile = (): Buffer => Buffer.from(signaturePng.split(',')[1]!, 'base64');
