import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { RiskMatrix, RISK_SCALE, type RiskBand } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast-store';
import { QueryState } from '@/components/query-state';
import { describedBy } from '@/components/ui/field';
import { failureText, fieldErrors } from '@/lib/http';
import { riskMatrixQueryOptions, useSaveRiskMatrix } from '../api/risk-matrix';
import { dottedKeys, issuesByPath } from '../matrix-errors';
import { RiskGrid } from '../components/risk-grid';

type Axis = 'severityLabels' | 'likelihoodLabels';
const axisWords: Record<Axis, string> = { severityLabels: 'Severity', likelihoodLabels: 'Likelihood' };

const MatrixEditor = ({ saved }: { saved: RiskMatrix }) => {
  const [matrix, setMatrix] = useState<RiskMatrix>(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const save = useSaveRiskMatrix();
  const setLabel = (axis: Axis, index: number, value: string) =>
    setMatrix((m) => ({ ...m, [axis]: m[axis].map((l, i) => (i === index ? value : l)) }));
  const setBand = (index: number, change: Partial<RiskBand>) =>
    setMatrix((m) => ({ ...m, bands: m.bands.map((b, i) => (i === index ? { ...b, ...change } : b)) }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const checked = RiskMatrix.safeParse(matrix);
    if (!checked.success) {
      setErrors(issuesByPath(checked.error.issues));
      setFailed('Some fields need a change; each says why.');
      return;
    }
    save.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: 'Risk matrix saved' });
        setErrors({});
        setFailed(null);
      },
      onError: (error) => {
        const named = dottedKeys(fieldErrors(error));
        setErrors(named);
        setFailed(failureText(error, 'The matrix could not be saved.'));
      },
    });
  };
  const field = (id: string, path: string) => ({ id, ...describedBy(id, { error: errors[path] }) });
  return (
    <form onSubmit={submit} noValidate aria-label="Risk matrix" className="grid gap-6">
      {(['severityLabels', 'likelihoodLabels'] as const).map((axis) => (
        <fieldset key={axis} className="grid gap-3 sm:grid-cols-5">
          <legend className="mb-2 text-base font-semibold text-slate-900">{axisWords[axis]} levels</legend>
          {matrix[axis].map((label, i) => (
            <Field
              key={i}
              id={`${axis}-${i}`}
              label={`${axisWords[axis]} ${i + 1}`}
              error={errors[`${axis}.${i}`]}
            >
              <Input
                {...field(`${axis}-${i}`, `${axis}.${i}`)}
                value={label}
                maxLength={40}
                onChange={(e) => setLabel(axis, i, e.target.value)}
              />
            </Field>
          ))}
        </fieldset>
      ))}
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">Bands, lowest first</legend>
        {errors.bands && <p className="text-sm font-medium text-red-700">{errors.bands}</p>}
        {matrix.bands.map((band, i) => (
          <div
            key={i}
            className="grid items-end gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_8rem_10rem_auto]"
          >
            <Field id={`band-${i}-label`} label={`Band ${i + 1} name`} error={errors[`bands.${i}.label`]}>
              <Input
                {...field(`band-${i}-label`, `bands.${i}.label`)}
                value={band.label}
                maxLength={40}
                onChange={(e) => setBand(i, { label: e.target.value })}
              />
            </Field>
            <Field id={`band-${i}-max`} label="Up to score" error={errors[`bands.${i}.maxScore`]}>
              <Input
                {...field(`band-${i}-max`, `bands.${i}.maxScore`)}
                type="number"
                min={1}
                max={RISK_SCALE * RISK_SCALE}
                value={Number.isNaN(band.maxScore) ? '' : band.maxScore}
                onChange={(e) => setBand(i, { maxScore: e.target.valueAsNumber })}
              />
            </Field>
            <Field id={`band-${i}-colour`} label="Colour" error={errors[`bands.${i}.colour`]}>
              <Input
                {...field(`band-${i}-colour`, `bands.${i}.colour`)}
                type="color"
                value={band.colour}
                className="h-11 p-1"
                onChange={(e) => setBand(i, { colour: e.target.value })}
              />
            </Field>
            <Button
              variant="ghost"
              className="h-11"
              disabled={matrix.bands.length <= 2}
              onClick={() => setMatrix((m) => ({ ...m, bands: m.bands.filter((_, j) => j !== i) }))}
              aria-label={`Remove band ${i + 1}`}
            >
              Remove
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            className="h-11"
            disabled={matrix.bands.length >= 6}
            onClick={() =>
              setMatrix((m) => ({
                ...m,
                bands: [...m.bands, { label: '', maxScore: RISK_SCALE * RISK_SCALE, colour: '#64748b' }],
              }))
            }
          >
            Add band
          </Button>
        </div>
      </fieldset>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {failed}
        </p>
      )}
      <div>
        <Button type="submit" className="h-11" disabled={save.isPending}>
          Save matrix
        </Button>
      </div>
      {RiskMatrix.safeParse(matrix).success && <RiskGrid matrix={matrix} caption="Preview" chosen={null} />}
    </form>
  );
};

/** /admin/risk-matrix: the levels and colour bands investigations rate risk with. */
export const RiskMatrixPage = () => {
  const query = useQuery(riskMatrixQueryOptions());
  return (
    <>
      <PageHeader
        title="Risk matrix"
        description="The severity and likelihood levels, and the bands their score falls in."
      />
      <Card>
        <CardContent className="pt-6">
          <QueryState
            query={query}
            loading="Loading the risk matrix..."
            failed="Failed to load the risk matrix"
          >
            {(matrix) => <MatrixEditor saved={matrix} />}
          </QueryState>
        </CardContent>
      </Card>
    </>
  );
};
