import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import type { EmployeeSummary } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { DetailList } from '@/components/ui/detail-list';
import { employeesQueryOptions } from '@/lib/employee-list';
import { roleLabels } from '@/lib/role-labels';
import { establishmentsQueryOptions } from '@/features/establishments';
import { useSignedInUser } from '@/lib/session';
import { fullName } from '@/lib/employee-names';
import { AccountStatusAction } from './account-status-actions';
import { ResetPasswordDialog } from './reset-password-dialog';
import { AssignClassDialog } from './assign-class-dialog';
import { AssignDocumentDialog } from './assign-document-dialog';
import { ChangeRoleDialog } from './change-role-dialog';
import { CreateFileDialog } from './create-file-dialog';
import { CreateTaskDialog } from './create-task-dialog';
import { EmployeeAvatar } from './employee-avatar';
import { PersonalDataSection } from './personal-data-section';
import { ReportingLineDialog } from './reporting-line-dialog';

const notSet = <span className="text-slate-600 italic">Not set</span>;

/** The selected employee: details, the four ways to assign work, role and status. */
export const EmployeeDetails = ({ employee }: { employee: EmployeeSummary }) => {
  const me = useSignedInUser();
  const isSelf = me.id === employee.id;
  const inactive = !employee.isActive;
  const people = useQuery(employeesQueryOptions()).data ?? [];
  const establishments = useQuery(establishmentsQueryOptions()).data ?? [];
  const supervisor = people.find((p) => p.id === employee.supervisorId);
  const home = establishments.find((e) => e.id === employee.homeEstablishmentId);

  return (
    <Card aria-labelledby="employee-details-title">
      <CardHeader>
        <div className="flex min-w-0 items-center gap-4">
          <EmployeeAvatar employee={employee} className="size-14 text-lg" />
          <div className="min-w-0">
            <h2 id="employee-details-title" className="text-xl font-semibold text-slate-900">
              {fullName(employee)}
            </h2>
            <p className="mt-0.5 flex items-center gap-1.5 text-sm text-slate-600">
              <Mail className="size-4 shrink-0" aria-hidden="true" />
              <span className="truncate">{employee.email}</span>
            </p>
            <p className="mt-2 flex flex-wrap gap-2">
              <Badge tone="brand">{roleLabels[employee.role]}</Badge>
              <Badge tone={employee.isActive ? 'green' : 'grey'}>
                {employee.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <ChangeRoleDialog employee={employee} disabled={isSelf} />
          <ReportingLineDialog employee={employee} disabled={inactive} />
          {!isSelf && <ResetPasswordDialog employee={employee} />}
          <AccountStatusAction employee={employee} isSelf={isSelf} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        {isSelf && (
          <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-2.5 text-sm text-slate-700">
            This is your own account: another administrator has to change its role or deactivate it.
          </p>
        )}
        <DetailList
          className="lg:grid-cols-4"
          items={[
            { label: 'Department', value: employee.department },
            { label: 'Position', value: employee.position || notSet },
            { label: 'Company', value: employee.company },
            { label: 'Location', value: employee.workLocation || notSet },
            { label: 'Supervisor', value: supervisor ? fullName(supervisor) : notSet },
            { label: 'Home establishment', value: home?.name ?? notSet },
          ]}
        />
        <section aria-labelledby="assign-work-title" className="border-t border-slate-200 pt-5">
          <h3 id="assign-work-title" className="text-sm font-semibold text-slate-900">
            Assign work
          </h3>
          {inactive && (
            <p className="mt-1 text-sm text-slate-600">Reactivate this employee to assign new work.</p>
          )}
          <div className="mt-3 flex flex-wrap gap-3">
            <AssignClassDialog employee={employee} disabled={inactive} />
            <AssignDocumentDialog employee={employee} disabled={inactive} />
            <CreateFileDialog employee={employee} disabled={inactive} />
            <CreateTaskDialog employee={employee} disabled={inactive} />
          </div>
        </section>
        <PersonalDataSection employee={employee} />
      </CardContent>
    </Card>
  );
};
