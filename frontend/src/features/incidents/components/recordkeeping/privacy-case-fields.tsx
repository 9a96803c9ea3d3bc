import type { PrivacyCaseKind } from '@hs/contracts';
import type { ContractField } from '@/lib/use-contract-form';
import { privacyCaseLabels } from '@/features/incidents/recordkeeping-labels';
import { ChoiceField, TextField } from './recordkeeping-controls';
import { isIllnessOnly } from './privacy-case-rule';

type Props = { control: ContractField; label: string; error: string | undefined; required: boolean };
type PrivacyKey = 'privacyCase' | 'neutralDescription';

const kindLabels = Object.fromEntries(
  (Object.entries(privacyCaseLabels) as [PrivacyCaseKind, string][]).map(([kind, text]) => [
    kind,
    isIllnessOnly(kind) ? `${text} (illnesses only)` : text,
  ]),
) as Record<PrivacyCaseKind, string>;

/**
 * Whether the case is a privacy case (1904.29(b)(7)) and, for one, the neutral words the 300 log and
 * OSHA's files show instead of its own description (1904.29(b)(9)-(b)(10)).
 */
export const PrivacyCaseFields = ({
  field,
  privacyCase,
}: {
  field: (name: PrivacyKey, options?: { hint?: boolean }) => Props;
  privacyCase: PrivacyCaseKind | null;
}) => (
  <div className="grid gap-4">
    <ChoiceField
      {...field('privacyCase', { hint: true })}
      labels={kindLabels}
      emptyLabel="Not a privacy case"
      hint="The log then says “Privacy Case” and no part of the name appears on any form or file."
    />
    {privacyCase !== null && (
      <TextField
        {...field('neutralDescription', { hint: true })}
        hint="Enough to show the cause and how serious it was, nothing that identifies the person, e.g. “Injury from assault”. Used instead of the description on the 300 log and in OSHA’s case file."
      />
    )}
  </div>
);
