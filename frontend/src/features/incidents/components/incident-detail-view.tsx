import { useTranslation } from 'react-i18next';
import type { IncidentDetail } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList, type DetailItem } from '@/components/ui/detail-list';
import { formatClockTime, formatDateTime } from '@/lib/dates';
import { incidentDateText } from '../incident-date';
import { contributingFactorLabel, incidentTypeLabel } from '../incident-labels';
import { IncidentStatusBadge } from './incident-status-badge';
import { SeverityBadge } from './severity-badge';
import { YesNo } from './yes-no';

/**
 * A value as entered, marked as such (no translator or language check rewrites it); a missing one
 * reads as the report exports word it.
 */
const orElse = (value: string | null, fallback: string) => {
  const text = value?.trim();
  return text ? <span translate="no">{text}</span> : fallback;
};

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
}) => {
  const { t } = useTranslation('incidents');
  return (
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
            highlight: field && changed.has(field) ? t('detail.changedSince') : undefined,
          }))}
        />
      </CardContent>
    </Card>
  );
};

interface IncidentDetailViewProps {
  incident: IncidentDetail;
  /** Fields that differ from the current record (time travel): they are marked. */
  changed?: ReadonlySet<string>;
  /** The name of who reported it (from the history); the record itself holds only their id. */
  reporterName?: string | null;
}

const none: ReadonlySet<string> = new Set();

/** Every stored field of one incident, grouped in the four sections of the report form, then the record. */
export const IncidentDetailView = ({ incident, changed = none, reporterName }: IncidentDetailViewProps) => {
  const { t } = useTranslation('incidents');
  const notApplicable = t('detail.notApplicable');
  return (
    <div className="grid gap-6">
      <DetailCard
        id="detail-incident"
        title={t('detail.incidentTitle')}
        changed={changed}
        items={[
          { label: t('detail.reportNumber'), value: `#${incident.reportNumber}`, field: 'reportNumber' },
          {
            label: t('detail.status'),
            value: <IncidentStatusBadge status={incident.status} />,
            field: 'status',
          },
          {
            label: t('detail.severity'),
            value: <SeverityBadge severity={incident.severity} />,
            field: 'severity',
          },
          { label: t('detail.type'), value: incidentTypeLabel(incident.type), field: 'type' },
          { label: t('detail.date'), value: incidentDateText(incident), field: 'date' },
          { label: t('detail.time'), value: formatClockTime(incident.time), field: 'time' },
          {
            label: t('detail.location'),
            value: <span translate="no">{incident.location}</span>,
            wide: true,
            field: 'location',
          },
          {
            label: t('detail.description'),
            value: <span translate="no">{incident.description}</span>,
            wide: true,
            field: 'description',
          },
        ]}
      />
      <DetailCard
        id="detail-employee"
        title={t('detail.employeeTitle')}
        changed={changed}
        items={[
          {
            label: t('detail.employeeName'),
            value: <span translate="no">{incident.employeeName}</span>,
            field: 'employeeName',
          },
          // A typed employee id on older reports; the record's id on newer ones is no use to a reader.
          ...(incident.involvedKind === null
            ? [
                {
                  label: t('detail.employeeId'),
                  value: orElse(incident.employeeId, notApplicable),
                  field: 'employeeId' as const,
                },
              ]
            : []),
          ...(incident.involvedKind === 'non-employee'
            ? [
                {
                  label: t('detail.organisation'),
                  value: orElse(incident.employeeOrganisation, notApplicable),
                  field: 'employeeOrganisation' as const,
                },
              ]
            : []),
          {
            label: t('detail.department'),
            value: orElse(incident.employeeDepartment, notApplicable),
            field: 'employeeDepartment',
          },
          {
            label: t('detail.position'),
            value: orElse(incident.employeePosition, notApplicable),
            field: 'employeePosition',
          },
          {
            label: t('detail.supervisor'),
            value: orElse(incident.employeeSupervisor, notApplicable),
            field: 'employeeSupervisor',
          },
        ]}
      />
      <DetailCard
        id="detail-impact"
        title={t('detail.impactTitle')}
        changed={changed}
        items={[
          {
            label: t('detail.injury'),
            value: <YesNo value={incident.injuryOccurred} />,
            field: 'injuryOccurred',
          },
          {
            label: t('detail.illness'),
            value: <YesNo value={incident.illnessOccurred} />,
            field: 'illnessOccurred',
          },
          {
            label: t('detail.medical'),
            value: <YesNo value={incident.medicalAttentionRequired} />,
            field: 'medicalAttentionRequired',
          },
          {
            label: t('detail.property'),
            value: <YesNo value={incident.propertyDamage} />,
            field: 'propertyDamage',
          },
          {
            label: t('detail.environment'),
            value: <YesNo value={incident.environmentalImpact} />,
            field: 'environmentalImpact',
          },
          {
            label: t('detail.workRelated'),
            value: <YesNo value={incident.workRelated} />,
            field: 'workRelated',
          },
        ]}
      />
      <DetailCard
        id="detail-analysis"
        title={t('detail.analysisTitle')}
        changed={changed}
        items={[
          {
            label: t('detail.factors'),
            wide: true,
            field: 'contributingFactors',
            value:
              incident.contributingFactors.length === 0 ? (
                t('detail.noneIdentified')
              ) : (
                <span className="flex flex-wrap gap-2">
                  {incident.contributingFactors.map((factor) => (
                    <Badge key={factor} tone="brand">
                      {contributingFactorLabel(factor)}
                    </Badge>
                  ))}
                </span>
              ),
          },
          {
            label: t('detail.rootCause'),
            value: orElse(incident.rootCauseAnalysis, t('detail.toBeDetermined')),
            wide: true,
            field: 'rootCauseAnalysis',
          },
          {
            label: t('detail.immediate'),
            value: orElse(incident.immediateActionsTaken, t('detail.noneSpecified')),
            wide: true,
            field: 'immediateActionsTaken',
          },
          {
            label: t('detail.preventive'),
            value: orElse(incident.preventiveMeasures, t('detail.toBeDeveloped')),
            wide: true,
            field: 'preventiveMeasures',
          },
          {
            label: t('detail.witnesses'),
            value: orElse(incident.witnessName, t('detail.noneIdentified')),
            wide: true,
            field: 'witnessName',
          },
          {
            label: t('detail.investigation'),
            value: <YesNo value={incident.requiresInvestigation} />,
            field: 'requiresInvestigation',
          },
          {
            label: t('detail.regulatory'),
            value: <YesNo value={incident.regulatoryReporting} />,
            field: 'regulatoryReporting',
          },
          {
            label: t('detail.insurance'),
            value: <YesNo value={incident.insuranceNotification} />,
            field: 'insuranceNotification',
          },
        ]}
      />
      <DetailCard
        id="detail-record"
        title={t('detail.recordTitle')}
        changed={changed}
        items={[
          { label: t('detail.reported'), value: formatDateTime(incident.createdAt), field: 'createdAt' },
          { label: t('detail.reportedBy'), value: orElse(reporterName ?? null, notApplicable) },
          {
            label: t('detail.lastStatusChange'),
            value: incident.statusChangedAt
              ? incident.statusChangedBy
                ? t('detail.changedBy', {
                    when: formatDateTime(incident.statusChangedAt),
                    who: incident.statusChangedBy,
                  })
                : formatDateTime(incident.statusChangedAt)
              : notApplicable,
          },
          { label: t('detail.version'), value: String(incident.version) },
        ]}
      />
    </div>
  );
};
