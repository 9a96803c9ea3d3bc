import type { MatrixCell, MatrixCellState } from '@hs/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDate } from '@/lib/dates';

export const cellLabels: Record<MatrixCellState, string> = {
  held: 'Held',
  expiring: 'Expiring',
  expired: 'Expired',
  missing: 'Missing',
  'not-required': 'Not required',
};

const tones: Record<MatrixCellState, BadgeTone> = {
  held: 'green',
  expiring: 'yellow',
  expired: 'red',
  missing: 'orange',
  'not-required': 'grey',
};

/** The date a cell turns on: until when it holds, when it ran out, when a missing one is due. */
const dateOf = (cell: MatrixCell): string | null => {
  switch (cell.state) {
    case 'held':
      return cell.validThrough === null ? 'no expiry' : `until ${formatDate(cell.validThrough)}`;
    case 'expiring':
      return `on ${formatDate(cell.validThrough)}`;
    case 'expired':
      return formatDate(cell.validThrough);
    case 'missing':
      return `due ${formatDate(cell.dueOn)}`;
    case 'not-required':
      return null;
  }
};

/** A cell in words and colour: the word carries the meaning, the colour only repeats it. */
export const MatrixCellBadge = ({ cell }: { cell: MatrixCell }) => {
  const date = dateOf(cell);
  if (cell.state === 'not-required') return <span className="text-xs text-slate-600">Not required</span>;
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone={tones[cell.state]}>{cellLabels[cell.state]}</Badge>
      {date && <span className="text-xs whitespace-nowrap text-slate-700">{date}</span>}
    </span>
  );
};
