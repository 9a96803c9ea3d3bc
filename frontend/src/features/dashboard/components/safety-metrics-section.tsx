import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MetricsPeriod } from '@hs/contracts';
import { ClipboardCheck, Download, Eye, GraduationCap, Printer, TriangleAlert } from 'lucide-react';
import { PrintHeading } from '@/components/print-heading';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { Card } from '@/components/ui/card';
import { NativeSelect, Label } from '@/components/ui/form-controls';
import { StatCard, StatCardSkeleton } from '@/components/ui/stat-card';
import { QueryError } from '@/components/query-state';
import { areaNote, COMPLIANCE_SCOPE, NO_DATA, percentText } from '@/lib/compliance-words';
import { formatDate } from '@/lib/dates';
import { failureText } from '@/lib/http';
import { printOnly } from '@/lib/print';
import { downloadCurrentMetrics } from '../api/download-current-metrics';
import { currentMetricsQueryOptions } from '../api/get-current-metrics';
import { comparedWith, countTrend, rateTrend } from '../trend-words';
import '../safety-metrics-print.css';

/** The period options; each asks the server for that period's figures. */
const periods: { value: MetricsPeriod; label: string }[] = [
  { value: 'this-month', label: 'This Month' },
  { value: 'last-3-months', label: 'Last 3 Months' },
  { value: 'year-to-date', label: 'Year to Date' },
];

const useMetrics = (period: MetricsPeriod) =>
  useQuery({
    ...currentMetricsQueryOptions(period),
    // The previous period's figures stay until the new ones arrive, marked as loading.
    placeholderData: keepPreviousData,
  });

const Metrics = ({ period }: { period: MetricsPeriod }) => {
  const { data, isPending, isError, refetch, isFetching } = useMetrics(period);

  if (isPending) {
    return (
      <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <span className="sr-only">Loading metrics...</span>
        {[1, 2, 3, 4].map((n) => (
          <StatCardSkeleton key={n} />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <Card>
        <QueryError query={{ refetch, isFetching }}>Failed to load metrics data</QueryError>
      </Card>
    );
  }
  const label = periods.find((p) => p.value === data.period)?.label ?? '';
  const range = `${COMPLIANCE_SCOPE}, ${formatDate(data.from)} to ${formatDate(data.to)}`;
  const against = comparedWith[data.period];
  const { previous } = data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 print:grid-cols-2" aria-busy={isFetching}>
      <PrintHeading
        className="metrics-print-heading hidden sm:col-span-2 lg:col-span-4 print:col-span-2"
        title="Safety Metrics Overview"
        period={`${label}: ${formatDate(data.from)} to ${formatDate(data.to)}`}
        scope={COMPLIANCE_SCOPE}
      />
      <StatCard
        level={3}
        label={`Incidents ${label}`}
        value={String(data.incidentsCount)}
        note={range}
        trend={countTrend(data.incidentsCount, previous.incidentsCount, against)}
        icon={TriangleAlert}
        tone="red"
      />
      <StatCard
        level={3}
        label="Near Misses Reported"
        value={String(data.nearMissesCount)}
        note={`of ${data.incidentsCount} reports in the period, all departments`}
        trend={countTrend(data.nearMissesCount, previous.nearMissesCount, against)}
        icon={Eye}
        tone="yellow"
      />
      <StatCard
        level={3}
        label="Training Compliance"
        value={percentText(data.compliance.training?.rate)}
        note={areaNote(data.compliance, 'training')}
        trend={rateTrend(
          data.compliance.training?.rate ?? null,
          previous.compliance.training?.rate ?? null,
          against,
        )}
        icon={GraduationCap}
        tone="blue"
      />
      <StatCard
        level={3}
        label="Inspections Completed"
        value={data.compliance.inspections ? String(data.compliance.inspections.completed) : NO_DATA}
        note={areaNote(data.compliance, 'inspections')}
        trend={
          data.compliance.inspections
            ? countTrend(
                data.compliance.inspections.completed,
                previous.compliance.inspections?.completed ?? 0,
                against,
              )
            : undefined
        }
        icon={ClipboardCheck}
        tone="green"
      />
    </div>
  );
};

/** Safety Metrics Overview: period selector, Export and Print, and the four figure cards. */
export const SafetyMetricsSection = () => {
  const [period, setPeriod] = useState<MetricsPeriod>('this-month');
  const { data } = useMetrics(period);
  // The file holds the figures on screen: the period's own, not a previous one still shown.
  const shown = data?.period === period ? data : undefined;
  const exportCsv = () =>
    shown &&
    downloadCurrentMetrics(shown).catch((error: unknown) =>
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: failureText(error, 'Try again.'),
      }),
    );
  return (
    <section id="safety-metrics" aria-labelledby="safety-metrics-title" className="mb-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3 print:hidden">
        <h2 id="safety-metrics-title" className="text-xl font-semibold text-slate-900">
          Safety Metrics Overview
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <Label htmlFor="metrics-period">Period</Label>
          <NativeSelect
            id="metrics-period"
            className="w-44"
            value={period}
            onChange={(e) => setPeriod(MetricsPeriod.parse(e.target.value))}
          >
            {periods.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </NativeSelect>
          <Button variant="secondary" onClick={exportCsv} disabled={!shown}>
            <Download aria-hidden="true" />
            Export<span className="sr-only"> the safety metrics as CSV</span>
          </Button>
          <Button variant="secondary" onClick={() => printOnly('safety-metrics')} disabled={!shown}>
            <Printer aria-hidden="true" />
            Print<span className="sr-only"> the safety metrics</span>
          </Button>
        </div>
      </div>
      <Metrics period={period} />
    </section>
  );
};
