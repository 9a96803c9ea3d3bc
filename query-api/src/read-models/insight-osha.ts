import type { InsightOshaRate, InsightsAnswer, InsightsQuery } from '@hs/contracts';
import type pg from 'pg';
import type { InsightScope } from './insights.read-model.ts';
import { ratesOf } from './osha-rates-clocks.read-model.ts';

/**
 * OSHA rates on the Insights page: the OSHA rates page's own figures (ratesOf, one definition),
 * each establishment's calendar years that the period touches. The safety team's only: a
 * supervisor gets null.
 */
export const oshaOf = async (
  pool: pg.Pool,
  query: InsightsQuery,
  scope: InsightScope,
  establishments: InsightsAnswer['options']['establishments'],
): Promise<InsightOshaRate[] | null> => {
  if (scope.department !== null) return null;
  const first = Number(scope.from.slice(0, 4));
  const last = Number(scope.to.slice(0, 4));
  const companyOf = new Map(establishments.map((e) => [e.id, e.company]));
  const rates = await ratesOf(pool, scope.now, scope.timeZone);
  return rates.rows
    .filter(
      (row) =>
        row.scope === 'establishment' &&
        (!query.establishment || row.key === query.establishment) &&
        (!query.company || companyOf.get(row.key) === query.company),
    )
    .flatMap((row) =>
      row.periods.flatMap((p) => {
        const year = /^\d{4}$/.test(p.period) ? Number(p.period) : null;
        if (year === null || year < first || year > last) return [];
        const { cases, dartCases, hoursWorked, trir, dart } = p;
        return [
          { establishmentId: row.key, name: row.label, year, cases, dartCases, hoursWorked, trir, dart },
        ];
      }),
    )
    .sort((a, b) => b.year - a.year || a.name.localeCompare(b.name));
};
