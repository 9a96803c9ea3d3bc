import { DomainError } from '../shared/domain-error.ts';
import { CERTIFICATION_MEANING } from '../shared/signature-meaning.ts';
import type { SummaryCertificationCommand } from './summary-certification.commands.ts';
import type { OshaSummaryCertified, SummaryCertificationEvent } from './summary-certification.events.ts';

/** The latest certification of each year. */
export type SummaryCertifications = { latest: Record<number, OshaSummaryCertified['data']> };

export const initialState: SummaryCertifications = { latest: {} };

export const evolve = (
  state: SummaryCertifications,
  event: SummaryCertificationEvent,
): SummaryCertifications => ({
  latest: { ...state.latest, [event.data.year]: event.data },
});

export const decide = (
  command: SummaryCertificationCommand,
  state: SummaryCertifications,
): SummaryCertificationEvent[] => {
  const { metadata, data } = command;
  // A certification is always the signed-in executive's own, like a document signature.
  if (!metadata.userId || !metadata.userName)
    throw new DomainError('NotSignedIn', 'Please sign in to certify the summary.');
  if (data.summarySha256 !== data.currentSha256)
    throw new DomainError(
      'SummaryChanged',
      'The records changed since the summary was opened. Review the new totals before certifying.',
      ['summarySha256'],
    );
  // 1904.32(a): the summary is certified once the year is over.
  if (data.certifiedOn < `${data.year + 1}-01-01`)
    throw new DomainError('DateOutOfRange', `Certify the ${data.year} summary after the year has ended.`, [
      'certifiedOn',
    ]);
  if (data.certifiedOn > metadata.today)
    throw new DomainError('DateOutOfRange', 'The date of certification cannot be in the future.', [
      'certifiedOn',
    ]);
  const latest = state.latest[data.year];
  if (
    latest &&
    latest.summarySha256 === data.summarySha256 &&
    latest.executiveName === data.executiveName &&
    latest.executiveTitle === data.executiveTitle &&
    latest.certifiedOn === data.certifiedOn
  )
    return [];
  return [
    {
      type: 'OshaSummaryCertified',
      data: {
        establishmentId: data.establishmentId,
        year: data.year,
        executiveName: data.executiveName,
        executiveTitle: data.executiveTitle,
        certifiedOn: data.certifiedOn,
        summarySha256: data.summarySha256,
        certifiedBy: metadata.userId,
        certifiedByName: metadata.userName,
        certifiedAt: metadata.now,
        meaning: CERTIFICATION_MEANING,
        timeZone: data.timeZone,
      },
    },
  ];
};
