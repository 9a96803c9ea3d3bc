import { RISK_SCALE, type RiskMatrix } from '@hs/contracts';

/** 5..1: the most severe row first, as a risk matrix is read. */
export const severitiesDown = Array.from({ length: RISK_SCALE }, (_, i) => RISK_SCALE - i);
/** 1..5 */
export const likelihoodsAcross = Array.from({ length: RISK_SCALE }, (_, i) => i + 1);

/** The band a score falls in: the first whose upper bound holds it. */
export const bandOf = (matrix: RiskMatrix, score: number) =>
  matrix.bands.find((band) => score <= band.maxScore) ?? matrix.bands.at(-1)!;

/** Black or white text, whichever reads better on the band's colour (WCAG relative luminance). */
export const textOn = (hex: string): string => {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return 1.05 / (luminance + 0.05) > (luminance + 0.05) / 0.05 ? '#ffffff' : '#000000';
};
