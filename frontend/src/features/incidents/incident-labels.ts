import { contributingFactors, severities, type IncidentStatus, type IncidentType } from '@hs/contracts';
import type { BadgeTone } from '@/components/ui/badge';

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

/** The form offers the contracts' lists in their order; severities and factors are shown as stored. */
export const severityLevels = severities;
export { contributingFactors };

/** "under-review" -> "Under Review", for values outside the known vocabularies (older data). */
const titleCase = (value: string): string =>
  value
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');

export const incidentTypeLabel = (type: string): string =>
  incidentTypeLabels[type as IncidentType] ?? titleCase(type);

export const incidentStatusLabel = (status: string): string =>
  incidentStatusLabels[status as IncidentStatus] ?? titleCase(status);

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
