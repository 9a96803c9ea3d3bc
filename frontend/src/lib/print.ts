import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** The moment a page was last printed (or drawn): a printed report says when it was made. */
export const usePrintedAt = (): Date => {
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    // Drawn before the print dialog takes its picture, whether from a Print button or Ctrl+P.
    const update = () => flushSync(() => setPrintedAt(new Date()));
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, []);
  return printedAt;
};

/**
 * Prints one part of a page alone: its print stylesheet keys on `data-print-only` on the body,
 * which goes again once the print dialog closes, so Ctrl+P still prints the whole page.
 */
export const printOnly = (part: string): void => {
  document.body.dataset.printOnly = part;
  window.addEventListener('afterprint', () => delete document.body.dataset.printOnly, { once: true });
  window.print();
};
