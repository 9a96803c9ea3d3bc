import type { InvestigationDetail } from '@hs/contracts';
import { Card, CardContent } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { dueRuleLabels } from '../investigation-labels';
import { DueText } from './due-text';
import { InvestigationStateBadge } from './investigation-state-badge';

/** Who investigates, by when, and where it stands. */
export const InvestigationHeader = ({ investigation }: { investigation: InvestigationDetail }) => (
  <Card aria-label="Investigation summary">
    <CardContent className="pt-6">
      <DetailList
        items={[
          {
            label: 'State',
            value: <InvestigationStateBadge state={investigation.state} overdue={investigation.overdue} />,
          },
          { label: 'Lead', value: investigation.lead.name },
          {
            label: 'Team',
            value: investigation.members.length
              ? investigation.members.map((m) => m.name).join(', ')
              : 'The lead alone',
            wide: true,
          },
          { label: 'Due', value: <DueText investigation={investigation} />, wide: true },
          { label: 'Due rule', value: dueRuleLabels[investigation.dueRule] },
          { label: 'Department', value: investigation.department || 'N/A' },
        ]}
      />
    </CardContent>
  </Card>
);
