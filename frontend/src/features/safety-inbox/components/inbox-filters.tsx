import { SafetyInboxKind, SafetyInboxStatus, type SafetyInboxQuery } from '@hs/contracts';
import { ChoiceOptions } from '@/components/ui/choice-options';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/form-controls';
import { kindLabels, statusLabels } from '../safety-inbox-labels';

type Props = { filters: SafetyInboxQuery; onChange: (next: SafetyInboxQuery) => void };

/** Filter the inbox by kind and by status; empty means all. */
export const InboxFilters = ({ filters, onChange }: Props) => (
  <form
    aria-label="Inbox filters"
    className="grid gap-3 sm:grid-cols-2"
    onSubmit={(event) => event.preventDefault()}
  >
    <Field id="inbox-kind" label="Kind">
      <NativeSelect
        id="inbox-kind"
        value={filters.kind ?? ''}
        onChange={(e) =>
          onChange({ ...filters, kind: (e.target.value || undefined) as SafetyInboxKind | undefined })
        }
      >
        <ChoiceOptions
          empty="All kinds"
          items={SafetyInboxKind.options.map((k) => ({ value: k, label: kindLabels[k] }))}
        />
      </NativeSelect>
    </Field>
    <Field id="inbox-status" label="Status">
      <NativeSelect
        id="inbox-status"
        value={filters.status ?? ''}
        onChange={(e) =>
          onChange({ ...filters, status: (e.target.value || undefined) as SafetyInboxStatus | undefined })
        }
      >
        <ChoiceOptions
          empty="All statuses"
          items={SafetyInboxStatus.options.map((s) => ({ value: s, label: statusLabels[s] }))}
        />
      </NativeSelect>
    </Field>
  </form>
);
