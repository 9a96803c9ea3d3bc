import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import es from '../locales/es.json';
import { cannotShowText, viewerKindOf } from './viewable';

describe('which viewer shows a document', () => {
  it('draws PDFs, shows plain text and images, and leaves Office files to a download', () => {
    expect(viewerKindOf('application/pdf')).toBe('pdf');
    expect(viewerKindOf('text/plain; charset=utf-8')).toBe('text');
    expect(viewerKindOf('image/png')).toBe('image');
    expect(viewerKindOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'other',
    );
  });

  it('never shows HTML or SVG, which could carry script', () => {
    expect(viewerKindOf('text/html')).toBe('other');
    expect(viewerKindOf('image/svg+xml')).toBe('other');
  });

  it('names what cannot be shown in words a user knows, in their language', async () => {
    const texts = i18next.createInstance();
    await texts.init({ resources: { en: { documents: en }, es: { documents: es } }, lng: 'en' });
    const t = texts.getFixedT('en', 'documents');
    expect(cannotShowText(t, 'docx')).toBe('Word documents cannot be shown in the app.');
    expect(cannotShowText(t, 'XLS')).toBe('Excel spreadsheets cannot be shown in the app.');
    expect(cannotShowText(t, 'zip')).toBe('Files of this type cannot be shown in the app.');
    expect(cannotShowText(texts.getFixedT('es', 'documents'), 'pptx')).toBe(
      'Las presentaciones de PowerPoint no se pueden mostrar en la aplicación.',
    );
  });
});
