import { insightPeriods, type InsightPeriod } from '@hs/contracts';

/** The page's filters as the URL holds them, so a view can be bookmarked and shared. */
export type InsightFilters = {
  period: InsightPeriod;
  year: string;
  from: string;
  to: string;
  company: string;
  establishment: string;
  department: string;
  type: string;
  severity: string;
};

const KEYS = [
  'period',
  'year',
  'from',
  'to',
  'company',
  'establishment',
  'department',
  'type',
  'severity',
] as const;

export const periodLabels: Record<InsightPeriod, string> = {
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '12m': 'Last 12 months',
  year: 'A calendar year',
  custom: 'Custom dates',
};

const isPeriod = (value: string | null): value is InsightPeriod =>
  (insightPeriods as readonly string[]).includes(value ?? '');

export const filtersFrom = (params: URLSearchParams, thisYear: string): InsightFilters => {
  const period = params.get('period');
  return {
    period: isPeriod(period) ? period : '12m',
    year: params.get('year') ?? thisYear,
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    company: params.get('company') ?? '',
    establishment: params.get('establishment') ?? '',
    department: params.get('department') ?? '',
    type: params.get('type') ?? '',
    severity: params.get('severity') ?? '',
  };
};

/** The query string of the filters: only what the period uses and what is chosen. */
export const filterParams = (filters: InsightFilters): URLSearchParams => {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key].trim();
    if (value === '') continue;
    if (key === 'year' && filters.period !== 'year') continue;
    if ((key === 'from' || key === 'to') && filters.period !== 'custom') continue;
    params.set(key, value);
  }
  return params;
};
