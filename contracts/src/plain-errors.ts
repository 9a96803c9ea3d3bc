import { z } from 'zod';

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const count = (n: number | bigint, one: string, many = `${one}s`) =>
  `${n} ${n === 1 || n === 1n ? one : many}`;

const formatWords: Record<string, string> = {
  email: 'Enter a valid e-mail address',
  uuid: 'Not a valid reference',
  date: 'Enter a valid date',
  datetime: 'Enter a valid date and time',
  time: 'Enter a valid time',
  url: 'Enter a valid web address',
};

const tooBig = (issue: Extract<Issue, { code: 'too_big' }>): string => {
  const max = issue.maximum;
  switch (issue.origin) {
    case 'string':
      return `At most ${count(max, 'character')}`;
    case 'array':
    case 'set':
      return `At most ${count(max, 'item')}`;
    case 'date':
      return 'This date is too late';
    case 'file':
      return 'This file is too large';
    default:
      return issue.inclusive === false ? `Must be less than ${max}` : `At most ${max}`;
  }
};

const tooSmall = (issue: Extract<Issue, { code: 'too_small' }>): string => {
  const min = issue.minimum;
  switch (issue.origin) {
    case 'string':
      return Number(min) <= 1 ? 'Required' : `At least ${count(min, 'character')}`;
    case 'array':
    case 'set':
      return Number(min) <= 1 ? 'Choose at least one' : `At least ${count(min, 'item')}`;
    case 'date':
      return 'This date is too early';
    default:
      return issue.inclusive === false ? `Must be more than ${min}` : `At least ${min}`;
  }
};

/**
 * The reasons a form or the API gives for bad input, in plain words ("At most 200 characters"),
 * not zod's developer text ("Too big: expected string to have <=200 characters"). Messages a
 * schema sets itself win; issues not named here keep zod's text.
 */
export const plainErrorMap = (issue: Issue): string | undefined => {
  switch (issue.code) {
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'Required' : 'Not a valid value';
    case 'invalid_format':
      return formatWords[issue.format] ?? 'Not in the expected format';
    case 'invalid_value':
      return 'Choose one of the options';
    case 'unrecognized_keys':
      return 'Unknown field';
    case 'not_multiple_of':
      return `Must be a multiple of ${issue.divisor}`;
    default:
      return undefined;
  }
};

// Server and browser both import the contracts, so both say the same words.
z.config({ customError: plainErrorMap });
