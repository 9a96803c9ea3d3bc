import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DEFAULT_EXPIRING_WITHIN_DAYS } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/query-state';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { isSafetyTeam } from '@/lib/roles';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { downloadTrainingMatrix } from '../api/download-training-matrix';
import { trainingMatrixQueryOptions, type MatrixFilters as Filters } from '../api/get-training-matrix';
import { trainingRequirementsQueryOptions } from '../api/get-training-requirements';
import { MatrixFilters } from '../components/matrix-filters';
import { MatrixTable } from '../components/matrix-table';
import { MatrixTotals } from '../components/matrix-totals';
import { RequirementForm } from '../components/requirement-form';
import { RequirementList } from '../components/requirement-list';
import { ValidityForm } from '../components/validity-form';
import { BackLink } from '@/components/ui/back-link';

const noFilters: Filters = {
  withinDays: DEFAULT_EXPIRING_WITHIN_DAYS,
  establishmentId: '',
  department: '',
  role: '',
};

/**
 * /training/matrix: who holds the courses they must hold, for the safety team and supervisors.
 * `?department=` opens it on one department (an Insights row links so).
 */
export const TrainingMatrixPage = () => {
  const user = useSignedInUser();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<Filters>(() => ({
    ...noFilters,
    department: params.get('department')?.slice(0, 100) ?? '',
  }));
  // The previous cells stay while new filters load, so the filters do not jump away.
  const matrix = useQuery({ ...trainingMatrixQueryOptions(filters), placeholderData: keepPreviousData });
  const requirements = useQuery(trainingRequirementsQueryOptions());
  const departments = matrix.data?.departments ?? [];
  const exportCsv = () =>
    downloadTrainingMatrix(filters, matrix.data?.asOf ?? 'today').catch((error: unknown) =>
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: failureText(error, 'Try again.'),
      }),
    );

  return (
    <>
      <PageHeader
        title="Training Matrix"
        eyebrow={<BackLink to="/training">Training Center</BackLink>}
        description={
          user.role === 'supervisor'
            ? 'Who in your department holds the courses they must hold, and until when.'
            : 'Who holds the courses they must hold, and until when.'
        }
        actions={
          <>
            <Button variant="secondary" asChild>
              <Link to="/training/certificates">Certificates</Link>
            </Button>
            <Button variant="secondary" onClick={exportCsv} disabled={!matrix.data}>
              Export CSV
            </Button>
          </>
        }
      />
      <div className="flex flex-col gap-6">
        <Card aria-labelledby="matrix-title">
          <CardHeader>
            <CardTitle id="matrix-title">Qualifications</CardTitle>
            <CardDescription>
              {matrix.data
                ? `As of ${matrix.data.asOf}, on the site's calendar.`
                : 'People and required courses.'}
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <MatrixFilters filters={filters} departments={departments} onChange={setFilters} />
            <QueryState
              query={matrix}
              loading="Loading the matrix..."
              failed="Failed to load the training matrix"
              empty="No course is required of anyone yet, or nobody matches the filters."
              isEmpty={(m) => m.courses.length === 0 || m.people.length === 0}
            >
              {(data) => (
                <>
                  <MatrixTotals totals={data.totals} />
                  <MatrixTable matrix={data} />
                </>
              )}
            </QueryState>
          </CardContent>
        </Card>
        <Card aria-labelledby="requirements-title">
          <CardHeader>
            <CardTitle id="requirements-title">Requirements</CardTitle>
            <CardDescription>
              A requirement follows the employee records: whoever joins the role, department or job title
              later owes the course too.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {isAdmin(user) && <RequirementForm departments={departments} />}
            <QueryState
              query={requirements}
              loading="Loading requirements..."
              failed="Failed to load requirements"
            >
              {(list) => <RequirementList requirements={list} canRemove={isAdmin(user)} />}
            </QueryState>
          </CardContent>
        </Card>
        {isSafetyTeam(user) && (
          <Card aria-labelledby="validity-title">
            <CardHeader>
              <CardTitle id="validity-title">Validity of a course</CardTitle>
              <CardDescription>
                How long a completion holds before the course must be taken again.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ValidityForm />
            </CardContent>
          </Card>
        )}
      </div>
    </>
  );
};
