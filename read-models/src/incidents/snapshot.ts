import {
  copyFields,
  dispositionAfter,
  type DispositionEvent,
  type IncidentDisposition,
  type IncidentEvent,
  type IncidentReported,
  type IncidentStatus,
} from '@hs/domain';

/** How the incident is marked (duplicate or void), by whom, when and why. */
export type DispositionSnapshot = {
  kind: IncidentDisposition;
  duplicateOf: { id: string; reportNumber: string } | null;
  reason: string;
  markedByName: string | null;
  markedAt: string;
};

/** The whole incident as it stands after some event: what the detail view and time travel show. */
export type IncidentSnapshot = Omit<IncidentReported['data'], 'incidentId' | 'reportedAt' | 'attachments'> & {
  id: string;
  status: IncidentStatus;
  createdAt: string;
  version: number;
  statusChangedAt: string | null;
  statusChangedBy: string | null;
  /** Set by the read-side repair when `date` was not a real day (infra read-repairs.ts). */
  dateAsReported?: string;
  /** Absent on snapshots stored before reports could be marked: the same as null. */
  disposition?: DispositionSnapshot | null;
};

const dispositionOf = (event: DispositionEvent): DispositionSnapshot | null => {
  const kind = dispositionAfter(event);
  if (kind === null) return null;
  const { reason, markedByName, markedAt } = event.data;
  const duplicateOf =
    event.type === 'IncidentMarkedDuplicate'
      ? { id: event.data.duplicateOf, reportNumber: event.data.duplicateOfReportNumber }
      : null;
  return { kind, duplicateOf, reason, markedByName, markedAt };
};

/** Folds one event into the snapshot; the same fold serves the live row and every past version. */
export const applyToSnapshot = (
  previous: IncidentSnapshot | null,
  event: IncidentEvent,
  version: number,
): IncidentSnapshot | null => {
  switch (event.type) {
    case 'IncidentReported':
      // copyFields, not a spread: this runs for every report (docs/performance.md, "Append path").
      // Files are listed from the attachments read model, which also decides who may fetch them.
      return Object.assign(copyFields(event.data, 'incidentId', 'reportedAt', 'attachments'), {
        id: event.data.incidentId,
        status: 'submitted' as const,
        createdAt: event.data.reportedAt,
        version,
        statusChangedAt: null,
        statusChangedBy: null,
      });
    case 'IncidentStatusChanged':
      if (!previous) return null;
      return Object.assign(copyFields(previous), {
        status: event.data.to,
        version,
        statusChangedAt: event.data.changedAt,
        statusChangedBy: event.data.changedByName,
      });
    case 'IncidentEstablishmentAssigned':
      return previous
        ? Object.assign(copyFields(previous), { establishmentId: event.data.establishmentId, version })
        : null;
    case 'IncidentMarkedDuplicate':
    case 'IncidentVoided':
    case 'IncidentReinstated':
      return previous
        ? Object.assign(copyFields(previous), { disposition: dispositionOf(event), version })
        : null;
    case 'IncidentCommented':
    case 'IncidentAttachmentAdded':
    case 'IncidentCorrectiveActionRaised':
      // A comment, an added file or a raised action lives in the history; the incident itself only moves to the next version.
      return previous ? Object.assign(copyFields(previous), { version }) : null;
  }
};

const BOOKKEEPING = new Set(['version', 'statusChangedAt', 'statusChangedBy']);

/** Whether two field values hold the same JSON; a value the fold carried over is the same reference. */
const sameValue = (a: unknown, b: unknown) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** Fields whose values differ between two snapshots (bookkeeping fields left out). */
export const changedFields = (before: IncidentSnapshot | null, after: IncidentSnapshot): string[] => {
  if (!before) return [];
  return Object.keys(after).filter(
    (key) =>
      !BOOKKEEPING.has(key) &&
      !sameValue(before[key as keyof IncidentSnapshot], after[key as keyof IncidentSnapshot]),
  );
};
