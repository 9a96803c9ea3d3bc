import type { Problem } from '@hs/contracts';
import { currentLanguage, i18n } from './i18n';

const unit = (kind: string, n: string): string => {
  const one = n === '1';
  if (kind === 'string') return one ? 'character' : 'characters';
  if (kind === 'array' || kind === 'set') return one ? 'item' : 'items';
  return '';
};

// zod's default texts, as a server without the contracts' error map (or a proxy) may still send.
const rewrites: [RegExp, (m: RegExpExecArray) => string][] = [
  [
    /^Too big: expected (\w+) to (?:have|be) <=?\s*(\d+)(?: \w+)?$/,
    (m) => `At most ${m[2]} ${unit(m[1]!, m[2]!)}`,
  ],
  [
    /^Too small: expected (\w+) to (?:have|be) >=?\s*(\d+)(?: \w+)?$/,
    (m) => (m[1] === 'string' && Number(m[2]) <= 1 ? 'Required' : `At least ${m[2]} ${unit(m[1]!, m[2]!)}`),
  ],
  [/^Invalid input: expected \w+, received undefined$/, () => 'Required'],
  [/^must have required property/, () => 'Required'],
  [/^Invalid email address$/, () => 'Enter a valid e-mail address'],
  [/^Invalid (?:option|input): expected one of/, () => 'Choose one of the options'],
  [/^Invalid UUID$/, () => 'Not a valid reference'],
  [/^Invalid (?:ISO )?date$/, () => 'Enter a valid date'],
  [/^Unrecognized key/, () => 'Unknown field'],
];

const n = (m: RegExpExecArray) => ({ count: Number(m[1]) });
const v = (m: RegExpExecArray) => ({ value: m[1] });

/** The plain English reasons (the contracts' error map, the rewrites above) in another language. */
const translations: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Required$/, () => i18n.t('common:reasons.required')],
  [/^At most (\d+) characters?$/, (m) => i18n.t('common:reasons.atMostCharacters', n(m))],
  [/^At least (\d+) characters?$/, (m) => i18n.t('common:reasons.atLeastCharacters', n(m))],
  [/^At most (\d+) items?$/, (m) => i18n.t('common:reasons.atMostItems', n(m))],
  [/^At least (\d+) items?$/, (m) => i18n.t('common:reasons.atLeastItems', n(m))],
  [/^At most (\S+)$/, (m) => i18n.t('common:reasons.atMost', v(m))],
  [/^At least (\S+)$/, (m) => i18n.t('common:reasons.atLeast', v(m))],
  [/^Must be less than (\S+)$/, (m) => i18n.t('common:reasons.lessThan', v(m))],
  [/^Must be more than (\S+)$/, (m) => i18n.t('common:reasons.moreThan', v(m))],
  [/^Must be a multiple of (\S+)$/, (m) => i18n.t('common:reasons.multipleOf', v(m))],
  [/^Choose at least one$/, () => i18n.t('common:reasons.chooseAtLeastOne')],
  [/^Enter a valid e-mail address$/, () => i18n.t('common:reasons.email')],
  [/^Not a valid reference$/, () => i18n.t('common:reasons.reference')],
  [/^Enter a valid date$/, () => i18n.t('common:reasons.date')],
  [/^Enter a valid date and time$/, () => i18n.t('common:reasons.dateTime')],
  [/^Enter a valid time$/, () => i18n.t('common:reasons.time')],
  [/^Enter a valid web address$/, () => i18n.t('common:reasons.url')],
  [/^Not a valid value$/, () => i18n.t('common:reasons.value')],
  [/^Not in the expected format$/, () => i18n.t('common:reasons.format')],
  [/^Choose one of the options$/, () => i18n.t('common:reasons.option')],
  [/^Unknown field$/, () => i18n.t('common:reasons.unknownField')],
  [/^This date is too late$/, () => i18n.t('common:reasons.dateTooLate')],
  [/^This date is too early$/, () => i18n.t('common:reasons.dateTooEarly')],
  [/^This file is too large$/, () => i18n.t('common:reasons.fileTooLarge')],
  [/^Username is required$/, () => i18n.t('common:reasons.username')],
  [/^Password is required$/, () => i18n.t('common:reasons.password')],
  [/^Choose English \(en\) or Spanish \(es\)$/, () => i18n.t('common:reasons.language')],
];

/**
 * A reason in the reader's language: English as the contracts word it; in another language the
 * reasons known here are worded from their pattern, others stay as the rule wrote them.
 */
export const reasonWords = (reason: string): string => {
  if (currentLanguage() === 'en') return reason;
  for (const [pattern, words] of translations) {
    const match = pattern.exec(reason.trim());
    if (match) return words(match);
  }
  return reason;
};

/** A validation reason as a person reads it: "At most 200 characters", not zod's developer text. */
export const plainReason = (reason: string): string => {
  for (const [pattern, words] of rewrites) {
    const match = pattern.exec(reason.trim());
    if (match) return reasonWords(words(match).trim());
  }
  return reasonWords(reason);
};

/**
 * A problem's main sentence. English: its detail, else its title, as the server wrote them. Another
 * language words it from the problem's type (`/problems/incident-not-found`), which names the
 * failure whatever the detail says; a type not worded here keeps the server's English.
 */
export const problemSentence = ({ type, title, detail }: Problem): string => {
  const english = detail || title;
  if (currentLanguage() === 'en') return english;
  const key = `problems.${type.replace(/^.*\/problems\//, '')}`;
  return i18n.exists(key, { ns: 'common' }) ? i18n.t(key, { ns: 'common' }) : english;
};

/** A field path of a problem ("body.witnessName", "/items/0") as words ("Witness name"). */
export const fieldWords = (field: string): string => {
  const name =
    field
      .replace(/^(?:body[./]|\/)/, '')
      .split(/[./]/)
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? field;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
