import type { InsightsAnswer } from '@hs/contracts';
import type { PageFilters } from '../incident-links';
import { oshaTable } from '../osha-table';
import { documentsTable, peopleTable } from '../people-tables';
import { actionsDue, actionsTable, inspectionsTable } from '../work-tables';
import { ChartPanel } from './chart-panel';
import { ActionsChart, DocumentsChart, InspectionsChart, OshaChart, PeopleChart } from './lazy-charts';

/**
 * What was done about hazards in the period (corrective actions by month due, inspections by site)
 * and where people stand (training and signatures by department, documents awaiting signatures).
 */
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
    <ChartPanel
      id="people"
      title="Training and signatures by department"
      description="Training due in the period done by its due day (as on the Compliance page), and signatures on current document versions given, as of today. Only the department filter applies."
      table={peopleTable(answer)}
      fileName="training-and-signatures-by-department"
      records={{ link: 'Training Matrix', none: 'No active employees in this department.' }}
      nothingToDraw={
        answer.people.departments.every((d) => d.trainingDue === 0 && d.signaturesOwed === 0)
          ? 'No training falls due in this period and no signature is owed.'
          : undefined
      }
      chart={(open) => <PeopleChart answer={answer} onOpen={open} />}
    />
    <ChartPanel
      id="documents"
      title="Documents awaiting signatures"
      description="The ten documents with most signatures still awaited on their current version, as of today. Only the department filter applies."
      table={documentsTable(answer)}
      fileName="documents-awaiting-signatures"
      records={{ link: 'Document', none: 'Every signature owed has been given.' }}
      chart={(open) => <DocumentsChart answer={answer} onOpen={open} />}
    />
    {answer.osha !== null && (
      <ChartPanel
        id="osha"
        title="OSHA rates by establishment and year"
        description="TRIR and DART (cases x 200,000 / hours worked), as on the OSHA rates, for each calendar year the period touches. Company and establishment filters apply."
        table={oshaTable(answer)}
        fileName="osha-rates-by-establishment-and-year"
        records={{ link: 'OSHA 300 log', none: 'No establishment matches these filters.' }}
        nothingToDraw={
          answer.osha.every((r) => r.trir === null && r.dart === null)
            ? 'No establishment has hours worked on record for these years, so no rate can be computed.'
            : undefined
        }
        chart={(open) => <OshaChart answer={answer} onOpen={open} />}
      />
    )}
  </div>
);
