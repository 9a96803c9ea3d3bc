import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { fieldErrors } from '@/lib/http';
import { useSiteSettings } from '@/lib/site-settings';
import { insightsQueryOptions } from '../api/get-insights';
import { filterParams, filtersFrom } from '../insight-filters';
import { InsightFiltersForm } from '../components/insight-filters-form';
import { InsightCharts } from '../components/insight-charts-grid';

/** /insights: trends, places and speed of the incidents, for the safety team and supervisors. */
export const InsightsPage = () => {
  const [params, setParams] = useSearchParams();
  const thisYear = useSiteSettings()?.today.slice(0, 4) ?? String(new Date().getFullYear());
  const filters = filtersFrom(params, thisYear);
  const query = useQuery(insightsQueryOptions(filters));
  const [formKey, setFormKey] = useState(0);
  const answer = query.data;
  const errors = fieldErrors(query.error);

  return (
    <>
      <PageHeader
        title="Insights"
        description="Are we getting safer, where, how fast do reports move, and is the work on hazards done? Each table row links to the records behind it."
        actions={
          <Button asChild variant="secondary">
            <Link to="/insights/report">
              <FileText aria-hidden="true" />
              Monthly report
            </Link>
          </Button>
        }
      />
      <Card aria-label="Filters" className="mb-6">
        <CardContent>
          <InsightFiltersForm
            key={formKey}
            filters={filters}
            options={answer?.options}
            scopedToDepartment={answer?.scopedToDepartment ?? null}
            errors={errors}
            onApply={(next) => {
              setParams(filterParams(next), { replace: true });
              setFormKey((k) => k + 1);
            }}
          />
        </CardContent>
      </Card>
      {query.isPending && <StatusMessage kind="loading">Loading the figures...</StatusMessage>}
      {query.isError && Object.keys(errors).length === 0 && (
        <QueryError query={query}>Failed to load the figures.</QueryError>
      )}
      {query.isError && Object.keys(errors).length > 0 && (
        <StatusMessage kind="error">
          Some filters could not be used: see the messages beside them.
        </StatusMessage>
      )}
      {answer && !query.isError && <InsightCharts answer={answer} filters={filters} />}
    </>
  );
};
