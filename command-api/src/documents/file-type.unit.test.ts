import { describe, expect, it } from 'vitest';
import {
  bytesOf,
  docxFile,
  exeFile,
  oleFile,
  pdfFile,
  pptxFile,
  xlsxFile,
  zipFile,
} from '../../../tests/src/support/sample-files.ts';
import { checkDocumentType } from './file-type.ts';

const check = (name: string, bytes: Buffer) => checkDocumentType(name, bytesOf(bytes));

describe('checking an upload by content as well as extension', () => {
  it.each([
    ['manual.pdf', pdfFile(), 'application/pdf'],
    ['Manual.PDF', pdfFile(), 'application/pdf'],
    ['form.docx', docxFile(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['sheet.xlsx', xlsxFile(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['deck.pptx', pptxFile(), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['old.doc', oleFile('WordDocument'), 'application/msword'],
    ['old.xls', oleFile('Workbook'), 'application/vnd.ms-excel'],
    ['old.ppt', oleFile('PowerPoint Document'), 'application/vnd.ms-powerpoint'],
    ['notes.txt', Buffer.from('Wear gloves. Überprüfen — ✓\n'), 'text/plain; charset=utf-8'],
  ])('accepts %s whose bytes are what its name says', async (name, bytes, mediaType) => {
    expect(await check(name, bytes)).toEqual({ ok: true, type: { fileType: expect.any(String), mediaType } });
  });

  it.each([
    ['an executable renamed .pdf', 'invoice.pdf', exeFile()],
    ['text renamed .pdf', 'manual.pdf', Buffer.from('just some text')],
    ['a PDF renamed .docx', 'form.docx', pdfFile()],
    ['a plain ZIP renamed .docx', 'form.docx', zipFile({ 'payload.exe': 'MZ' })],
    ['a Word package renamed .xlsx', 'sheet.xlsx', docxFile()],
    ['a Word 97 file renamed .xls', 'sheet.xls', oleFile('WordDocument')],
    ['an executable renamed .txt', 'readme.txt', exeFile()],
    ['Latin-1 bytes renamed .txt', 'readme.txt', Buffer.from([0x48, 0xe9, 0x6c, 0x6c, 0x6f])],
  ])('refuses %s', async (_what, name, bytes) => {
    const result = await check(name, bytes);
    expect(result.ok).toBe(false);
  });

  it.each(['setup.exe', 'script.sh', 'noextension', 'page.html', 'pdf'])(
    'refuses %s by its extension with the accepted list',
    async (name) => {
      expect(await check(name, pdfFile())).toEqual({
        ok: false,
        reason: 'Only PDF, DOC, DOCX, XLS, XLSX, PPT, PPTX and TXT files are accepted',
      });
    },
  );
});
