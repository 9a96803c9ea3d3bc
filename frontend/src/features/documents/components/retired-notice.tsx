import { Archive } from 'lucide-react';
import type { DocumentRetirement } from '@hs/contracts';
import { formatDateTime } from '@/lib/dates';

/** Says plainly that a document left the library, when, by whom and why; its record stays below. */
export const RetiredNotice = ({ retirement }: { retirement: DocumentRetirement }) => (
  <section
    aria-labelledby="document-retired-title"
    className="flex gap-3 rounded-lg border border-slate-300 bg-slate-100 p-4 text-sm text-slate-800"
  >
    <Archive className="mt-0.5 size-5 shrink-0 text-slate-700" aria-hidden="true" />
    <div className="grid gap-1">
      <h2 id="document-retired-title" className="font-semibold text-slate-900">
        Retired document
      </h2>
      <p>
        Retired on {formatDateTime(retirement.retiredAt)} by {retirement.retiredByName ?? 'Unknown'}. It is no
        longer in the library and can no longer be signed; its versions and signatures are kept.
      </p>
      <p>
        <span className="font-medium">Reason:</span> {retirement.reason}
      </p>
    </div>
  </section>
);
