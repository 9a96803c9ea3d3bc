import type { InvolvedPerson } from '@hs/contracts';
import {
  departmentKey,
  DomainError,
  type Employee,
  type ReportPeople,
  type ToldSupervisor,
} from '@hs/domain';
import { departmentSupervisors } from '@hs/infra/auth';
import type { EventStore } from '@hs/infra/event-store';
import type pg from 'pg';
import { displayNameOf, loadEmployee } from '../employees/employee-repository.ts';

type Active = Extract<Employee, { status: 'active' | 'inactive' }>;

const activeEmployee = async (store: EventStore, id: string): Promise<Active | null> => {
  const { state } = await loadEmployee(store, id);
  return state.status === 'active' ? state : null;
};

/**
 * Who is told of a person's report: the supervisor on their record while that account is active,
 * else the active supervisors of their department.
 */
const supervisorsOf = async (
  deps: { store: EventStore; pool: pg.Pool },
  person: Active,
): Promise<ToldSupervisor[]> => {
  const recorded = person.profile.supervisorId
    ? await activeEmployee(deps.store, person.profile.supervisorId)
    : null;
  if (recorded) return [{ id: recorded.employeeId, name: displayNameOf(recorded) }];
  return departmentSupervisors(deps.pool, departmentKey(person.profile.department), person.employeeId);
};

const unique = (people: ToldSupervisor[]) => [...new Map(people.map((p) => [p.id, p])).values()];

/**
 * The people of a report, read from the records (their streams, so a change just made counts):
 * the signed-in reporter, the person involved and their supervisors. Answers the reporter's home
 * establishment too, which a report without one is filed under.
 */
export const readReportPeople = async (
  deps: { store: EventStore; pool: pg.Pool },
  reporterId: string,
  involved: InvolvedPerson,
): Promise<{ people: ReportPeople; homeEstablishmentId: string | null }> => {
  const reporter = await activeEmployee(deps.store, reporterId);
  if (!reporter) throw new DomainError('NotSignedIn', 'Please sign in to continue.');
  const employee =
    involved.kind === 'reporter'
      ? reporter
      : involved.kind === 'employee'
        ? await activeEmployee(deps.store, involved.employeeId)
        : null;
  if (involved.kind === 'employee' && !employee)
    throw new DomainError('UnknownEmployee', 'Choose an employee from the list.', ['involved.employeeId']);
  const reporterSupervisors = await supervisorsOf(deps, reporter);
  const employeeSupervisors =
    employee === reporter ? reporterSupervisors : employee ? await supervisorsOf(deps, employee) : [];
  const people: ReportPeople = {
    involvedKind: involved.kind,
    employeeName: employee ? displayNameOf(employee) : involved.kind === 'non-employee' ? involved.name : '',
    employeeId: employee?.employeeId ?? null,
    employeeDepartment: employee?.profile.department ?? null,
    employeePosition: employee?.profile.position ?? null,
    employeeSupervisor: employeeSupervisors.map((s) => s.name).join(', ') || null,
    employeeOrganisation: involved.kind === 'non-employee' ? involved.organisation : null,
    reporterName: displayNameOf(reporter),
    reporterDepartment: reporter.profile.department,
    supervisors: unique([...employeeSupervisors, ...reporterSupervisors]),
  };
  return { people, homeEstablishmentId: reporter.profile.homeEstablishmentId ?? null };
};
