import type { ItaCoverage } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { useSetItaInclusion } from '../api/set-ita-inclusion';

type File = 'summary' | 'cases';
const fileNames: Record<File, string> = { summary: '300A summary', cases: 'Case data (300 and 301)' };

/**
 * Who must submit (29 CFR 1904.41(a)): each establishment and file, in or left out, and why. An
 * establishment nothing requires may be added voluntarily, or taken out again, for today's records.
 */
export const ItaCoverageList = ({
  coverage,
  year,
  editable,
}: {
  coverage: ItaCoverage[];
  year: number;
  editable: boolean;
}) => {
  const mutation = useSetItaInclusion();
  const choose = (c: ItaCoverage, file: File, include: boolean) => {
    const body = { summary: c.summary.voluntary, cases: c.cases.voluntary, [file]: include };
    mutation.mutate(
      { id: c.establishmentId, year, body },
      {
        onSuccess: () =>
          toast({
            title: include ? 'Added voluntarily' : 'Taken out',
            description: `${c.name}, ${fileNames[file]} file for ${year}.`,
          }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Not saved', description: failureText(error, 'Not saved') }),
      },
    );
  };
  return (
    <ul className="grid gap-3">
      {coverage.map((c) => (
        <li key={c.establishmentId} className="rounded-md border border-slate-200 p-3">
          <h3 className="font-semibold text-slate-900">{c.name}</h3>
          <dl className="mt-2 grid gap-2">
            {(['summary', 'cases'] as const).map((file) => {
              const duty = c[file];
              return (
                <div key={file} className="grid gap-1 sm:grid-cols-[12rem_1fr_auto] sm:items-center">
                  <dt className="text-sm font-medium text-slate-800">{fileNames[file]}</dt>
                  <dd className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
                    <Badge tone={duty.included ? 'green' : 'grey'}>
                      {duty.included ? 'In the file' : 'Left out'}
                    </Badge>
                    <span>{duty.reason}</span>
                  </dd>
                  {editable && !duty.required && (
                    <dd>
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={mutation.isPending}
                        onClick={() => choose(c, file, !duty.voluntary)}
                        aria-label={`${duty.voluntary ? 'Take out' : 'Add voluntarily'}: ${c.name}, ${fileNames[file]}`}
                      >
                        {duty.voluntary ? 'Take out' : 'Add voluntarily'}
                      </Button>
                    </dd>
                  )}
                </div>
              );
            })}
          </dl>
        </li>
      ))}
    </ul>
  );
};
