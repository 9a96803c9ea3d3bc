import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-name.ts';

describe('the stored name of an uploaded file', () => {
  it.each([
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\Windows\\system32\\evil.pdf', 'evil.pdf'],
    ['/absolute/path/manual.pdf', 'manual.pdf'],
    ['line\r\nbreak\u0000.pdf', 'line break.pdf'],
    ['bell\u0007\u001b[31mred.pdf', 'bell[31mred.pdf'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['...hidden.pdf', 'hidden.pdf'],
    ['..', 'document'],
    ['', 'document'],
    ['  Safety   Manual.pdf ', 'Safety Manual.pdf'],
    ['Sicherheitsanweisung für Gabelstapler.pdf', 'Sicherheitsanweisung für Gabelstapler.pdf'],
  ])('%j is stored as %j', (raw, stored) => {
    expect(safeFileName(raw)).toBe(stored);
  });

  it('keeps the extension of a very long name within 200 characters', () => {
    const name = safeFileName(`${'a'.repeat(500)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
