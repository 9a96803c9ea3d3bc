/**
 * IR-{year}-{6 digits}. The number comes from a database sequence, so two reports can never share
 * one, whatever the clock says; past 999,999 it simply grows a digit.
 */
export const formatReportNumber = (year: number, sequence: number): string =>
  `IR-${year}-${String(sequence).padStart(6, '0')}`;
