import { EyeOff } from 'lucide-react';
import type { IncidentSummaryView } from '@hs/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { incidentDateText } from '../incident-date';
import { incidentTypeLabel } from '../incident-labels';
import { IncidentStatusBadge } from './incident-status-badge';

/**
 * A colleague's incident for a reader who neither reported nor reviews it: what happened where
 * and when, and how far it is; the people and medical details stay with those who handle it.
 */
export const IncidentSummaryOnly = ({ incident }: { incident: IncidentSummaryView }) => (
  <Card aria-labelledby="summary-title">
    <CardHeader>
      <div>
        <CardTitle id="summary-title" className="flex items-center gap-2">
          <EyeOff className="size-5 text-slate-600" aria-hidden="true" />
          Summary only
        </CardTitle>
        <CardDescription>
          You see a summary of this report. The people involved, medical details, witnesses and notes are
          shown only to the person who reported it, their supervisor and the safety team.
        </CardDescription>
      </div>
    </CardHeader>
    <CardContent>
      <DetailList
        items={[
          { label: 'Report Number', value: `#${incident.reportNumber}` },
          { label: 'Type', value: incidentTypeLabel(incident.type) },
          { label: 'Date', value: incidentDateText(incident) },
          { label: 'Status', value: <IncidentStatusBadge status={incident.status} /> },
          { label: 'Location', value: incident.location, wide: true },
        ]}
      />
    </CardContent>
  </Card>
);
