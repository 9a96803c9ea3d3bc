import { useId, useRef, useState, type FormEvent } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { IncidentHistory } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/http';
import { useCommentOnIncident } from '../api/comment-on-incident';
import { actorName } from '../history-format';
import { formatMoment } from '@/lib/dates';

/** The contract's limit of a comment (CommentOnIncidentBody). */
const COMMENT_MAX_LENGTH = 2000;

/** Comments of the reporter, their supervisor and the safety team, oldest first, and a new one. */
export const CommentsCard = ({
  incidentId,
  history,
}: {
  incidentId: string;
  history: UseQueryResult<IncidentHistory>;
}) => {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const field = useRef<HTMLTextAreaElement>(null);
  const mutation = useCommentOnIncident();
  const id = useId();
  const comments = (history.data?.entries ?? []).filter((entry) => entry.type === 'IncidentCommented');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setError('Please write a comment.');
      field.current?.focus();
      return;
    }
    try {
      await mutation.mutateAsync({ id: incidentId, text });
      setText('');
      setError(undefined);
      toast({ title: 'Comment added', description: 'Your comment is in the incident history.' });
    } catch (failure) {
      toast({ variant: 'destructive', title: 'Comment not added', description: errorMessage(failure) });
    }
  };

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <div>
          <CardTitle id={`${id}-title`} className="text-base">
            Comments
          </CardTitle>
          <CardDescription>
            Seen by the reporter, their supervisor and the safety team; kept in the history.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {comments.length > 0 ? (
          <ol className="grid gap-3" aria-label="Comments">
            {comments.map((entry) => (
              <li key={entry.eventId} className="rounded-md border border-slate-200 px-3 py-2">
                <p className="text-xs text-slate-600">
                  {actorName(entry)} ·{' '}
                  <time dateTime={entry.recordedAt}>{formatMoment(entry.recordedAt)}</time>
                </p>
                <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-900">{entry.note}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-700">No comments yet.</p>
        )}
        <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3">
          <Field id={`${id}-text`} label="Add a comment" required error={error}>
            <Textarea
              ref={field}
              id={`${id}-text`}
              rows={3}
              maxLength={COMMENT_MAX_LENGTH}
              value={text}
              disabled={mutation.isPending}
              aria-required
              {...describedBy(`${id}-text`, { error })}
              onChange={(e) => {
                setText(e.target.value);
                setError(undefined);
              }}
            />
          </Field>
          <div>
            <Button type="submit" disabled={mutation.isPending}>
              {mutation.isPending ? 'Adding...' : 'Add Comment'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
};
