import { useQuery } from '@tanstack/react-query';
import type { EmployeeSummary } from '@hs/contracts';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { trainingAssignmentsQueryOptions } from '@/features/training';
import { userWorkQueryOptions, WorkCounts } from '@/features/my-work';
import { documentAssignmentsQueryOptions } from '../api/get-document-assignments';
import { employeeFilesQueryOptions } from '../api/get-employee-files';
import { employeeTasksQueryOptions } from '../api/get-employee-tasks';
import { DocumentAssignmentList } from './document-assignment-list';
import { FileRequirementList } from './file-requirement-list';
import { TaskList } from './task-list';
import { TrainingAssignmentList } from './training-assignment-list';
import { fullName } from '@/lib/employee-names';

/** "3" once loaded; the count of open items, so a finished task does not look like work. */
const Count = ({ value }: { value: number | undefined }) =>
  value === undefined ? null : (
    <span className="ml-1.5 rounded-full bg-slate-200 px-1.5 py-0.5 text-xs font-semibold text-slate-800">
      {value}
    </span>
  );

/** The employee's three tabs, with the selected employee's real tasks, workflows and files. */
export const EmployeeWorkTabs = ({ employee }: { employee: EmployeeSummary }) => {
  const tasks = useQuery(employeeTasksQueryOptions(employee.id));
  const training = useQuery(trainingAssignmentsQueryOptions(employee.id));
  const documents = useQuery(documentAssignmentsQueryOptions(employee.id));
  const files = useQuery(employeeFilesQueryOptions(employee.id));
  const progress = useQuery(userWorkQueryOptions(employee.id));

  const openTasks =
    tasks.data && training.data
      ? tasks.data.filter((t) => t.status !== 'completed').length +
        training.data.filter((t) => t.status !== 'completed').length
      : undefined;
  const openDocuments = documents.data?.filter((d) => d.status !== 'completed').length;

  return (
    <Card aria-labelledby="employee-work-title">
      <CardHeader>
        <div>
          <CardTitle id="employee-work-title">Assigned Work</CardTitle>
          <CardDescription>
            Tasks, training, document workflows and files for {fullName(employee)}.
          </CardDescription>
        </div>
        {progress.data && (
          <section aria-label={`Progress of ${fullName(employee)}`} className="w-full max-w-sm">
            <WorkCounts counts={progress.data.counts} />
          </section>
        )}
      </CardHeader>
      <Tabs defaultValue="tasks" className="p-4 sm:p-5">
        <TabsList aria-label="Assigned work">
          <TabsTrigger value="tasks">
            Active Tasks
            <Count value={openTasks} />
          </TabsTrigger>
          <TabsTrigger value="documents">
            Document Workflows
            <Count value={openDocuments} />
          </TabsTrigger>
          <TabsTrigger value="files">
            Employee Files
            <Count value={files.data?.length} />
          </TabsTrigger>
        </TabsList>
        <TabsContent value="tasks" className="grid gap-6">
          <TaskList query={tasks} />
          <TrainingAssignmentList query={training} />
        </TabsContent>
        <TabsContent value="documents">
          <DocumentAssignmentList query={documents} />
        </TabsContent>
        <TabsContent value="files">
          <FileRequirementList query={files} />
        </TabsContent>
      </Tabs>
    </Card>
  );
};
