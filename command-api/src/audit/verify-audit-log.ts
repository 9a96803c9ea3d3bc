import { auditVerificationStreamId, type AuditChainVerified } from '@hs/domain';
import type { EventMetadata, EventStore } from '@hs/infra/event-store';

/** Recomputes every hash chain and records the result in the log (admin page, audit:verify CLI). */
export const verifyAuditLog = async (
  store: EventStore,
  trigger: AuditChainVerified['data']['trigger'],
  metadata: EventMetadata,
  onProgress?: (events: number) => void,
) => {
  const report = await store.verify(onProgress);
  const result: AuditChainVerified['data'] = {
    verifiedAt: new Date().toISOString(),
    ok: report.firstBreak === null,
    events: report.events,
    streams: report.streams,
    firstBreak: report.firstBreak,
    trigger,
    verifiedBy: metadata.userName,
  };
  const appended = await store.append(
    auditVerificationStreamId,
    'any',
    [{ type: 'AuditChainVerified', data: result }],
    metadata,
  );
  return { result, position: appended.position };
};
