import { useId, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { toast } from '@/components/ui/toast-store';
import { formatDate, todayIsoDate } from '@/lib/dates';
import { errorMessage, HttpError } from '@/lib/http';
import { AsOfField, useAsOfParam } from '@/features/osha';
import { downloadItaFile, type ItaFile } from '../api/download-ita-file';
import { itaKeys, itaProblemsQueryOptions } from '../api/get-ita-problems';
import { ItaCoverageList } from '../components/ita-coverage-list';
import { ItaFormulaCells } from '../components/ita-formula-cells';
import { ItaProblemList } from '../components/ita-problem-list';

/** Establishments file by March 2 for the year before: that year is the one offered first. */
const filingYear = () => Number(todayIsoDate().slice(0, 4)) - 1;

const fileNames: Record<ItaFile, string> = {
  summary: 'Establishments and 300A summary',
  cases: 'Case data (300 and 301)',
};
const buttonLabels: Record<ItaFile, string> = {
  summary: 'Download establishments and 300A summary CSV',
  cases: 'Download case data (300 and 301) CSV',
};

/** OSHA's Injury Tracking Application files of a year, offered only once OSHA would accept them. */
export const ItaPage = () => {
  const yearId = useId();
  const [year, setYear] = useState(filingYear);
  const [pending, setPending] = useState<ItaFile | null>(null);
  const { asOf, setAsOf } = useAsOfParam();
  const queryClient = useQueryClient();
  const validYear = year >= 2000 && year <= 2099;
  const query = useQuery({ ...itaProblemsQueryOptions(year, asOf), enabled: validYear });
  const blocked = (file: ItaFile) =>
    query.data?.problems.some((p) => p.kind === (file === 'summary' ? 'establishment' : 'case')) ?? true;

  const download = async (file: ItaFile) => {
    setPending(file);
    try {
      await downloadItaFile(file, year, asOf);
      toast({
        title: 'File downloaded',
        description: `${fileNames[file]} for ${year}${asOf ? `, as of ${formatDate(asOf)}` : ''}.`,
      });
    } catch (error) {
      if (error instanceof HttpError && error.status === 422)
        await queryClient.invalidateQueries({ queryKey: itaKeys.problems(year, asOf) });
      toast({ variant: 'destructive', title: 'Not downloaded', description: errorMessage(error) });
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title="OSHA ITA files"
        description="The CSV files to upload to OSHA's Injury Tracking Application, checked against its data dictionary first."
      />
      <Card>
        <CardHeader>
          <CardTitle>Year and files</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-wrap items-end gap-4">
          <div className="grid gap-1.5">
            <label htmlFor={yearId} className="text-sm font-medium text-slate-900">
              Year of the records
            </label>
            <Input
              id={yearId}
              type="number"
              min={2000}
              max={2099}
              className="w-32"
              value={Number.isNaN(year) ? '' : year}
              onChange={(e) => setYear(e.target.valueAsNumber)}
            />
          </div>
          <AsOfField id="ita-as-of" value={asOf} onChange={setAsOf} />
          {(['summary', 'cases'] as const).map((file) => (
            <Button
              key={file}
              // Long labels wrap on a phone rather than widen the page.
              className="h-auto min-h-10 max-w-full py-2 whitespace-normal"
              onClick={() => void download(file)}
              disabled={!validYear || pending !== null || blocked(file)}
            >
              {pending === file ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : (
                <Download aria-hidden="true" />
              )}
              {buttonLabels[file]}
            </Button>
          ))}
          {validYear && query.isSuccess && (blocked('summary') || blocked('cases')) && (
            <p className="basis-full text-sm text-slate-700">
              A file with problems is not offered: fix those listed below, then download it.
            </p>
          )}
        </CardContent>
      </Card>
      {validYear && query.isSuccess && (
        <Card>
          <CardHeader>
            <CardTitle>Who must submit</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p className="text-sm text-slate-700">
              29 CFR 1904.41: the 300A from 20 to 249 employees at peak in an Appendix A industry, or 250 or
              more; case data from 100 or more at peak in an Appendix B industry. Left-out establishments
              never hold up a file.
            </p>
            {query.data.coverage.length === 0 ? (
              <StatusMessage kind="empty">No establishments yet.</StatusMessage>
            ) : (
              <ItaCoverageList coverage={query.data.coverage} year={year} editable={!asOf} />
            )}
          </CardContent>
        </Card>
      )}
      {validYear && query.isSuccess && query.data.formulaCells.length > 0 && (
        <Card>
          <CardHeader>
            <CardTitle>Text a spreadsheet would run as a formula</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3">
            <p className="text-sm text-slate-700">
              These cells start with =, +, -, @, a tab or a carriage return. The files carry them after a
              single quote so no spreadsheet runs them; reword them before uploading to OSHA.
            </p>
            <ItaFormulaCells cells={query.data.formulaCells} />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle>Problems to fix before uploading</CardTitle>
        </CardHeader>
        <CardContent>
          {!validYear ? (
            <StatusMessage kind="empty">Enter a year from 2000 to 2099.</StatusMessage>
          ) : query.isPending ? (
            <StatusMessage kind="loading">Checking the files…</StatusMessage>
          ) : query.isError ? (
            <StatusMessage kind="error">The files could not be checked.</StatusMessage>
          ) : query.data.problems.length === 0 ? (
            <StatusMessage kind="empty">
              {`No problems: ${query.data.establishments} establishment(s) and ${query.data.cases} recordable case(s) are ready for OSHA.`}
            </StatusMessage>
          ) : (
            <p className="text-sm text-slate-700" role="status">
              {`${query.data.problems.length} problem(s) in the files for ${year}. A file is offered once its own problems are fixed.`}
            </p>
          )}
        </CardContent>
        {validYear && query.isSuccess && query.data.problems.length > 0 && (
          <ItaProblemList problems={query.data.problems} />
        )}
      </Card>
    </div>
  );
};
