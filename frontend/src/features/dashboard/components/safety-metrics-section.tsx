import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ClipboardCheck, Download, Eye, GraduationCap, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NativeSelect, Label } from '../../../components/ui/form-controls';
import { StatusMessage } from '../../../components/ui/status-message';
import { currentMetricsQueryOptions } from '../api/get-current-metrics';
import { MetricCard, MetricCardSkeleton } from './metric-card';

/** Spec 9: the period options; the choice is kept but does not change the call (spec 2.3). */
const periods = ['This Month', 'Last 3 Months', 'Year to Date'] as const;

const Metrics = () => {
  const { data, isPending, isError, refetch, isFetching } = useQuery(currentMetricsQueryOptions());

  if (isPending) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <span className="sr-only">Loading metrics...</span>
        {[1, 2, 3, 4].map((n) => (
          <MetricCardSkeleton key={n} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <Card>
        <StatusMessage
          kind="error"
          action={
            <Button variant="secondary" size="sm" onClick={() => void refetch()} disabled={isFetching}>
              Try again
            </Button>
          }
        >
          Failed to load metrics data
        </StatusMessage>
      </Card>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <MetricCard
        id="metric-incidents"
        label="Incidents This Month"
        value={String(data.incidentsCount)}
        note="25% up vs last month"
        icon={TriangleAlert}
        tone="red"
      />
      <MetricCard
        id="metric-near-misses"
        label="Near Misses Reported"
        value={String(data.nearMissesCount)}
        note="15% reporting improvement"
        icon={Eye}
        tone="yellow"
      />
      <MetricCard
        id="metric-training"
        label="Training Compliance"
        value={`${Math.round(data.trainingComplianceRate)}%`}
        note="3% from last quarter"
        icon={GraduationCap}
        tone="blue"
      />
      <MetricCard
        id="metric-inspections"
        label="Inspections Completed"
        value={String(data.inspectionsCompleted)}
        note="On Track for quarterly goal"
        icon={ClipboardCheck}
        tone="green"
      />
    </div>
  );
};

/** Safety Metrics Overview (spec 2.3): period selector, Export, and the four figure cards. */
export const SafetyMetricsSection = () => {
  const [period, setPeriod] = useState<string>(periods[0]);
  return (
    <section aria-labelledby="safety-metrics-title" className="mb-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="safety-metrics-title" className="text-xl font-semibold text-slate-900">
          Safety Metrics Overview
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <Label htmlFor="metrics-period">Period</Label>
          <NativeSelect
            id="metrics-period"
            className="w-44"
            value={period}
            onChange={(e) => setPeriod(e.target.value)}
          >
            {periods.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </NativeSelect>
          {/* Spec 2.3: an Export button without behaviour, until exports are designed. */}
          <Button variant="secondary" disabled title="Coming soon">
            <Download aria-hidden="true" />
            Export<span className="sr-only"> (coming soon)</span>
          </Button>
        </div>
      </div>
      <Metrics />
    </section>
  );
};
