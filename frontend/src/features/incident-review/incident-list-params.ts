import { Company, IncidentStatus, IncidentType, ListIncidentsQuery, Severity } from '@hs/contracts';

/** The filters of Incident Management as the URL holds them, so a view can be linked and shared. */
export interface IncidentFilterValues {
  search: string;
  status: IncidentStatus | 'all';
  severity: Severity | 'all';
  openActions: boolean;
  /** The days it happened on, both included (YYYY-MM-DD); '' for open. */
  from: string;
  to: string;
  types: IncidentType[];
  location: string;
  establishment: string;
  company: Company | '';
  department: string;
}

export const noFilters: IncidentFilterValues = {
  search: '',
  status: 'all',
  severity: 'all',
  openActions: false,
  from: '',
  to: '',
  types: [],
  location: '',
  establishment: '',
  company: '',
  department: '',
};

const { from: dayParam, establishment: establishmentParam } = ListIncidentsQuery.shape;

/** A value the server would take, else '': a hand-edited URL opens the list unfiltered by it. */
const valid = (value: string | null, accepts: (value: string) => boolean) =>
  value !== null && accepts(value) ? value : '';

export const filtersFromParams = (params: URLSearchParams): IncidentFilterValues => {
  const status = IncidentStatus.safeParse(params.get('status'));
  const severity = Severity.safeParse(params.get('severity'));
  const company = Company.safeParse(params.get('company'));
  const isDay = (v: string) => dayParam.safeParse(v).success;
  return {
    search: params.get('search') ?? '',
    status: status.success ? status.data : 'all',
    severity: severity.success ? severity.data : 'all',
    openActions: params.get('openActions') === 'true',
    from: valid(params.get('from'), isDay),
    to: valid(params.get('to'), isDay),
    types: (params.get('type') ?? '')
      .split(',')
      .flatMap((t) => (IncidentType.safeParse(t).success ? [t as IncidentType] : [])),
    location: params.get('location') ?? '',
    establishment: valid(params.get('establishment'), (v) => establishmentParam.safeParse(v).success),
    company: company.success ? company.data : '',
    department: params.get('department') ?? '',
  };
};

/** The query string of the filters: only what is chosen. */
export const filterParams = (values: IncidentFilterValues): URLSearchParams => {
  const params = new URLSearchParams();
  if (values.search) params.set('search', values.search);
  if (values.status !== 'all') params.set('status', values.status);
  if (values.severity !== 'all') params.set('severity', values.severity);
  if (values.openActions) params.set('openActions', 'true');
  if (values.types.length) params.set('type', values.types.join(','));
  for (const key of ['from', 'to', 'location', 'establishment', 'company', 'department'] as const)
    if (values[key]) params.set(key, values[key]);
  return params;
};

/** Why the date range cannot be used, or null when it can. */
export const dateRangeError = ({ from, to }: Pick<IncidentFilterValues, 'from' | 'to'>): string | null =>
  from && to && from > to ? 'The end date must not be before the start date' : null;

/** Incident Management (Administration) opened with these filters. */
export const incidentManagementLink = (values: Partial<IncidentFilterValues>): string => {
  const query = filterParams({ ...noFilters, ...values }).toString();
  return query ? `/administration?${query}` : '/administration';
};
