import type { IncidentDisposition, IncidentDispositionDetail } from '@hs/contracts';
import { formatDateTime } from '@/lib/dates';

/** The badge of a report set aside, keyed by the one vocabulary. */
export const dispositionLabel: Record<IncidentDisposition, string> = {
  duplicate: 'Duplicate',
  void: 'Void',
};

/** "Duplicate of IR-2026-000012" or "Void": what the banner and the printed report lead with. */
export const dispositionTitle = (detail: NonNullable<IncidentDispositionDetail>): string =>
  detail.kind === 'duplicate' && detail.duplicateOf
    ? `Duplicate of ${detail.duplicateOf.reportNumber}`
    : dispositionLabel[detail.kind];

/** Who set it aside and when, in a sentence: "Marked by Olive Officer on Nov 28, 2026, 9:00 AM". */
export const dispositionByline = (detail: NonNullable<IncidentDispositionDetail>): string =>
  `Marked by ${detail.markedByName ?? 'an unknown user'} on ${formatDateTime(detail.markedAt)}`;
