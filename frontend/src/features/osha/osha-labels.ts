import type { CaseOutcome, CaseType } from '@hs/contracts';

export const outcomeColumns: { outcome: CaseOutcome; column: string; label: string }[] = [
  { outcome: 'death', column: 'G', label: 'Death' },
  { outcome: 'days-away', column: 'H', label: 'Days away from work' },
  { outcome: 'job-transfer-restriction', column: 'I', label: 'Job transfer or restriction' },
  { outcome: 'other-recordable', column: 'J', label: 'Other recordable cases' },
];

export const caseTypeColumns: { caseType: CaseType; column: string; label: string }[] = [
  { caseType: 'injury', column: 'M1', label: 'Injury' },
  { caseType: 'skin-disorder', column: 'M2', label: 'Skin disorder' },
  { caseType: 'respiratory-condition', column: 'M3', label: 'Respiratory condition' },
  { caseType: 'poisoning', column: 'M4', label: 'Poisoning' },
  { caseType: 'hearing-loss', column: 'M5', label: 'Hearing loss' },
  { caseType: 'other-illness', column: 'M6', label: 'All other illnesses' },
];

export const changeKindLabel = {
  recorded: 'Recorded',
  reclassified: 'Reclassified',
  'days-updated': 'Days updated',
  'moved-in': 'Moved to this establishment',
  'moved-out': 'Moved away from this establishment',
  'set-aside': 'Taken off the log',
  reinstated: 'Back on the log (marking undone)',
} as const;
