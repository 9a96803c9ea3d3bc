import type { Role, TrainingRequirement } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { roleLabels } from '@/lib/role-labels';
import { useRemoveTrainingRequirement } from '../api/remove-training-requirement';
import { scopeLabels } from './scope-labels';

/** A role in the words the app uses for it; other values as written. */
const labelOf = (r: TrainingRequirement) =>
  r.scope === 'role' ? (roleLabels[r.valueLabel as Role] ?? r.valueLabel) : r.valueLabel;

const graceText = (days: number) => (days === 0 ? 'no grace' : `${days} days' grace for new hires`);

/** The requirements in force; an administrator may remove one. */
export const RequirementList = ({
  requirements,
  canRemove,
}: {
  requirements: readonly TrainingRequirement[];
  canRemove: boolean;
}) => {
  const remove = useRemoveTrainingRequirement();
  if (requirements.length === 0) return <p className="text-sm text-slate-600">No course is required yet.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {requirements.map((r) => (
        <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
          <span>
            <span className="font-medium text-slate-900">{r.trainingTitle}</span>: {scopeLabels[r.scope]}{' '}
            <span className="font-medium text-slate-900">{labelOf(r)}</span>, {graceText(r.graceDays)}
          </span>
          {canRemove && (
            <Button
              variant="secondary"
              size="sm"
              disabled={remove.isPending}
              aria-label={`Remove the requirement of ${r.trainingTitle} for ${labelOf(r)}`}
              onClick={() =>
                remove.mutate(r.id, {
                  onError: (error) =>
                    toast({
                      variant: 'destructive',
                      title: 'Not removed',
                      description: failureText(error, 'The requirement could not be removed.'),
                    }),
                })
              }
            >
              Remove
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
};
