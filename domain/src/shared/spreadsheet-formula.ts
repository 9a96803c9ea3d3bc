/**
 * CSV injection (OWASP): spreadsheet programs run a cell that starts with one of these as a
 * formula, so text typed by a user (an incident's location) could call out or run a command.
 */
const FORMULA_STARTS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** A whole number, possibly signed: a spreadsheet reads it as a number and runs nothing. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export const startsLikeFormula = (text: string): boolean => FORMULA_STARTS.has(text.charAt(0));

/**
 * The text a CSV cell carries: one that would start a formula gets OWASP's leading single quote,
 * so the spreadsheet shows it as text. A number in a numeric column (-5 days) stays a number.
 */
export const neutralisedCell = (text: string, numeric = false): string =>
  startsLikeFormula(text) && !(numeric && PLAIN_NUMBER.test(text)) ? `'${text}` : text;
