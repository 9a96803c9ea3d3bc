import { DomainError } from '../shared/domain-error.ts';
import type { RecordkeepingDecision } from './recordkeeping.decision.ts';
import { illnessOnlyPrivacyCaseKinds, type PrivacyCaseKind } from './recordkeeping.vocabulary.ts';

/*
 * Privacy cases (29 CFR 1904.29(b)(6)-(b)(10)): the kinds a case may be, and the text of a privacy
 * case with every part of the person's name taken out, for every output but the confidential list.
 */

const illnessOnly: readonly PrivacyCaseKind[] = illnessOnlyPrivacyCaseKinds;

/** The kind must fit the case type: mental illness, an infection or an employee's request is an illness. */
export const checkPrivacyCase = (d: RecordkeepingDecision): void => {
  if (d.privacyCase === null || d.caseType === null) return;
  if (d.caseType === 'injury' && illnessOnly.includes(d.privacyCase))
    throw new DomainError(
      'RecordkeepingInconsistent',
      'This kind of privacy case is for illnesses only (29 CFR 1904.29(b)(7)); an injury is not one.',
      ['privacyCase'],
    );
};

/** What a name part becomes in the text of a privacy case. */
const EMPLOYEE = 'the employee';
// NUL never reaches a stored text (contracts/src/bounds.ts), so it cannot clash with the text itself.
const MARK = '\u0000';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const notLetterBefore = '(?<![\\p{L}\\p{N}])';
const notLetterAfter = '(?![\\p{L}\\p{N}])';

const wordsOf = (name: string) =>
  name
    .split(/[\s,]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => word !== '');

type NameParts = { words: string[]; initialRuns: string[][]; initials: string[] };

/**
 * Every part that identifies the person: each word of two letters or more (the parts of a hyphenated
 * or apostrophised name too), and the initials in order, all of them and first-and-last.
 */
export const namePartsOf = (names: readonly (string | null | undefined)[]): NameParts => {
  const words = new Set<string>();
  const initialRuns: string[][] = [];
  const initials = new Set<string>();
  for (const name of names) {
    if (!name) continue;
    const whole = wordsOf(name);
    for (const word of whole)
      for (const part of [word, ...word.split(/[-'’]/u)]) if ([...part].length >= 2) words.add(part);
    // "Smith-Kowalski" is written S. or S.K.: both ways count.
    const subparts = whole.flatMap((word) => word.split(/[-'’]/u).filter((part) => part !== ''));
    for (const parts of [whole, subparts]) {
      const letters = parts.map((word) => [...word][0]!.toUpperCase());
      letters.forEach((letter) => initials.add(letter));
      if (letters.length >= 2) initialRuns.push(letters, [letters[0]!, letters[letters.length - 1]!]);
    }
  }
  return {
    // The longest first, so "Smith-Jones" goes before "Smith" leaves "-Jones" behind.
    words: [...words].sort((a, b) => b.length - a.length),
    initialRuns: initialRuns.sort((a, b) => b.length - a.length),
    initials: [...initials],
  };
};

const replaceAll = (text: string, pattern: string, flags: string) =>
  text.replace(new RegExp(pattern, flags), MARK);

/**
 * The text with every name part replaced by "the employee", matched as whole words whatever their
 * letter case; initials as "J.S.", "J. S." or "JS" and "J. Smith" go whole (1904.29(b)(9)).
 */
export const withoutNames = (text: string, names: readonly (string | null | undefined)[]): string => {
  const { words, initialRuns, initials } = namePartsOf(names);
  if (words.length === 0 && initialRuns.length === 0) return text;
  let out = text;
  for (const run of initialRuns) {
    const dotted = run.map(escape).join('\\.\\s?') + '\\.?';
    // Initials in capitals only: "8 a.m." is not Ann Mills, "as" is not Al Smith.
    out = replaceAll(out, `${notLetterBefore}${dotted}${notLetterAfter}`, 'gu');
    out = replaceAll(out, `${notLetterBefore}${run.map(escape).join('')}${notLetterAfter}`, 'gu');
  }
  if (words.length > 0)
    out = replaceAll(out, `${notLetterBefore}(?:${words.map(escape).join('|')})${notLetterAfter}`, 'giu');
  if (initials.length > 0) {
    const initial = `[${initials.map(escape).join('')}]`;
    // "J Smith": the person's initial goes with the name it stands before.
    out = out.replace(new RegExp(`${notLetterBefore}${initial}\\s+(?=${MARK})`, 'gu'), '');
  }
  // "J. Smith", whoever J. is: an initial with a dot goes with the name it stands before.
  out = out.replace(new RegExp(`${notLetterBefore}\\p{Lu}\\.\\s*(?=${MARK})`, 'gu'), '');
  // "John Smith" is one person: one "the employee".
  out = out.replace(new RegExp(`${MARK}(?:[\\s.]*${MARK})+`, 'gu'), MARK);
  return out.replace(new RegExp(MARK, 'gu'), (_mark, at: number) =>
    /(^|[.!?]\s+)$/u.test(out.slice(0, at)) ? 'The employee' : EMPLOYEE,
  );
};

/** Whether the text names the person in any of the ways `withoutNames` takes out. */
export const mentionsName = (text: string, names: readonly (string | null | undefined)[]): boolean =>
  withoutNames(text, names) !== text;
