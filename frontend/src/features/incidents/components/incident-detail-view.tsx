import type { IncidentDetail } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList, type DetailItem } from '@/components/ui/detail-list';
import { formatClockTime, formatDateTime } from '@/lib/dates';
import { incidentDateText } from '../incident-date';
import { incidentTypeLabel } from '../incident-labels';
import { IncidentStatusBadge } from './incident-status-badge';
import { SeverityBadge } from './severity-badge';
import { YesNo } from './yes-no';

/** Missing values read as the report exports word them. */
const orElse = (value: string | null, fallback: string) => value?.trim() || fallback;

type FieldItem = DetailItem & { field?: keyof IncidentDetail };

const DetailCard = ({
  id,
  title,
  items,
  changed,
}: {
  id: string;
  title: string;
  items: FieldItem[];
  changed: ReadonlySet<string>;
}) => (
  <Card aria-labelledby={id}>
    <CardHeader>
      <CardTitle id={id} className="text-base">
        {title}
      </CardTitle>
    </CardHeader>
    <CardContent>
      <DetailList
        items={items.map(({ field, ...item }) => ({
          ...item,
          highlight: field && changed.has(field) ? 'Changed since' : undefined,
        }))}
      />
    </CardContent>
  </Card>
);

interface IncidentDetailViewProps {
  incident: IncidentDetail;
  /** Fields that differ from the current record (time travel): they are marked. */
  changed?: ReadonlySet<string>;
  /** The name of who reported it (from the history); the record itself holds only their id. */
  reporterName?: string | null;
}

const none: ReadonlySet<string> = new Set();

/** Every stored field of one incident, grouped in the four sections of the report form, then the record. */
export const IncidentDetailView = ({ incident, changed = none, reporterName }: IncidentDetailViewProps) => (
  <div className="grid gap-6">
    <DetailCard
      id="detail-incident"
      title="Incident Information"
      changed={changed}
      items={[
        { label: 'Report Number', value: `#${incident.reportNumber}`, field: 'reportNumber' },
        { label: 'Status', value: <IncidentStatusBadge status={incident.status} />, field: 'status' },
        { label: 'Severity', value: <SeverityBadge severity={incident.severity} />, field: 'severity' },
        { label: 'Type', value: incidentTypeLabel(incident.type), field: 'type' },
        { label: 'Date', value: incidentDateText(incident), field: 'date' },
        { label: 'Time', value: formatClockTime(incident.time), field: 'time' },
        { label: 'Location', value: incident.location, wide: true, field: 'location' },
        { label: 'Description', value: incident.description, wide: true, field: 'description' },
      ]}
    />
    <DetailCard
      id="detail-employee"
      title="Employee Information"
      changed={changed}
      items={[
        { label: 'Employee Name', value: incident.employeeName, field: 'employeeName' },
        // A typed employee id on older reports; the record's id on newer ones is no use to a reader.
        ...(incident.involvedKind === null
          ? [
              {
                label: 'Employee ID',
                value: orElse(incident.employeeId, 'N/A'),
                field: 'employeeId' as const,
              },
            ]
          : []),
        ...(incident.involvedKind === 'non-employee'
          ? [
              {
                label: 'Organisation',
                value: orElse(incident.employeeOrganisation, 'N/A'),
                field: 'employeeOrganisation' as const,
              },
            ]
          : []),
        {
          label: 'Department',
          value: orElse(incident.employeeDepartment, 'N/A'),
          field: 'employeeDepartment',
        },
        { label: 'Position', value: orElse(incident.employeePosition, 'N/A'), field: 'employeePosition' },
        {
          label: 'Supervisor',
          value: orElse(incident.employeeSupervisor, 'N/A'),
          field: 'employeeSupervisor',
        },
      ]}
    />
    <DetailCard
      id="detail-impact"
      title="Impact Assessment"
      changed={changed}
      items={[
        {
          label: 'Injury Occurred',
          value: <YesNo value={incident.injuryOccurred} />,
          field: 'injuryOccurred',
        },
        {
          label: 'Illness Occurred',
          value: <YesNo value={incident.illnessOccurred} />,
          field: 'illnessOccurred',
        },
        {
          label: 'Medical Attention Required',
          value: <YesNo value={incident.medicalAttentionRequired} />,
          field: 'medicalAttentionRequired',
        },
        {
          label: 'Property Damage',
          value: <YesNo value={incident.propertyDamage} />,
          field: 'propertyDamage',
        },
        {
          label: 'Environmental Impact',
          value: <YesNo value={incident.environmentalImpact} />,
          field: 'environmentalImpact',
        },
        { label: 'Work Related', value: <YesNo value={incident.workRelated} />, field: 'workRelated' },
      ]}
    />
    <DetailCard
      id="detail-analysis"
      title="Analysis & Actions"
      changed={changed}
      items={[
        {
          label: 'Contributing Factors',
          wide: true,
          field: 'contributingFactors',
          value:
            incident.contributingFactors.length === 0 ? (
              'None identified'
            ) : (
              <span className="flex flex-wrap gap-2">
                {incident.contributingFactors.map((factor) => (
                  <Badge key={factor} tone="brand">
                    {factor}
                  </Badge>
                ))}
              </span>
            ),
        },
        {
          label: 'Root Cause Analysis',
          value: orElse(incident.rootCauseAnalysis, 'To be determined'),
          wide: true,
          field: 'rootCauseAnalysis',
        },
        {
          label: 'Immediate Actions Taken',
          value: orElse(incident.immediateActionsTaken, 'None specified'),
          wide: true,
          field: 'immediateActionsTaken',
        },
        {
          label: 'Preventive Measures',
          value: orElse(incident.preventiveMeasures, 'To be developed'),
          wide: true,
          field: 'preventiveMeasures',
        },
        {
          label: 'Witnesses',
          value: orElse(incident.witnessName, 'None identified'),
          wide: true,
          field: 'witnessName',
        },
        {
          label: 'Requires Investigation',
          value: <YesNo value={incident.requiresInvestigation} />,
          field: 'requiresInvestigation',
        },
        {
          label: 'Regulatory Reporting',
          value: <YesNo value={incident.regulatoryReporting} />,
          field: 'regulatoryReporting',
        },
        {
          label: 'Insurance Notification',
          value: <YesNo value={incident.insuranceNotification} />,
          field: 'insuranceNotification',
        },
      ]}
    />
    <DetailCard
      id="detail-record"
      title="Record"
      changed={changed}
      items={[
        { label: 'Reported', value: formatDateTime(incident.createdAt), field: 'createdAt' },
        { label: 'Reported By', value: orElse(reporterName ?? null, 'N/A') },
        {
          label: 'Last Status Change',
          value: incident.statusChangedAt
            ? `${formatDateTime(incident.statusChangedAt)}${incident.statusChangedBy ? ` by ${incident.statusChangedBy}` : ''}`
            : 'N/A',
        },
        { label: 'Version', value: String(incident.version) },
      ]}
    />
  </div>
);
