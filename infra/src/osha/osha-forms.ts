// The query API reads the domain only through infra: the OSHA forms are pure functions of the read models.
export {
  caseProblems,
  caseRow,
  itaCaseColumns,
  itaSummaryColumns,
  summarize300A,
  summaryProblems,
  summaryRow,
  storedDecision,
  type ItaCase,
  type ItaEstablishment,
  type ItaProblem,
} from '@hs/domain';
