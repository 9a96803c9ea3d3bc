import type { Osha300Change } from '@hs/contracts';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { formatDateTime, todayIsoDate } from '@/lib/dates';
import { changeKindLabel } from '../osha-labels';

const fieldWords: Record<string, string> = {
  daysAway: 'days away',
  daysRestricted: 'days restricted',
  outcome: 'outcome',
  caseType: 'case type',
  recordable: 'recordable',
  workRelated: 'work-related',
  privacyCase: 'privacy case',
  jobTitle: 'job title',
};

/** The decisions recorded after a day: each with who, when, what changed and why. */
export const ChangesSince = ({
  since,
  onSince,
  changes,
}: {
  since: string;
  onSince: (day: string) => void;
  changes: Osha300Change[] | null;
}) => (
  <div className="grid gap-3">
    <Field
      id="osha-since"
      label="Changed since"
      hint="Cases recorded, reclassified, with days updated or moved to or from this establishment after this day."
    >
      <Input
        id="osha-since"
        type="date"
        className="max-w-xs"
        max={todayIsoDate()}
        value={since}
        onChange={(e) => onSince(e.target.value)}
        aria-describedby="osha-since-hint"
      />
    </Field>
    {since === '' ? null : changes === null || changes.length === 0 ? (
      <p className="text-sm text-slate-700">No case changed after this day.</p>
    ) : (
      <ul className="grid gap-2" aria-label="Changes">
        {changes.map((c) => (
          <li
            key={`${c.incidentId}-${c.recordedAt}`}
            className="rounded-md border border-slate-200 p-3 text-sm"
          >
            <p className="font-medium text-slate-900">
              {c.caseNumber}: {changeKindLabel[c.kind]}
              {c.kind === 'moved-in'
                ? ` (from ${c.otherEstablishment ?? 'no establishment'})`
                : c.kind === 'moved-out'
                  ? ` (to ${c.otherEstablishment ?? 'no establishment'})`
                  : c.kind === 'recorded' || c.changed.length === 0
                    ? ''
                    : ` (${c.changed.map((f) => fieldWords[f] ?? f).join(', ')})`}
            </p>
            <p className="text-slate-700">
              {c.decidedByName ?? 'Unknown'}, {formatDateTime(c.recordedAt)}
            </p>
            {c.reason && <p className="text-slate-700">Reason: {c.reason}</p>}
          </li>
        ))}
      </ul>
    )}
  </div>
);
