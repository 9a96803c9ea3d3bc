import { InspectionFrequency, Role } from '@hs/contracts';
import { roleLabels } from '@/lib/role-labels';
import { frequencyLabels } from '../inspection-labels';

export type Person = { id: string; firstName: string; lastName: string; isActive: boolean };

/** The choices of "Done by": every role, then the active people (listed for administrators). */
export const AssigneeOptions = ({ people }: { people: Person[] }) => (
  <>
    <option value="">Choose a person or a role</option>
    {Role.options.map((r) => (
      <option key={r} value={`role:${r}`}>
        Every {roleLabels[r]}
      </option>
    ))}
    {people
      .filter((p) => p.isActive)
      .map((p) => (
        <option key={p.id} value={`person:${p.id}`}>
          {p.firstName} {p.lastName}
        </option>
      ))}
  </>
);

/**
 * "Done by" is one select of `person:<id>` or `role:<role>`, registered as `assigneeId` so the
 * contract's reason (which names assigneeId) lands on it; the body carries the two fields.
 */
export const assigneeOf = (choice: string) => {
  const [kind, value] = choice.split(':');
  return {
    assigneeId: kind === 'person' ? (value ?? null) : null,
    assigneeRole: kind === 'role' ? (value as Role) : null,
  };
};

/** The select's value for a schedule's assignee. */
export const assigneeChoice = (s: { assigneeId: string | null; assigneeRole: Role | null }) =>
  s.assigneeId ? `person:${s.assigneeId}` : s.assigneeRole ? `role:${s.assigneeRole}` : '';

/** The choices of "Frequency". */
export const FrequencyOptions = () =>
  InspectionFrequency.options.map((f) => (
    <option key={f} value={f}>
      {frequencyLabels[f]}
    </option>
  ));
