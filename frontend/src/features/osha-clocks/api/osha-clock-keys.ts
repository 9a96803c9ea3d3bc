/** Query keys of the OSHA clocks and rates; a report to OSHA refreshes the clocks. */
export const oshaClockKeys = {
  all: ['osha-clocks'] as const,
  clocks: ['osha-clocks', 'clocks'] as const,
  rates: ['osha-clocks', 'rates'] as const,
};
