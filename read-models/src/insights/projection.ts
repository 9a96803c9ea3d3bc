import type { IncidentEvent } from '@hs/domain';
import { departmentKey } from '@hs/domain';
import type pg from 'pg';
import { projectionOf, type Stored } from '../typed-projection.ts';

const PREFIX = 'incident-';
const REAL_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Statuses at or past "resolved": the matter is settled until someone reopens it. */
const SETTLED = new Set(['resolved', 'closed']);

/**
 * The `insights` read model: one row per incident with what the Insights page counts and groups by
 * (type, severity, the day and hour it happened, where, whose department) and when it first left
 * "submitted", when it last reached resolved and closed, so the page's figures are plain
 * aggregates. Rows keep the stream version they reflect: a replayed event changes nothing.
 */
export const insightsProjection = projectionOf({
  name: 'insights',
  // 2: the hour it happened, for the weekday and hour heat map.
  version: 2,
  events: {
    IncidentReported: true,
    IncidentStatusChanged: true,
    IncidentEstablishmentAssigned: true,
    IncidentMarkedDuplicate: true,
    IncidentVoided: true,
    IncidentReinstated: true,
  } satisfies Partial<Record<IncidentEvent['type'], true>>,
  follows: (e) => e.streamId.startsWith(PREFIX),
  perStream: true,
  tables: [
    {
      name: 'insight_incidents',
      ddl: `CREATE TABLE insight_incidents (
        incident_id      uuid PRIMARY KEY,
        report_number    text NOT NULL,
        type             text NOT NULL,
        severity         text NOT NULL,
        location         text NOT NULL,
        -- The day it happened as reported, null when that was not a real day (the report's site day counts then).
        occurred_on      date,
        -- The hour it happened (0-23), null when the report gave no time.
        occurred_hour    smallint,
        reported_at      timestamptz NOT NULL,
        establishment_id uuid,
        -- The department of the person involved, else the reporter's, as written and as departmentKey().
        department       text,
        department_key   text,
        -- False while the safety team has it set aside as duplicate or void.
        counted          boolean NOT NULL,
        -- First move out of "submitted": someone took it up.
        under_review_at  timestamptz,
        -- When it became resolved or closed (kept from resolved to closed), cleared when it is reopened.
        resolved_at      timestamptz,
        -- Last move to closed, cleared when it is reopened.
        closed_at        timestamptz,
        version          bigint NOT NULL
      );
      CREATE INDEX insight_incidents_by_day ON insight_incidents (occurred_on);`,
    },
  ],
  async apply(client, events) {
    for (const event of events) await applyOne(client, event);
  },
});

type InsightEvent = Stored<
  | 'IncidentReported'
  | 'IncidentStatusChanged'
  | 'IncidentEstablishmentAssigned'
  | 'IncidentMarkedDuplicate'
  | 'IncidentVoided'
  | 'IncidentReinstated'
>;

/** Changes the incident's row with `set` ($1 the id, $2 the version, then `values`) unless it is newer. */
const update = (client: pg.ClientBase, event: InsightEvent, set: string, values: unknown[]) =>
  client.query(`UPDATE insight_incidents SET ${set}, version = $2 WHERE incident_id = $1 AND version < $2`, [
    event.streamId.slice(PREFIX.length),
    event.streamVersion,
    ...values,
  ]);

const applyOne = async (client: pg.ClientBase, event: InsightEvent) => {
  switch (event.type) {
    case 'IncidentReported': {
      const d = event.data;
      const department = d.employeeDepartment?.trim() || d.reporterDepartment?.trim() || null;
      await client.query(
        `INSERT INTO insight_incidents (incident_id, report_number, type, severity, location, occurred_on,
           occurred_hour, reported_at, establishment_id, department, department_key, counted, version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, true, $12) ON CONFLICT (incident_id) DO NOTHING`,
        [
          d.incidentId,
          d.reportNumber,
          d.type,
          d.severity,
          d.location.trim(),
          typeof d.date === 'string' && REAL_DAY.test(d.date) ? d.date : null,
          typeof d.time === 'string' && CLOCK_TIME.test(d.time) ? Number(d.time.slice(0, 2)) : null,
          d.reportedAt,
          d.establishmentId ?? null,
          department,
          departmentKey(department),
          event.streamVersion,
        ],
      );
      return;
    }
    case 'IncidentStatusChanged': {
      const { to, changedAt } = event.data;
      await update(
        client,
        event,
        `under_review_at = CASE WHEN $3 = 'submitted' THEN under_review_at ELSE COALESCE(under_review_at, $4) END,
         resolved_at = CASE WHEN $5 THEN COALESCE(resolved_at, $4) ELSE NULL END,
         closed_at = CASE WHEN $3 = 'closed' THEN $4 ELSE NULL END`,
        [to, changedAt, SETTLED.has(to)],
      );
      return;
    }
    case 'IncidentEstablishmentAssigned':
      await update(client, event, 'establishment_id = $3', [event.data.establishmentId]);
      return;
    case 'IncidentMarkedDuplicate':
    case 'IncidentVoided':
      await update(client, event, 'counted = false', []);
      return;
    case 'IncidentReinstated':
      await update(client, event, 'counted = true', []);
      return;
  }
};
