import { DomainError } from '../shared/domain-error.ts';
import type { InvestigationState } from '../investigations/investigation.vocabulary.ts';
import type { ChangeIncidentStatus } from './incident.commands.ts';

/**
 * Closing a recordable or severe incident whose investigation is not approved (or not started):
 * refused, unless an administrator says why; the reason is kept on the status change.
 */
export const investigationOverride = (
  command: ChangeIncidentStatus,
): { reason: string; investigationState: InvestigationState | 'none' } | null => {
  const pending = command.data.unapprovedInvestigation;
  if (command.data.status !== 'closed' || !pending) return null;
  const reason = command.data.overrideReason?.trim();
  if (!reason) {
    const found =
      pending.state === 'none'
        ? 'has no investigation'
        : `has an investigation not approved (${pending.state})`;
    throw new DomainError(
      'InvestigationNotApproved',
      `This incident is recordable or severe and ${found}. An administrator may close it with a reason.`,
      ['overrideReason'],
    );
  }
  if (command.metadata.role !== 'admin')
    throw new DomainError(
      'NotAllowed',
      'Only an administrator may close an incident before its investigation is approved.',
      ['overrideReason'],
    );
  return { reason, investigationState: pending.state };
};
