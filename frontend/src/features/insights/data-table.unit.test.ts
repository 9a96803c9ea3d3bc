import { describe, expect, it } from 'vitest';
import { toCsv } from './data-table';

describe("a chart's CSV", () => {
  it('has the header row and one line per row, quoting commas and quotes', () => {
    const csv = toCsv({
      columns: ['Location', 'Incidents', 'Ratio'],
      rows: [
        { cells: ['Dock 3, north', 2, 'No injuries'], href: '/incidents' },
        { cells: ['The "old" shed', 1, 0.5], href: '/incidents' },
      ],
    });
    expect(csv).toBe(
      'Location,Incidents,Ratio\r\n"Dock 3, north",2,No injuries\r\n"The ""old"" shed",1,0.5\r\n',
    );
  });
});
