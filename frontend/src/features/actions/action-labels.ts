import type { ActionPriority, ActionSource, ActionState, ControlLevel } from '@hs/contracts';
import type { BadgeTone } from '@/components/ui/badge';

export const actionStateLabels: Record<ActionState, string> = {
  open: 'Open',
  'in-progress': 'In progress',
  done: 'Done, awaiting verification',
  verified: 'Verified effective',
};
export const actionStateTones: Record<ActionState, BadgeTone> = {
  open: 'blue',
  'in-progress': 'yellow',
  done: 'purple',
  verified: 'green',
};
export const controlLevelLabels: Record<ControlLevel, string> = {
  elimination: 'Elimination',
  substitution: 'Substitution',
  engineering: 'Engineering control',
  administrative: 'Administrative control',
  ppe: 'Personal protective equipment',
};
export const priorityLabels: Record<ActionPriority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

/** Where the action comes from, in words, naming the incident's report number when known. */
export const sourceText = (source: ActionSource, reportNumber: string | null = null): string =>
  ({
    incident: reportNumber ? `Raised from incident ${reportNumber}` : 'Raised from an incident',
    finding: 'Raised from a finding of an inspection',
    cause: reportNumber
      ? `Raised from a cause found by the investigation of ${reportNumber}`
      : "Raised from a cause found by the incident's investigation",
    none: 'Raised on its own',
  })[source.kind];
