import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Role } from '@hs/contracts';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/form-controls';
import { roleLabels, roles } from '@/lib/role-labels';
import { signatureAudiencesQueryOptions } from '../api/get-signature-audiences';

export type Audience = { departments: string[]; roles: Role[] };

const toggle = <T,>(list: T[], item: T, on: boolean): T[] =>
  on ? [...list, item] : list.filter((existing) => existing !== item);

const Choice = ({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) => {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
};

/**
 * Who must sign: nothing ticked means everyone; otherwise members of the ticked departments and
 * holders of the ticked roles, as the employee records say whenever the list is read.
 */
export const AudiencePicker = ({
  value,
  onChange,
}: {
  value: Audience;
  onChange: (next: Audience) => void;
}) => {
  const audiences = useQuery(signatureAudiencesQueryOptions());
  // A department named by the requirement stays offered even when nobody is in it any more.
  const departments = [...new Set([...(audiences.data?.departments ?? []), ...value.departments])].sort();
  const everyone = value.departments.length === 0 && value.roles.length === 0;
  return (
    <div className="grid gap-3 rounded-md border border-slate-200 p-3">
      <p className="text-sm text-slate-700">
        {everyone
          ? 'Everyone must sign. Tick departments or roles to ask only them.'
          : 'Members of the ticked departments and holders of the ticked roles must sign, including people who join them later.'}
      </p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Departments</legend>
        {audiences.isError && <p className="text-sm text-red-700">Failed to load the departments.</p>}
        {audiences.isPending && <p className="text-sm text-slate-700">Loading departments...</p>}
        <div className="grid grid-cols-2 gap-2">
          {departments.map((department) => (
            <Choice
              key={department}
              label={department}
              checked={value.departments.includes(department)}
              onChange={(on) =>
                onChange({ ...value, departments: toggle(value.departments, department, on) })
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">Roles</legend>
        <div className="grid grid-cols-2 gap-2">
          {roles.map((role) => (
            <Choice
              key={role}
              label={`${roleLabels[role]}s`}
              checked={value.roles.includes(role)}
              onChange={(on) => onChange({ ...value, roles: toggle(value.roles, role, on) })}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
};
