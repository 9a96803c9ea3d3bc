import { useId } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { CommentOnIncidentBody, type IncidentHistory } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { useCommentOnIncident } from '../api/comment-on-incident';
import { formatMoment } from '@/lib/dates';
import { actorName } from '../history-format';
import { AttachmentGallery, AttachmentPicker, useAttachmentPicker } from '@/features/attachments';

/** Comments of the reporter, their supervisor and the safety team, oldest first, and a new one. */
export const CommentsCard = ({
  incidentId,
  history,
}: {
  incidentId: string;
  history: UseQueryResult<IncidentHistory>;
}) => {
  const form = useContractForm({
    schema: CommentOnIncidentBody,
    defaultValues: { text: '' },
    // Sent as typed: the contract trims, and an empty comment is refused here first.
    toBody: (values: CommentOnIncidentBody) => values,
  });
  const mutation = useCommentOnIncident();
  const attachments = useAttachmentPicker();
  const id = useId();
  const comments = (history.data?.entries ?? []).filter((entry) => entry.type === 'IncidentCommented');

  const send = async ({ text }: CommentOnIncidentBody) => {
    if (attachments.isUploading || attachments.hasFailed) {
      toast({
        variant: 'destructive',
        title: 'Comment not added',
        description: attachments.isUploading
          ? 'Wait until every photo and file is uploaded.'
          : 'Retry or remove the photos and files marked in red.',
      });
      return;
    }
    try {
      await mutation.mutateAsync({ id: incidentId, text, attachmentIds: attachments.attachmentIds });
      form.reset();
      attachments.clear();
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
                {entry.attachments.length > 0 && (
                  <div className="mt-2">
                    <AttachmentGallery
                      attachments={entry.attachments}
                      label="Photos and files of the comment"
                    />
                  </div>
                )}
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-sm text-slate-700">No comments yet.</p>
        )}
        <form {...form.formProps(send, { className: 'grid gap-3' })}>
          <Field id={`${id}-text`} label="Add a comment" required error={form.error('text')}>
            <Textarea {...form.field(`${id}-text`, 'text')} rows={3} disabled={mutation.isPending} />
          </Field>
          <fieldset className="grid gap-2" disabled={mutation.isPending}>
            <legend className="mb-2 text-sm font-medium text-slate-900">Photos and files</legend>
            <AttachmentPicker picker={attachments} idPrefix={`${id}-files`} />
          </fieldset>
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
