import type { InspectionEvent, InspectionScheduleEvent, InspectionTemplateEvent } from '@hs/domain';
import type { Projection } from '../runtime/projection.ts';

const TEMPLATE = 'inspectionTemplate-';
const SCHEDULE = 'inspectionSchedule-';
const INSPECTION = 'inspection-';
const ours = (streamId: string) =>
  streamId.startsWith(INSPECTION) || streamId.startsWith(TEMPLATE) || streamId.startsWith(SCHEDULE);

/**
 * The inspection read models: each template's current version, the schedules, and one row per
 * inspection with its answers, photos, findings and corrections. Rows keep the stream version
 * they reflect, so a replayed event changes nothing.
 */
export const inspectionsProjection: Projection = {
  name: 'inspections',
  version: 3,
  handles: (e) => ours(e.streamId),
  perStream: true,
  tables: [
    {
      name: 'inspection_templates',
      ddl: `CREATE TABLE inspection_templates (
        id             uuid PRIMARY KEY,
        version        int NOT NULL,
        title          text NOT NULL,
        category       text NOT NULL,
        sections       jsonb NOT NULL,
        updated_at     timestamptz NOT NULL,
        stream_version bigint NOT NULL
      );`,
    },
    {
      name: 'inspection_schedules',
      ddl: `CREATE TABLE inspection_schedules (
        id                  uuid PRIMARY KEY,
        template_id         uuid NOT NULL,
        establishment_id    uuid NOT NULL,
        area                text,
        frequency           text NOT NULL,
        frequency_history   jsonb NOT NULL,
        assignee_id         uuid,
        assignee_name       text,
        assignee_department text,
        assignee_role       text,
        starts_on           date NOT NULL,
        scheduled_at        timestamptz NOT NULL,
        cancelled_at        timestamptz,
        cancel_reason       text,
        version             bigint NOT NULL
      );`,
    },
    {
      name: 'inspections',
      ddl: `CREATE TABLE inspections (
        id                   uuid PRIMARY KEY,
        template_id          uuid NOT NULL,
        template_version     int NOT NULL,
        template_title       text NOT NULL,
        category             text NOT NULL,
        sections             jsonb NOT NULL,
        establishment_id     uuid NOT NULL,
        establishment_name   text NOT NULL,
        time_zone            text NOT NULL,
        area                 text,
        schedule_id          uuid,
        period_start         date,
        period_end           date,
        inspector_id         uuid NOT NULL,
        inspector_name       text NOT NULL,
        inspector_department text NOT NULL,
        status               text NOT NULL,
        started_at           timestamptz NOT NULL,
        completed_at         timestamptz,
        completed_on         date,
        on_time              boolean,
        passed               int,
        applicable           int,
        score                numeric,
        findings             jsonb NOT NULL DEFAULT '[]',
        answers              jsonb NOT NULL DEFAULT '{}',
        photos               jsonb NOT NULL DEFAULT '[]',
        corrections          jsonb NOT NULL DEFAULT '[]',
        version              bigint NOT NULL
      );
      CREATE INDEX inspections_schedule_period ON inspections (schedule_id, period_start);
      CREATE INDEX inspections_inspector ON inspections (inspector_id);`,
    },
  ],
  async apply(client, events) {
    for (const stored of events) {
      const v = stored.streamVersion;
      if (stored.streamId.startsWith(TEMPLATE)) {
        const event = { type: stored.type, data: stored.data } as InspectionTemplateEvent;
        const d = event.data;
        const at = event.type === 'InspectionTemplateCreated' ? event.data.createdAt : event.data.revisedAt;
        await client.query(
          `INSERT INTO inspection_templates (id, version, title, category, sections, updated_at, stream_version)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (id) DO UPDATE SET version = excluded.version, title = excluded.title,
             category = excluded.category, sections = excluded.sections, updated_at = excluded.updated_at,
             stream_version = excluded.stream_version
           WHERE inspection_templates.stream_version < excluded.stream_version`,
          [d.templateId, d.version, d.title, d.category, JSON.stringify(d.sections), at, v],
        );
        continue;
      }
      if (stored.streamId.startsWith(SCHEDULE)) {
        const event = { type: stored.type, data: stored.data } as InspectionScheduleEvent;
        if (event.type === 'InspectionScheduleChanged') {
          const { assignee } = event.data;
          await client.query(
            // A new frequency joins the history: past periods keep the one they were due under.
            `UPDATE inspection_schedules SET area = $3, frequency = $4, assignee_id = $5, assignee_name = $6,
               assignee_department = $7, assignee_role = $8, version = $2,
               frequency_history = CASE WHEN frequency = $4 THEN frequency_history
                 ELSE frequency_history || jsonb_build_array(jsonb_build_object('frequency', $4::text, 'at', $9::text)) END
             WHERE id = $1 AND version < $2`,
            [
              event.data.scheduleId,
              v,
              event.data.area,
              event.data.frequency,
              assignee.employeeId,
              assignee.employeeName,
              assignee.department,
              assignee.role,
              event.data.changedAt,
            ],
          );
          continue;
        }
        if (event.type === 'InspectionScheduleCancelled') {
          await client.query(
            `UPDATE inspection_schedules SET cancelled_at = $3, cancel_reason = $4, version = $2
              WHERE id = $1 AND version < $2`,
            [event.data.scheduleId, v, event.data.cancelledAt, event.data.reason],
          );
          continue;
        }
        const d = event.data;
        await client.query(
          `INSERT INTO inspection_schedules (id, template_id, establishment_id, area, frequency, assignee_id,
             assignee_name, assignee_department, assignee_role, starts_on, scheduled_at, version, frequency_history)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
             jsonb_build_array(jsonb_build_object('frequency', $5::text, 'at', $13::text)))
           ON CONFLICT (id) DO NOTHING`,
          [
            d.scheduleId,
            d.templateId,
            d.establishmentId,
            d.area,
            d.frequency,
            d.assignee.employeeId,
            d.assignee.employeeName,
            d.assignee.department,
            d.assignee.role,
            d.startsOn,
            d.scheduledAt,
            v,
            d.scheduledAt,
          ],
        );
        continue;
      }
      if (!stored.streamId.startsWith(INSPECTION)) continue;
      const id = stored.streamId.slice(INSPECTION.length);
      const event = { type: stored.type, data: stored.data } as InspectionEvent;
      switch (event.type) {
        case 'InspectionStarted': {
          const d = event.data;
          await client.query(
            `INSERT INTO inspections (id, template_id, template_version, template_title, category, sections,
               establishment_id, establishment_name, time_zone, area, schedule_id, period_start, period_end,
               inspector_id, inspector_name, inspector_department, status, started_at, version)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, 'in-progress', $17, $18)
             ON CONFLICT (id) DO NOTHING`,
            [
              id,
              d.templateId,
              d.templateVersion,
              d.template.title,
              d.template.category,
              JSON.stringify(d.template.sections),
              d.establishmentId,
              d.establishmentName,
              d.timeZone,
              d.area,
              d.occurrence?.scheduleId ?? null,
              d.occurrence?.periodStart ?? null,
              d.occurrence?.periodEnd ?? null,
              d.inspectorId,
              d.inspectorName,
              d.inspectorDepartment,
              d.startedAt,
              v,
            ],
          );
          break;
        }
        case 'InspectionAnswerRecorded': {
          const { questionId, value, note } = event.data;
          await client.query(
            `UPDATE inspections SET answers = jsonb_set(answers, ARRAY[$3::text], $4::jsonb), version = $2
              WHERE id = $1 AND version < $2`,
            [id, v, questionId, JSON.stringify({ value, note })],
          );
          break;
        }
        case 'InspectionPhotoAttached': {
          const { questionId, photo } = event.data;
          await client.query(
            `UPDATE inspections SET photos = photos || $3::jsonb, version = $2 WHERE id = $1 AND version < $2`,
            [id, v, JSON.stringify([{ questionId, ...photo }])],
          );
          break;
        }
        case 'InspectionCompleted': {
          const d = event.data;
          await client.query(
            `UPDATE inspections SET status = 'completed', completed_at = $3, completed_on = $4, on_time = $5,
               passed = $6, applicable = $7, score = $8, findings = $9, version = $2
              WHERE id = $1 AND version < $2`,
            [
              id,
              v,
              d.completedAt,
              d.completedOn,
              d.onTime,
              d.passed,
              d.applicable,
              d.score,
              JSON.stringify(d.findings),
            ],
          );
          break;
        }
        case 'InspectionCorrected': {
          const d = event.data;
          const correction = {
            questionId: d.questionId,
            previousValue: d.previous.value,
            value: d.value,
            reason: d.reason,
            correctedByName: d.correctedByName,
            correctedAt: d.correctedAt,
          };
          await client.query(
            `UPDATE inspections SET answers = jsonb_set(answers, ARRAY[$3::text], $4::jsonb),
               corrections = corrections || $5::jsonb, passed = $6, applicable = $7, score = $8, findings = $9,
               version = $2
              WHERE id = $1 AND version < $2`,
            [
              id,
              v,
              d.questionId,
              JSON.stringify({ value: d.value, note: d.note }),
              JSON.stringify([correction]),
              d.passed,
              d.applicable,
              d.score,
              JSON.stringify(d.findings),
            ],
          );
          break;
        }
      }
    }
  },
};
