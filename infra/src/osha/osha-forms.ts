// The query API reads the domain only through infra: the OSHA forms, deadlines and rates are pure
// functions of the read models, defined once in the domain for both sides.
export {
  caseProblems,
  caseRow,
  employeeDateCaseProblems,
  itaCaseColumns,
  itaSummaryColumns,
  oshaRates,
  recordingDueAt,
  severeReportDueAt,
  summarize300A,
  summaryProblems,
  summaryRow,
  storedDecision,
  yearlyDeadlines,
  zonedDate,
  type CaseOutcome,
  type ItaCase,
  type ItaEstablishment,
  type ItaProblem,
  type SevereEvent,
} from '@hs/domain';
