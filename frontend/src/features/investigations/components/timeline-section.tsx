import { AddTimelineEntryBody, investigationRoutes, type InvestigationDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { formatDateTime } from '@/lib/dates';
import { failureText } from '@/lib/http';
import { useInvestigationCommand } from '../api/investigation-command';
import { CommandForm, useCommandForm } from './command-form';
import { SectionCard } from './section-card';

const AddEntryForm = ({ incidentId }: { incidentId: string }) => {
  const form = useCommandForm({
    schema: AddTimelineEntryBody,
    defaultValues: { at: '', text: '' },
    toBody: (values: AddTimelineEntryBody) => values,
    command: (body) => ({ method: 'POST', path: investigationRoutes.timeline(incidentId), body }),
    done: 'Added to the timeline',
    fallback: 'The entry could not be added.',
  });
  return (
    <CommandForm form={form} label="Add to the timeline" submit="Add entry">
      <div className="grid gap-3 sm:grid-cols-[16rem_1fr]">
        <Field id="timeline-at" label="When" required error={form.error('at')}>
          <Input {...form.field('timeline-at', 'at')} type="datetime-local" />
        </Field>
        <Field id="timeline-text" label="What happened" required error={form.error('text')}>
          <Textarea {...form.field('timeline-text', 'text')} rows={2} className="min-h-10" />
        </Field>
      </div>
    </CommandForm>
  );
};

/** The sequence of events, in the order they happened. */
export const TimelineSection = ({ investigation }: { investigation: InvestigationDetail }) => {
  const remove = useInvestigationCommand();
  const { incidentId, allowed } = investigation;
  const entries = [...investigation.timeline].sort((a, b) => a.at.localeCompare(b.at));
  const removeEntry = (entryId: string) =>
    remove.mutate(
      { method: 'DELETE', path: investigationRoutes.timelineEntry(incidentId, entryId) },
      {
        onSuccess: () => toast({ title: 'Removed from the timeline' }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Not removed',
            description: failureText(error, 'The entry could not be removed.'),
          }),
      },
    );
  return (
    <SectionCard id="inv-timeline" title="Sequence of events">
      {entries.length === 0 ? (
        <p className="text-sm text-slate-700">No event on the timeline yet.</p>
      ) : (
        <ol className="grid gap-2 border-l-2 border-brand-200 pl-4">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="text-xs font-semibold text-slate-700">{formatDateTime(entry.at)}</p>
                <p className="text-sm whitespace-pre-line text-slate-900">{entry.text}</p>
              </div>
              {allowed.edit && (
                <Button
                  variant="ghost"
                  className="h-11"
                  disabled={remove.isPending}
                  onClick={() => removeEntry(entry.id)}
                  aria-label={`Remove "${entry.text}" from the timeline`}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {allowed.edit && <AddEntryForm incidentId={incidentId} />}
    </SectionCard>
  );
};
