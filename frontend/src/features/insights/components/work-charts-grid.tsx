import type { InsightsAnswer } from '@hs/contracts';
import type { PageFilters } from '../incident-links';
import { actionsDue, actionsTable, inspectionsTable } from '../work-tables';
import { ChartPanel } from './chart-panel';
import { ActionsChart, InspectionsChart } from './lazy-charts';

/** What was done about hazards in the period: corrective actions by month due, inspections by site. */
export const WorkCharts = ({ answer, filters }: { answer: InsightsAnswer; filters: PageFilters }) => (
  <div className="grid gap-6 lg:grid-cols-2">
    <ChartPanel
      id="actions"
      title="Corrective actions by month due"
      description="As they stand today: closed on time or late, overdue, or open and not yet due. By the owner's department; incident type and severity do not apply."
      table={actionsTable(answer, filters)}
      fileName="corrective-actions-by-month-due"
      records={{ link: 'Actions', none: 'No corrective action falls due in this period.' }}
      nothingToDraw={
        answer.actions.every((m) => actionsDue(m) === 0)
          ? 'No corrective action falls due in this period.'
          : undefined
      }
      chart={(open) => <ActionsChart answer={answer} onOpen={open} />}
    />
    <ChartPanel
      id="inspections"
      title="Inspections by site"
      description="Completed in the period: the mean score, and how many scheduled ones were done in their window. By the inspector's department; incident type and severity do not apply."
      table={inspectionsTable(answer)}
      fileName="inspections-by-site"
      records={{ link: 'Inspections', none: 'No inspection was completed in this period.' }}
      chart={(open) => <InspectionsChart answer={answer} onOpen={open} />}
    />
  </div>
);
