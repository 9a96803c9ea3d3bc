import type { Event } from '../shared/command.ts';

/** The result of recomputing every hash chain, kept in the log like everything else. */
export type AuditChainVerified = Event<
  'AuditChainVerified',
  {
    verifiedAt: string;
    ok: boolean;
    events: number;
    streams: number;
    firstBreak: { streamId: string; streamVersion: number; eventId: string; reason: string } | null;
    trigger: 'cli' | 'admin';
    verifiedBy: string | null;
  }
>;

export const auditVerificationStreamId = 'auditVerification-log';
