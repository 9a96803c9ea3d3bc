export const SAFETY_HOTLINE_MAX = 40;
export const SAFETY_EMAIL_MAX = 254;

/**
 * A number a phone can dial as people write it: digits with spaces, dashes, dots, brackets and a
 * leading +, at least three digits ("911", "1-800-555-0147", "+1 (713) 555-0100").
 */
export const isPhoneNumber = (value: string): boolean =>
  /^\+?[\d\s().-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 3;
