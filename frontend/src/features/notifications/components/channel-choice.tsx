import { Lock } from 'lucide-react';
import { NOTIFICATION_CHANNELS, type NotificationKind } from '@hs/contracts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { channelLabels, kindLabels } from '../kind-labels';

interface ChannelChoiceProps {
  kind: NotificationKind;
  locked: boolean;
  /** The radio buttons' registration (one name for the group). */
  field: UseFormRegisterReturn;
  error?: string | undefined;
}

/** How a person hears of one kind: a labelled group of three radio buttons, fixed when locked. */
export const ChannelChoice = ({ kind, locked, field, error }: ChannelChoiceProps) => {
  const id = `channel-${kind}`;
  const described = [`${id}-about`, locked && `${id}-locked`, error && `${id}-error`].filter(Boolean);
  return (
    <fieldset aria-describedby={described.join(' ')} className="min-w-0 px-4 py-4 sm:px-6">
      <legend className="float-left w-full font-semibold text-slate-900">{kindLabels[kind].label}</legend>
      <p id={`${id}-about`} className="clear-left text-sm text-slate-600">
        {kindLabels[kind].about}
      </p>
      <div className="mt-3 grid gap-2 sm:grid-cols-3">
        {NOTIFICATION_CHANNELS.map((channel) => (
          <label
            key={channel}
            className={cn(
              'flex min-h-11 items-center gap-2.5 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50',
              locked ? 'cursor-not-allowed bg-slate-50 text-slate-600' : 'cursor-pointer hover:bg-slate-50',
            )}
          >
            <input
              type="radio"
              value={channel}
              disabled={locked}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-brand-700"
              {...field}
            />
            {channelLabels[channel]}
          </label>
        ))}
      </div>
      {locked && (
        <p id={`${id}-locked`} className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
          <Lock className="size-4 shrink-0" aria-hidden="true" />
          Required by law: always e-mailed at once, so it cannot be changed.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
};
