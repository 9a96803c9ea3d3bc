import { describe, expect, it } from 'vitest';
import type { EmployeeSummary } from '@hs/contracts';
import { fullName, sortEmployees } from '@/lib/employee-names';
import { filterEmployees, initials } from './employee-search';

const employee = (over: Partial<EmployeeSummary>): EmployeeSummary => ({
  id: crypto.randomUUID(),
  username: 'user',
  firstName: 'First',
  lastName: 'Last',
  email: 'user@example.com',
  company: 'IPSI',
  department: 'IPSI',
  position: null,
  workLocation: null,
  supervisorId: null,
  homeEstablishmentId: null,
  role: 'employee',
  isActive: true,
  ...over,
});

const jo = employee({ firstName: 'Jo', lastName: 'Smith', username: 'jsmith', department: 'Safety' });
const ana = employee({ firstName: 'Ana', lastName: 'Ortiz', username: 'aortiz', email: 'ana@todco.example' });
const all = [jo, ana];

describe('searching the employee list', () => {
  it('finds by first and last name together, in any case', () => {
    expect(filterEmployees(all, 'JO SMITH')).toEqual([jo]);
  });

  it('finds by username, e-mail and department', () => {
    expect(filterEmployees(all, 'aortiz')).toEqual([ana]);
    expect(filterEmployees(all, 'todco.example')).toEqual([ana]);
    expect(filterEmployees(all, 'safety')).toEqual([jo]);
  });

  it('needs every word to match somewhere, in any order', () => {
    expect(filterEmployees(all, 'safety jo')).toEqual([jo]);
    expect(filterEmployees(all, 'safety ana')).toEqual([]);
  });

  it('shows everyone for an empty or blank search', () => {
    expect(filterEmployees(all, '   ')).toEqual(all);
  });

  it('lists people by last name, then first name', () => {
    const ann = employee({ firstName: 'Ann', lastName: 'Smith' });
    expect(sortEmployees([jo, ann, ana]).map((e) => e.firstName)).toEqual(['Ana', 'Ann', 'Jo']);
  });
});

describe('a person whose personal data was erased', () => {
  const erased = employee({ firstName: '[erased]', lastName: '[erased]', email: '[erased]' });

  it('is named "[erased]" once, with no initials made of brackets', () => {
    expect(fullName(erased)).toBe('[erased]');
    expect(initials(erased)).toBe('');
    expect([fullName(jo), initials(jo)]).toEqual(['Jo Smith', 'JS']);
  });
});
