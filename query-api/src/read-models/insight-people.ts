import type { InsightsAnswer, InsightsQuery } from '@hs/contracts';
import { departmentKey } from '@hs/domain';
import type pg from 'pg';
import {
  documentsAwaitingSignature,
  signaturesByDepartment,
} from '@hs/read-models/documents/compliance.queries';
import { trainingByDepartment } from './compliance-figures.ts';
import type { InsightScope } from './insights.read-model.ts';

const TOP_DOCUMENTS = 10;

/**
 * The Insights page's people figures: training compliance per department by the one definition
 * the Compliance page uses (compliance-figures.ts), over the period up to today, and the signatures
 * awaited now. Employees carry no establishment a filter could use, so only the department narrows.
 */
export const peopleOf = async (
  pool: pg.Pool,
  query: InsightsQuery,
  scope: InsightScope,
): Promise<InsightsAnswer['people']> => {
  const department = scope.department ?? departmentKey(query.department);
  const asOf = scope.to < scope.today ? scope.to : scope.today;
  const [training, signatures, documents] = await Promise.all([
    trainingByDepartment(pool, { from: scope.from, to: scope.to, asOf }),
    signaturesByDepartment(pool, department),
    documentsAwaitingSignature(pool, department, TOP_DOCUMENTS),
  ]);
  const byKey = new Map<string, InsightsAnswer['people']['departments'][number]>();
  const rowOf = (name: string) => {
    const key = departmentKey(name) ?? '';
    const row = byKey.get(key) ?? {
      department: name.trim(),
      employees: 0,
      trainingOnTime: 0,
      trainingDue: 0,
      signaturesOwed: 0,
      signaturesAwaiting: 0,
    };
    byKey.set(key, row);
    return row;
  };
  for (const t of training) {
    if (department !== null && departmentKey(t.department) !== department) continue;
    const row = rowOf(t.department);
    row.employees += t.employees;
    row.trainingOnTime += t.training?.completed ?? 0;
    row.trainingDue += t.training?.total ?? 0;
  }
  for (const s of signatures) {
    const row = rowOf(s.department);
    row.signaturesOwed += s.owed;
    row.signaturesAwaiting += s.awaiting;
  }
  const departments = [...byKey.values()].sort((a, b) => a.department.localeCompare(b.department));
  return { departments, documents };
};
