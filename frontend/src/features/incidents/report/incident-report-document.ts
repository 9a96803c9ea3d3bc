import type { IncidentDetail } from '@hs/contracts';
import { APP_NAME, COMPANIES, SAFETY_OFFICE } from '@/config/site';
import { formatClockTime, formatDateTime } from '@/lib/dates';
import { incidentStatusLabel, incidentTypeLabel } from '../incident-labels';
import { incidentDateText } from '../incident-date';
import { dispositionByline, dispositionTitle } from '../disposition-words';

export interface ReportLine {
  label: string;
  value: string;
}

export interface ReportSection {
  heading: string;
  lines: ReportLine[];
}

/** The printed and exported incident report (docs/product.md), before it becomes HTML or text. */
export interface IncidentReportDocument {
  title: string;
  subtitle: string;
  reportNumber: string;
  /** The report number, and when and by whom the report was produced. */
  generated: ReportLine[];
  sections: ReportSection[];
  footer: string[];
}

/**
 * print: the sections of the printed report. export: the text file, which also carries the
 * contributing factors, root cause, preventive measures, witnesses and the work-related flag.
 */
export type ReportVariant = 'print' | 'export';

export interface ReportOptions {
  variant: ReportVariant;
  generatedAt: Date;
  /** The signed-in user's username; null reads "System". */
  generatedBy: string | null;
  /** The site's safety contacts (GET /api/settings); an unset one is left out. */
  contacts: { safetyHotline: string | null; safetyEmail: string | null };
}

export const REPORT_TITLE = 'Safety Incident Report';

/** The headings every report has, and those only the export has, in order. */
export const reportHeadings = {
  common: [
    'Incident Details',
    'Personnel Information',
    'Incident Description',
    'Classifications',
    'Follow-up Requirements',
  ],
  exportOnly: ['Contributing Factors', 'Root Cause Analysis', 'Preventive Measures', 'Witnesses'],
} as const;

/** A report set aside says so on paper too: what it is marked, why, by whom and when. */
const dispositionText = (detail: NonNullable<IncidentDetail['dispositionDetail']>): string =>
  `${dispositionTitle(detail)}. Reason: ${detail.reason}. ${dispositionByline(detail)}.`;

/** The report's wording for a value that was not given. */
const or = (value: string | null | undefined, missing: string): string => value?.trim() || missing;

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

const lastStatusChange = (incident: IncidentDetail): string =>
  incident.statusChangedAt
    ? `${formatDateTime(incident.statusChangedAt)}${incident.statusChangedBy ? ` by ${incident.statusChangedBy}` : ''}`
    : 'N/A';

