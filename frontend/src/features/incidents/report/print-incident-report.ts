import type { IncidentReportDocument } from './incident-report-document';

const printStyles = `
  * { box-sizing: border-box; }
  body { font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #0f172a;
         margin: 2rem auto; max-width: 48rem; padding: 0 1.5rem; line-height: 1.45; }
  header { border-bottom: 3px solid #c2410c; padding-bottom: 0.75rem; margin-bottom: 1.25rem; }
  h1 { font-size: 1.6rem; margin: 0; }
  .subtitle { margin: 0.25rem 0 0.75rem; color: #334155; }
  h2 { font-size: 1.05rem; margin: 1.5rem 0 0.5rem; padding-bottom: 0.25rem; border-bottom: 1px solid #cbd5e1;
       text-transform: uppercase; letter-spacing: 0.04em; }
  dl { display: grid; grid-template-columns: 14rem 1fr; gap: 0.35rem 1rem; margin: 0; }
  dt { font-weight: 600; color: #334155; }
  dd { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  footer { margin-top: 2rem; padding-top: 0.75rem; border-top: 1px solid #cbd5e1; font-size: 0.85rem; color: #334155; }
  footer p { margin: 0.15rem 0; }
  section { break-inside: avoid; }
  @media print { body { margin: 0; max-width: none; } }
`;

/** A description list built with textContent only: user text can never become markup. */
const definitionList = (doc: Document, lines: { label: string; value: string }[]): HTMLDListElement => {
  const list = doc.createElement('dl');
  for (const { label, value } of lines) {
    const term = doc.createElement('dt');
    term.textContent = label;
    const detail = doc.createElement('dd');
    detail.textContent = value;
    list.append(term, detail);
  }
  return list;
};

const element = <K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  text?: string,
  className?: string,
): HTMLElementTagNameMap[K] => {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
};

/** Fills an empty document with the report; exported for reuse and for checking without a window. */
export const renderReportInto = (doc: Document, report: IncidentReportDocument): void => {
  doc.documentElement.lang = 'en';
  doc.title = `${report.title} ${report.reportNumber}`;
  const style = doc.createElement('style');
  style.textContent = printStyles;
  doc.head.append(style);

  const header = element(doc, 'header');
  header.append(
    element(doc, 'h1', report.title),
    element(doc, 'p', report.subtitle, 'subtitle'),
    definitionList(doc, report.generated),
  );
  const main = element(doc, 'main');
  for (const section of report.sections) {
    const part = element(doc, 'section');
    part.append(element(doc, 'h2', section.heading), definitionList(doc, section.lines));
    main.append(part);
  }
  const footer = element(doc, 'footer');
  footer.append(...report.footer.map((line) => element(doc, 'p', line)));
  doc.body.replaceChildren(header, main, footer);
};

/**
 * Opens the printable report in a new window and prints it. The page's Content-Security-Policy
 * allows no inline scripts, so nothing is written as HTML: this window builds the new window's
 * DOM itself and calls print() on it. Returns false when a pop-up blocker refused the window.
 */
export const printIncidentReport = (report: IncidentReportDocument): boolean => {
  const printWindow = window.open('', '_blank', 'popup,width=900,height=1000');
  if (!printWindow) return false;
  renderReportInto(printWindow.document, report);
  printWindow.addEventListener('afterprint', () => printWindow.close());
  printWindow.focus();
  printWindow.print();
  return true;
};
