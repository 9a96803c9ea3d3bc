import {
  contributingFactors,
  severities,
  type ContributingFactor,
  type IncidentStatus,
  type IncidentType,
  type Severity,
} from '@hs/contracts';
import type { BadgeTone } from '@/components/ui/badge';
import { i18n } from '@/lib/i18n';

/** Each incident type in the interface's language, read when shown so a language switch follows. */
const typeTexts: Record<IncidentType, () => string> = {
  'near-miss': () => i18n.t('incidents:types.nearMiss'),
  injury: () => i18n.t('incidents:types.injury'),
  'equipment-failure': () => i18n.t('incidents:types.equipmentFailure'),
  environmental: () => i18n.t('incidents:types.environmental'),
  security: () => i18n.t('incidents:types.security'),
  other: () => i18n.t('incidents:types.other'),
};

const statusTexts: Record<IncidentStatus, () => string> = {
  submitted: () => i18n.t('incidents:statuses.submitted'),
  'under-review': () => i18n.t('incidents:statuses.underReview'),
  investigating: () => i18n.t('incidents:statuses.investigating'),
  resolved: () => i18n.t('incidents:statuses.resolved'),
  closed: () => i18n.t('incidents:statuses.closed'),
};

const severityTexts: Record<Severity, () => string> = {
  Low: () => i18n.t('incidents:severities.low'),
  Medium: () => i18n.t('incidents:severities.medium'),
  High: () => i18n.t('incidents:severities.high'),
  Critical: () => i18n.t('incidents:severities.critical'),
};

const factorTexts: Record<ContributingFactor, () => string> = {
  'Human error': () => i18n.t('incidents:factors.humanError'),
  'Equipment malfunction': () => i18n.t('incidents:factors.equipmentMalfunction'),
  'Poor lighting': () => i18n.t('incidents:factors.poorLighting'),
  'Inadequate training': () => i18n.t('incidents:factors.inadequateTraining'),
  'Time pressure': () => i18n.t('incidents:factors.timePressure'),
  'Weather conditions': () => i18n.t('incidents:factors.weatherConditions'),
  'Communication failure': () => i18n.t('incidents:factors.communicationFailure'),
  'Procedural issues': () => i18n.t('incidents:factors.proceduralIssues'),
};

/** The types by value, in English: the reviewers' filters and exports still use these words. */
export const incidentTypeLabels: Record<IncidentType, string> = {
  'near-miss': 'Near Miss',
  injury: 'Injury',
  'equipment-failure': 'Equipment Failure',
  environmental: 'Environmental',
  security: 'Security',
  other: 'Other',
};

export const incidentStatusLabels: Record<IncidentStatus, string> = {
  submitted: 'Submitted',
  'under-review': 'Under Review',
  investigating: 'Investigating',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The form offers the contracts' lists in their order; severities and factors are stored in English. */
export const severityLevels = severities;
export { contributingFactors };

/** A severity or contributing factor as the reader's language names it (stored in English). */
export const severityLabel = (severity: string): string =>
  severityTexts[severity as Severity]?.() ?? severity;
export const contributingFactorLabel = (factor: string): string =>
  factorTexts[factor as ContributingFactor]?.() ?? factor;

/** "under-review" -> "Under Review", for values outside the known vocabularies (older data). */
const titleCase = (value: string): string =>
  value
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

export const incidentTypeLabel = (type: string): string =>
  typeTexts[type as IncidentType]?.() ?? titleCase(type);

export const incidentStatusLabel = (status: string): string =>
  statusTexts[status as IncidentStatus]?.() ?? titleCase(status);

/**
 * Badge colours (docs/product.md, "Kept from the original specification"), case-insensitive.
 * "submitted" is our name for the old "pending", so it keeps pending's yellow.
 */
export const incidentStatusTone = (status: string): BadgeTone => {
  switch (status.toLowerCase().replace(/[\s_-]+/g, ' ')) {
    case 'resolved':
      return 'green';
    case 'under review':
    case 'in review':
      return 'orange';
    case 'documented':
      return 'blue';
    case 'investigating':
      return 'purple';
    case 'pending':
    case 'submitted':
    case 'open':
      return 'yellow';
    default:
      return 'grey';
  }
};

/** Critical red, High orange, Medium yellow, Low green (docs/product.md). */
export const severityTone = (severity: string): BadgeTone => {
  switch (severity.toLowerCase()) {
    case 'critical':
      return 'red';
    case 'high':
      return 'orange';
    case 'medium':
      return 'yellow';
    case 'low':
      return 'green';
    default:
      return 'grey';
  }
};
