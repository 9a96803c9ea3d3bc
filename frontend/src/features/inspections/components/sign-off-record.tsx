import { BadgeCheck } from 'lucide-react';
import type { InspectionSignOff } from '@hs/contracts';
import { formatDateTime } from '@/lib/dates';

/** Who signed the completed inspection off, when, and what they attested. */
export const SignOffRecord = ({ signOff }: { signOff: InspectionSignOff | null }) =>
  signOff ? (
    <div className="mt-3 grid gap-1 rounded-md border border-green-300 bg-green-50 p-3 text-slate-900">
      <p className="flex items-center gap-2 font-semibold">
        <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-green-800" />
        Signed off by {signOff.name}, {formatDateTime(signOff.signedAt)}
      </p>
      <p className="text-sm text-slate-800">&ldquo;{signOff.attestation}&rdquo;</p>
    </div>
  ) : (
    <p className="mt-3 text-sm text-slate-700">Not signed off: completed before sign-offs were recorded.</p>
  );
