import { useId } from 'react';
import { AlertTriangle, Check, Minus } from 'lucide-react';
import { cn } from '@/lib/cn';

export type ChoiceOutcome = 'passes' | 'fails' | 'not-applicable';

const pressedLook: Record<ChoiceOutcome, string> = {
  passes: 'border-green-700 bg-green-700 text-white',
  fails: 'border-red-700 bg-red-700 text-white',
  'not-applicable': 'border-slate-700 bg-slate-700 text-white',
};
const PressedIcon = { passes: Check, fails: AlertTriangle, 'not-applicable': Minus };

/**
 * A big, thumb-sized choice; pressed when it is the saved answer. A failing choice says so before
 * it is chosen (a warning mark and "fails"), and once chosen turns red with the warning icon.
 */
export const ChoiceButton = ({
  label,
  outcome,
  pressed,
  onClick,
  disabled,
}: {
  label: string;
  outcome: ChoiceOutcome;
  pressed: boolean;
  onClick: () => void;
  disabled: boolean;
}) => {
  const hintId = useId();
  const Icon = PressedIcon[outcome];
  const fails = outcome === 'fails';
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-describedby={fails ? hintId : undefined}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'flex min-h-14 flex-col items-center justify-center rounded-lg border-2 px-3 py-1 text-lg font-semibold focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60',
        pressed
          ? pressedLook[outcome]
          : fails
            ? 'border-red-300 bg-white text-slate-900 hover:bg-red-50'
            : 'border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
      )}
    >
      <span className="flex items-center gap-1.5">
        {pressed && <Icon aria-hidden="true" className="size-5" />}
        {label}
      </span>
      {fails && (
        <span
          id={hintId}
          // Read as the button's description, not as part of its name ("No", not "No fails").
          aria-hidden="true"
          className={cn(
            'flex items-center gap-1 text-xs font-semibold',
            pressed ? 'text-white' : 'text-red-800',
          )}
        >
          {!pressed && <AlertTriangle aria-hidden="true" className="size-3.5" />}
          fails
        </span>
      )}
    </button>
  );
};
