import { Switch } from '@/components/ui/switch';

interface ToggleRowProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** A yes/no question of the form: the switch is named by its label and described by the hint. */
export const ToggleRow = ({ id, label, hint, checked, onCheckedChange }: ToggleRowProps) => (
  <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 px-4 py-3">
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {label}
      </label>
      <p id={`${id}-hint`} className="mt-0.5 text-xs text-slate-600">
        {hint}
      </p>
    </div>
    <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-hint`} />
  </div>
);
