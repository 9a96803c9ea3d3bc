import { useState } from 'react';
import type { SafetyInboxItem } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { failureText, fieldErrors } from '@/lib/http';
import { useTriageSafetyInboxItem } from '../api/triage-safety-inbox-item';

type Closing = 'resolved' | 'dismissed';

const closingWords = {
  resolved: { label: 'Resolution note', button: 'Resolve', field: 'note', done: 'Resolved' },
  dismissed: { label: 'Reason for dismissing', button: 'Dismiss', field: 'reason', done: 'Dismissed' },
} as const;

/** The safety team's triage: start the review, then resolve with a note or dismiss with a reason. */
export const TriagePanel = ({ item }: { item: SafetyInboxItem }) => {
  const mutation = useTriageSafetyInboxItem(item.id);
  const [closing, setClosing] = useState<Closing>('resolved');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const failed = (error: unknown) => {
    setError(Object.values(fieldErrors(error))[0]);
    toast({ variant: 'destructive', title: 'Not saved', description: failureText(error, 'Try again.') });
  };

  if (item.status === 'open')
    return (
      <Button
        disabled={mutation.isPending}
        onClick={() =>
          mutation.mutate(
            { status: 'under-review' },
            { onSuccess: () => toast({ title: 'Review started' }), onError: failed },
          )
        }
      >
        Start review
      </Button>
    );
  if (item.status !== 'under-review') return null;

  const words = closingWords[closing];
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError('Required');
    const body =
      closing === 'resolved'
        ? ({ status: 'resolved', note: text.trim() } as const)
        : ({ status: 'dismissed', reason: text.trim() } as const);
    mutation.mutate(body, {
      onSuccess: () => toast({ title: words.done, description: 'The sender was notified.' }),
      onError: failed,
    });
  };
  return (
    <form onSubmit={submit} aria-label="Close the item" className="grid gap-4" noValidate>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 text-sm font-medium text-slate-900">Outcome</legend>
        {(['resolved', 'dismissed'] as const).map((value) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              name="outcome"
              value={value}
              checked={closing === value}
              onChange={() => setClosing(value)}
              className="size-5"
            />
            {closingWords[value].button}
          </label>
        ))}
      </fieldset>
      <Field id="triage-text" label={words.label} required error={error}>
        <Textarea
          id="triage-text"
          rows={4}
          value={text}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'triage-text-error' : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <div>
        <Button
          type="submit"
          variant={closing === 'dismissed' ? 'destructive' : 'primary'}
          disabled={mutation.isPending}
        >
          {words.button}
        </Button>
      </div>
    </form>
  );
};
