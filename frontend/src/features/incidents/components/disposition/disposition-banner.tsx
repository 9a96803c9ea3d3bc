import { lazy } from 'react';
import { Link } from 'react-router';
import { CopyX, Undo2 } from 'lucide-react';
import type { IncidentDisposition, IncidentDispositionDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { DeferredDialog } from '@/components/ui/deferred-dialog';
import {
  dispositionByline,
  dispositionLabel,
  dispositionTitle,
} from '@/features/incidents/disposition-words';
import type { MarkedReport } from './mark-incident-dialog';

const MarkIncidentDialog = lazy(async () => ({
  default: (await import('./mark-incident-dialog')).MarkIncidentDialog,
}));

const LEFT_OUT =
  'It is left out of every count, list, OSHA log and clock, and stays on record with its history.';

const Frame = ({ title, children }: { title: React.ReactNode; children: React.ReactNode }) => (
  <section
    aria-labelledby="disposition-title"
    className="mb-6 flex flex-wrap items-start justify-between gap-4 rounded-xl border-2 border-slate-400 bg-slate-100 px-5 py-4"
  >
    <div className="flex min-w-0 gap-3">
      <CopyX className="mt-0.5 size-6 shrink-0 text-slate-800" aria-hidden="true" />
      <div className="min-w-0">
        <h2 id="disposition-title" className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  </section>
);

/** The banner of a report the safety team marked, with why, who and when; the team may undo it. */
export const DispositionBanner = ({
  report,
  detail,
  mayUndo,
}: {
  report: MarkedReport;
  detail: NonNullable<IncidentDispositionDetail>;
  mayUndo: boolean;
}) => (
  <Frame
    title={
      detail.kind === 'duplicate' && detail.duplicateOf ? (
        <>
          Duplicate of{' '}
          <Link
            to={`/incidents/${detail.duplicateOf.id}`}
            className="rounded-sm text-brand-800 underline hover:text-brand-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
          >
            {detail.duplicateOf.reportNumber}
          </Link>
        </>
      ) : (
        dispositionTitle(detail)
      )
    }
  >
    <p className="mt-1 text-sm text-slate-800">{LEFT_OUT}</p>
    <p className="mt-1 text-sm break-words text-slate-800">Reason: {detail.reason}</p>
    <p className="mt-1 text-sm text-slate-700">{dispositionByline(detail)}.</p>
    {mayUndo && (
      <div className="mt-3">
        <DeferredDialog
          loadingText="Loading..."
          trigger={
            <Button variant="secondary">
              <Undo2 aria-hidden="true" />
              Undo
            </Button>
          }
        >
          {(state) => <MarkIncidentDialog report={report} action="reinstate" {...state} />}
        </DeferredDialog>
      </div>
    )}
  </Frame>
);

/** What a reader who sees only the summary learns: the report is marked, not why or by whom. */
export const DispositionNotice = ({ disposition }: { disposition: IncidentDisposition }) => (
  <Frame title={disposition === 'duplicate' ? 'Marked as a duplicate' : dispositionLabel.void}>
    <p className="mt-1 text-sm text-slate-800">{LEFT_OUT}</p>
  </Frame>
);
