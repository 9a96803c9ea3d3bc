import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/dates';
import type { DuplicateDialogState } from './use-duplicate-check';

/** A report like this one was made by the same person in the last day: send it anyway, or not. */
export const PossibleDuplicateDialog = ({ dialog }: { dialog: DuplicateDialogState }) => {
  const [latest] = dialog.duplicates;
  return (
    <Modal
      open={latest !== undefined}
      onOpenChange={(open) => {
        if (!open) dialog.cancel();
      }}
      title="Possible duplicate report"
      description="You already reported an incident of this type at this location on this date in the last 24 hours."
      footer={
        <>
          <Button variant="secondary" onClick={dialog.cancel}>
            Cancel
          </Button>
          <Button onClick={dialog.submitAnyway}>Submit anyway</Button>
        </>
      }
    >
      <ul className="grid gap-2 text-sm text-slate-800">
        {dialog.duplicates.map((d) => (
          <li key={d.id}>
            <Link
              to={`/incidents/${d.id}`}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
            >
              {d.reportNumber}
            </Link>{' '}
            submitted {formatDateTime(d.createdAt)}
          </li>
        ))}
      </ul>
    </Modal>
  );
};
