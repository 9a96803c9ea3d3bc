import { describe, expect, it } from 'vitest';
import { csvText } from './csv.ts';

describe('the CSV every download is written with', () => {
  it('writes a header row, quotes what needs quoting and ends lines with CRLF', () => {
    expect(csvText(['name', 'note'], [{ name: 'Plant 1', note: 'bay "3", dock' }])).toBe(
      'name,note\r\nPlant 1,"bay ""3"", dock"\r\n',
    );
  });

  it('a text cell that would start a formula is written with a leading quote; a number stays a number', () => {
    const text = csvText(
      ['location', 'days'],
      [{ location: '=HYPERLINK("http://evil.example","Click")', days: '-5' }],
      new Set(['days']),
    );
    expect(text).toBe('location,days\r\n"\'=HYPERLINK(""http://evil.example"",""Click"")",-5\r\n');
  });
});
