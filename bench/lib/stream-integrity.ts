import { withClient } from './database.ts';

export type Subject = 'ours' | 'emmett' | 'raw';

/** The one stream that writers of a tag race on, whichever process they run in. */
export const sharedStreamId = (tag: string) => `benchStream-${tag}shared`;

/** Each store's table, version column and the id a writer gave each event. */
const tables = {
  ours: { table: 'es_events', version: 'stream_version', id: 'event_id::text' },
  emmett: { table: 'emt_messages', version: 'stream_position', id: "message_data->>'benchId'" },
} as const;

/**
 * Whether every append acknowledged to the writers of every process is stored once, nothing else
 * is, and the versions have no gap: lost, duplicated, refused-but-stored and missing versions.
 */
export const checkSharedStream = async (
  subject: Exclude<Subject, 'raw'>,
  url: string,
  tag: string,
  acknowledged: string[],
): Promise<{ anomalies: number; detail: string }> => {
  const { table, version, id } = tables[subject];
  const s = await withClient(url, async (c) => {
    const { rows } = await c.query<{ count: string; distinct: string; found: string; max: string }>(
      `SELECT count(*) AS count, count(DISTINCT ${id}) AS distinct,
              count(*) FILTER (WHERE ${id} = ANY($2::text[])) AS found, coalesce(max(${version}), 0) AS max
         FROM ${table} WHERE stream_id = $1`,
      [sharedStreamId(tag), acknowledged],
    );
    const r = rows[0]!;
    return {
      count: Number(r.count),
      distinct: Number(r.distinct),
      found: Number(r.found),
      max: Number(r.max),
    };
  });
  const lost = acknowledged.length - s.found;
  const duplicated = s.count - s.distinct;
  const phantom = s.distinct - s.found;
  const gaps = s.max - s.count;
  return {
    anomalies: lost + duplicated + phantom + Math.abs(gaps),
    detail: `${acknowledged.length} events acknowledged; stored ${s.count} (${s.distinct} distinct, ${s.found} acknowledged, last version ${s.max})`,
  };
};
