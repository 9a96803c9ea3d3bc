import { describe, expect, it } from 'vitest';
import { mentionsName, withoutNames } from './privacy-case.ts';

const names = ['Jordan Smith-Kowalski', 'Jordan', 'Smith-Kowalski'];

describe('the text of a privacy case', () => {
  it('loses the surname wherever it stands, whatever its letter case, and reads as "the employee"', () => {
    expect(withoutNames("Cut at SMITH-KOWALSKI's bench; kowalski bled", names)).toBe(
      "Cut at the employee's bench; the employee bled",
    );
  });

  it('loses each part of a hyphenated name and the full name as one person', () => {
    expect(withoutNames('Jordan Smith-Kowalski slipped. Smith was alone', names)).toBe(
      'The employee slipped. The employee was alone',
    );
  });

  it('loses initials written with dots, in capitals without, and before a surname', () => {
    expect(withoutNames('Seen by J.S. and J. S.K., report from J. Kowalski', names)).toBe(
      'Seen by the employee and the employee, report from the employee',
    );
    expect(withoutNames('Her brother P. Kowalski came', names)).toBe('Her brother the employee came');
    expect(withoutNames('JSK signed', names)).toBe('The employee signed');
  });

  it('keeps words that only contain a name part, and lower-case words that match initials', () => {
    expect(withoutNames('Blacksmith shop, js file, as he turned', names)).toBe(
      'Blacksmith shop, js file, as he turned',
    );
    expect(withoutNames('A.M. left at 8 a.m.', ['Ann Mills'])).toBe('The employee left at 8 a.m.');
  });

  it('tells whether a text names the person', () => {
    expect(mentionsName('Near the smith press', names)).toBe(true);
    expect(mentionsName('Near the press', names)).toBe(false);
    expect(mentionsName('Anything', [null, ''])).toBe(false);
  });
});
