import type { OshaCertificationState } from '@hs/contracts';
import type { CertificationRow } from '@hs/read-models';

/**
 * Where a year's 300A stands against its latest certification. A change after it needs no new
 * certification (1904.33(b)(2): the summary need not be updated), so it is never "overdue".
 */
export const certificationState = (
  latest: CertificationRow | null,
  currentSha256: string,
): OshaCertificationState =>
  !latest
    ? 'not-certified'
    : latest.summarySha256 === currentSha256
      ? 'certified'
      : 'changed-since-certification';
