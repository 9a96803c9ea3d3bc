import type { IncidentType, InsightsAnswer } from '@hs/contracts';
import { Company, IncidentType as IncidentTypes, Severity } from '@hs/contracts';
import { incidentManagementLink } from '@/features/incident-review';
import type { InsightFilters } from './insight-filters';

/** What a row narrows the incidents to: its days, types, stage and place. */
export type RowScope = {
  from: string;
  to: string;
  types?: readonly IncidentType[];
  /** Resolved (resolved or closed) or closed: the speed table's stages. */
  stage?: 'resolved' | 'closed';
  location?: string;
  establishment?: string;
  department?: string;
};

/** The page's filters behind every figure, which a link keeps. */
export type PageFilters = Pick<
  InsightFilters,
  'company' | 'establishment' | 'department' | 'type' | 'severity'
>;

/**
 * The incidents behind a row. The safety team's link opens Incident Management filtered to exactly
 * the row's records where the list can say so: a month, its types, a location, establishment or
 * department, with the page's filters. A place "Not recorded" and the resolved stage (two statuses)
 * cannot be said, so those links show more than the row counts. Supervisors have no Incident
 * Management: theirs open the incident tabs.
 */
export const incidentsLink = (answer: InsightsAnswer, page: PageFilters, row: RowScope): string => {
  if (answer.scopedToDepartment !== null) return row.stage ? '/incidents?tab=resolved' : '/incidents';
  const pageType = IncidentTypes.safeParse(page.type).data;
  const types = row.types?.filter((t) => pageType === undefined || t === pageType);
  const severity = Severity.safeParse(page.severity).data;
  const company = Company.safeParse(page.company).data;
  return incidentManagementLink({
    from: row.from,
    to: row.to,
    types: types?.length ? types : pageType ? [pageType] : [],
    ...(row.stage === 'closed' ? { status: 'closed' as const } : {}),
    ...(severity ? { severity } : {}),
    ...(company ? { company } : {}),
    location: row.location ?? '',
    establishment: row.establishment ?? page.establishment,
    department: row.department ?? page.department,
  });
};
