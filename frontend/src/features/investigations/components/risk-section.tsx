import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  investigationRoutes,
  type InvestigationDetail,
  type RiskMatrix,
  type RiskRating,
  type RiskStage,
} from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { QueryState } from '@/components/query-state';
import { formatDateTime } from '@/lib/dates';
import { failureText } from '@/lib/http';
import { useInvestigationCommand } from '../api/investigation-command';
import { riskMatrixQueryOptions } from '../api/risk-matrix';
import { RiskGrid, type RiskCell } from './risk-grid';
import { SectionCard } from './section-card';

const stageWords: Record<RiskStage, string> = {
  before: 'Risk before the actions',
  after: 'Risk once the actions are done',
};

/** A rating in words: "12, Medium (severity 4 x likelihood 3)". */
export const RatingText = ({ rating }: { rating: RiskRating | null }) =>
  rating ? (
    <p className="text-sm text-slate-900">
      <span className="font-semibold">
        {rating.score}, {rating.band.label}
      </span>{' '}
      (severity {rating.severity} x likelihood {rating.likelihood})
      {rating.note && <span className="block text-slate-800">{rating.note}</span>}
      <span className="block text-xs text-slate-700">
        Rated by {rating.ratedBy.name ?? 'unknown'} on {formatDateTime(rating.ratedBy.at)}
      </span>
    </p>
  ) : (
    <p className="text-sm text-slate-700">Not rated yet.</p>
  );

const StageRating = ({
  investigation,
  stage,
  matrix,
}: {
  investigation: InvestigationDetail;
  stage: RiskStage;
  matrix: RiskMatrix;
}) => {
  const rating = investigation.risk[stage];
  const [cell, setCell] = useState<RiskCell | null>(rating);
  const [note, setNote] = useState(rating?.note ?? '');
  const [failed, setFailed] = useState<string | null>(null);
  const rate = useInvestigationCommand();
  const mayEdit = investigation.allowed.edit;
  const save = () => {
    if (!cell) return setFailed('Choose a cell of the matrix.');
    rate.mutate(
      {
        method: 'PUT',
        path: investigationRoutes.risk(investigation.incidentId, stage),
        body: { ...cell, note },
      },
      {
        onSuccess: () => {
          toast({ title: `${stageWords[stage]} rated` });
          setFailed(null);
        },
        onError: (error) => setFailed(failureText(error, 'The rating could not be saved.')),
      },
    );
  };
  return (
    <section aria-labelledby={`risk-${stage}`} className="grid min-w-0 gap-3">
      <h3 id={`risk-${stage}`} className="text-sm font-semibold text-slate-900">
        {stageWords[stage]}
      </h3>
      <RatingText rating={rating} />
      <RiskGrid
        matrix={matrix}
        caption={mayEdit ? 'Choose severity and likelihood' : 'The rating on the matrix'}
        chosen={cell}
        {...(mayEdit ? { onChoose: setCell } : {})}
      />
      {mayEdit && (
        <>
          <Field id={`risk-${stage}-note`} label="Note">
            <Textarea
              id={`risk-${stage}-note`}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              rows={2}
              className="min-h-16"
              maxLength={2000}
            />
          </Field>
          {failed && (
            <p role="alert" className="text-sm text-red-800">
              {failed}
            </p>
          )}
          <div>
            <Button onClick={save} disabled={rate.isPending}>
              Save rating
            </Button>
          </div>
        </>
      )}
    </section>
  );
};

/** The risk before and after, on the matrix the admin configured. */
export const RiskSection = ({ investigation }: { investigation: InvestigationDetail }) => {
  const matrix = useQuery(riskMatrixQueryOptions());
  return (
    <SectionCard id="inv-risk" title="Risk">
      <QueryState query={matrix} loading="Loading the risk matrix..." failed="Failed to load the risk matrix">
        {(m) => (
          <div className="grid gap-6 xl:grid-cols-2">
            <StageRating investigation={investigation} stage="before" matrix={m} />
            <StageRating investigation={investigation} stage="after" matrix={m} />
          </div>
        )}
      </QueryState>
    </SectionCard>
  );
};
