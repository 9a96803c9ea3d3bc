import { lazy } from 'react';
import { Ban, CopyX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DeferredDialog } from '@/components/ui/deferred-dialog';
import type { MarkedReport } from './mark-incident-dialog';

const MarkIncidentDialog = lazy(async () => ({
  default: (await import('./mark-incident-dialog')).MarkIncidentDialog,
}));

/** The safety team's way to set a report aside: a duplicate of another, or void. */
export const DispositionCard = ({ report }: { report: MarkedReport }) => (
  <Card aria-labelledby="disposition-card-title" className="p-5">
    <h2 id="disposition-card-title" className="text-base font-semibold text-slate-900">
      Duplicate or void
    </h2>
    <p className="mt-1 text-sm text-slate-700">
      A report filed twice, or one that should not have been made, can be set aside with a reason. It then
      leaves every count, the OSHA log and clocks, and stays on record.
    </p>
    <div className="mt-4 flex flex-wrap gap-3">
      <DeferredDialog
        loadingText="Loading..."
        trigger={
          <Button variant="secondary">
            <CopyX aria-hidden="true" />
            Mark as duplicate
          </Button>
        }
      >
        {(state) => <MarkIncidentDialog report={report} action="duplicate" {...state} />}
      </DeferredDialog>
      <DeferredDialog
        loadingText="Loading..."
        trigger={
          <Button variant="secondary">
            <Ban aria-hidden="true" />
            Void
          </Button>
        }
      >
        {(state) => <MarkIncidentDialog report={report} action="void" {...state} />}
      </DeferredDialog>
    </div>
  </Card>
);