/** Builds the report's sections with their missing-value wording. */
export const buildIncidentReport = (
  incident: IncidentDetail,
  { variant, generatedAt, generatedBy, contacts }: ReportOptions,
): IncidentReportDocument => {
  const full = variant === 'export';
  const sections: ReportSection[] = [
    {
      heading: 'Incident Details',
      lines: [
        { label: 'Type', value: incidentTypeLabel(incident.type) },
        { label: 'Severity', value: or(incident.severity, 'N/A') },
        { label: 'Status', value: incidentStatusLabel(incident.status) },
        ...(incident.dispositionDetail
          ? [{ label: 'Marked', value: dispositionText(incident.dispositionDetail) }]
          : []),
        { label: 'Date', value: incidentDateText(incident) },
        { label: 'Time', value: formatClockTime(incident.time) },
        { label: 'Location', value: or(incident.location, 'N/A') },
        { label: 'Reported', value: formatDateTime(incident.createdAt) },
        { label: 'Last Status Change', value: lastStatusChange(incident) },
      ],
    },
    {
      heading: 'Personnel Information',
      lines: [
        { label: 'Employee Name', value: or(incident.employeeName, 'N/A') },
        { label: 'Employee ID', value: or(incident.employeeId, 'N/A') },
        { label: 'Job Title', value: or(incident.employeePosition, 'N/A') },
        { label: 'Department', value: or(incident.employeeDepartment, 'N/A') },
        { label: 'Supervisor', value: or(incident.employeeSupervisor, 'N/A') },
      ],
    },
    {
      heading: 'Incident Description',
      lines: [
        { label: 'Description', value: or(incident.description, 'None specified') },
        { label: 'Immediate Actions Taken', value: or(incident.immediateActionsTaken, 'None specified') },
      ],
    },
    {
      heading: 'Classifications',
      lines: [
        { label: 'Injury Occurred', value: yesNo(incident.injuryOccurred) },
        { label: 'Illness Occurred', value: yesNo(incident.illnessOccurred) },
        { label: 'Medical Attention Required', value: yesNo(incident.medicalAttentionRequired) },
        { label: 'Property Damage', value: yesNo(incident.propertyDamage) },
        { label: 'Environmental Impact', value: yesNo(incident.environmentalImpact) },
        ...(full ? [{ label: 'Work Related', value: yesNo(incident.workRelated) }] : []),
      ],
    },
  ];
  if (full) {
    sections.push(
      {
        heading: 'Contributing Factors',
        lines: [
          {
            label: 'Factors',
            value: incident.contributingFactors.length
              ? incident.contributingFactors.join(', ')
              : 'None identified',
          },
        ],
      },
      {
        heading: 'Root Cause Analysis',
        lines: [{ label: 'Root Cause', value: or(incident.rootCauseAnalysis, 'To be determined') }],
      },
      {
        heading: 'Preventive Measures',
        lines: [{ label: 'Measures', value: or(incident.preventiveMeasures, 'To be developed') }],
      },
      {
        heading: 'Witnesses',
        lines: [{ label: 'Witness Names', value: or(incident.witnessName, 'None identified') }],
      },
    );
  }
  sections.push({
    heading: 'Follow-up Requirements',
    lines: [
      { label: 'Requires Investigation', value: yesNo(incident.requiresInvestigation) },
      { label: 'Regulatory Reporting', value: yesNo(incident.regulatoryReporting) },
      { label: 'Insurance Notification', value: yesNo(incident.insuranceNotification) },
    ],
  });

  return {
    title: REPORT_TITLE,
    subtitle: `${APP_NAME} · ${COMPANIES}`,
    reportNumber: incident.reportNumber,
    generated: [
      { label: 'Report Number', value: incident.reportNumber },
      { label: 'Generated', value: formatDateTime(generatedAt.toISOString()) },
      { label: 'Generated By', value: or(generatedBy, 'System') },
    ],
    sections,
    footer: [
      `Safety contact: ${[
        contacts.safetyHotline && `24/7 Safety Hotline ${contacts.safetyHotline}`,
        contacts.safetyEmail,
        `Safety Office, ${SAFETY_OFFICE}`,
      ]
        .filter(Boolean)
        .join(' · ')}`,
      'In an emergency, call 911 first.',
    ],
  };
};

const RULE = '='.repeat(60);

/** Long or multi-line values start on their own line, indented, so the file stays readable. */
const textLine = ({ label, value }: ReportLine): string =>
  value.includes('\n') || value.length > 60
    ? `${label}:\n${value
        .split(/\r?\n/)
        .map((line) => `  ${line}`)
        .join('\n')}`
    : `${label}: ${value}`;

/** The plain-text file of the Export button (Incident_Report_{reportNumber}.txt). */
export const incidentReportText = (report: IncidentReportDocument): string =>
  [
    RULE,
    report.title.toUpperCase(),
    report.subtitle,
    RULE,
    ...report.generated.map(textLine),
    '',
    ...report.sections.flatMap((section) => [
      section.heading.toUpperCase(),
      '-'.repeat(section.heading.length),
      ...section.lines.map(textLine),
      '',
    ]),
    RULE,
    ...report.footer,
    RULE,
    '',
  ].join('\n');

export const incidentReportFileName = (reportNumber: string): string => `Incident_Report_${reportNumber}.txt`;
