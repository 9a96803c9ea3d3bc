import { caseOutcomes, caseTypes, type CaseOutcome, type CaseType } from '@hs/contracts';

type LogColumn = { column: string; label: string };

// Keyed by the contracts' types, so an outcome or case type without its column fails to compile.
const outcomeColumn: Record<CaseOutcome, LogColumn> = {
  death: { column: 'G', label: 'Death' },
  'days-away': { column: 'H', label: 'Days away from work' },
  'job-transfer-restriction': { column: 'I', label: 'Job transfer or restriction' },
  'other-recordable': { column: 'J', label: 'Other recordable cases' },
};

const caseTypeColumn: Record<CaseType, LogColumn> = {
  injury: { column: 'M1', label: 'Injury' },
  'skin-disorder': { column: 'M2', label: 'Skin disorder' },
  'respiratory-condition': { column: 'M3', label: 'Respiratory condition' },
  poisoning: { column: 'M4', label: 'Poisoning' },
  'hearing-loss': { column: 'M5', label: 'Hearing loss' },
  'other-illness': { column: 'M6', label: 'All other illnesses' },
};

/** The 300 log's columns G-J and M1-M6, in the log's order. */
export const outcomeColumns = caseOutcomes.map((outcome) => ({ outcome, ...outcomeColumn[outcome] }));
export const caseTypeColumns = caseTypes.map((caseType) => ({ caseType, ...caseTypeColumn[caseType] }));

export const changeKindLabel = {
  recorded: 'Recorded',
  reclassified: 'Reclassified',
  'days-updated': 'Days updated',
  'moved-in': 'Moved to this establishment',
  'moved-out': 'Moved away from this establishment',
  'set-aside': 'Taken off the log',
  reinstated: 'Back on the log (marking undone)',
} as const;
