import type { RiskMatrixSettings } from './investigation.events.ts';

/**
 * The matrix until an admin sets another. Green and red carry white text, amber and orange black,
 * each above 4.5:1 contrast.
 */
export const defaultRiskMatrix: RiskMatrixSettings = {
  severityLabels: ['Negligible', 'Minor', 'Moderate', 'Major', 'Catastrophic'],
  likelihoodLabels: ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'],
  bands: [
    { label: 'Low', maxScore: 4, colour: '#1b7a3a' },
    { label: 'Medium', maxScore: 9, colour: '#f2c200' },
    { label: 'High', maxScore: 16, colour: '#f08a24' },
    { label: 'Extreme', maxScore: 25, colour: '#b3261e' },
  ],
};

/** The band a score falls in: the first whose maximum holds it (the last ends at 25). */
export const riskBandOf = (matrix: RiskMatrixSettings, score: number) => {
  const band = matrix.bands.find((b) => score <= b.maxScore) ?? matrix.bands.at(-1)!;
  return { label: band.label, colour: band.colour };
};
