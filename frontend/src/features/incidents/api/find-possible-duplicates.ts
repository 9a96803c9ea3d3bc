import { PossibleDuplicate, routes, type ReportIncidentBody } from '@hs/contracts';
import { getJson } from '@/lib/http';

const Duplicates = PossibleDuplicate.array();

/**
 * GET /api/incidents/possible-duplicates: the signed-in user's reports of the last 24 hours with
 * this report's date, type and location. Called before a report is sent (or queued).
 */
export const findPossibleDuplicates = (
  body: Pick<ReportIncidentBody, 'date' | 'type' | 'location'>,
): Promise<PossibleDuplicate[]> =>
  getJson(
    `${routes.possibleDuplicates}?${new URLSearchParams({
      date: body.date,
      type: body.type,
      location: body.location,
    }).toString()}`,
    Duplicates,
  );
