import { neutralisedCell } from '@hs/domain';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

/**
 * Every CSV the system writes (the ITA files) goes through here: RFC 4180 with a header row and
 * CRLF, and each text cell that a spreadsheet would run as a formula neutralised (OWASP CSV
 * injection). Cells of the `numeric` columns keep a plain number as it is (-5 stays -5).
 */
export const csvText = (
  columns: readonly string[],
  rows: readonly Record<string, string>[],
  numeric: ReadonlySet<string> = new Set(),
): string =>
  stringify(
    rows.map((row) =>
      Object.fromEntries(
        columns.map((column) => [column, neutralisedCell(row[column] ?? '', numeric.has(column))]),
      ),
    ),
    { header: true, columns: [...columns], record_delimiter: 'windows' },
  );

/** A CSV download: never cached, saved under its name. */
export const sendCsv = (reply: FastifyReply, fileName: string, body: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(body);
