import type { Event } from '../shared/command.ts';

/** Who asked for the chain check: the command line or an administrator on the screen. */
export const auditCheckTriggers = ['cli', 'admin'] as const;
export type AuditCheckTrigger = (typeof auditCheckTriggers)[number];

/** The result of recomputing every hash chain, kept in the log like everything else. */
export type AuditChainVerified = Event<
  'AuditChainVerified',
  {
    verifiedAt: string;
    ok: boolean;
    events: number;
    streams: number;
    firstBreak: { streamId: string; streamVersion: number; eventId: string; reason: string } | null;
    trigger: AuditCheckTrigger;
    verifiedBy: string | null;
  }
>;

export const auditVerificationStreamId = 'auditVerification-log';
