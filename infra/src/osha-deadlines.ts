/**
 * The 1904 deadline and rate rules the domain owns, for the query API, which may import infra but
 * not the domain: one definition of "due" and of a rate for both sides.
 */
export {
  oshaRates,
  recordingDueAt,
  severeReportDueAt,
  yearlyDeadlines,
  zonedDate,
  type CaseOutcome,
  type SevereEvent,
} from '@hs/domain';
