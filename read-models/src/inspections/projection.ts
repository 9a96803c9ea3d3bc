import type pg from 'pg';
import {
  answerFailsIn,
  type InspectionEvent,
  type InspectionScheduleEvent,
  type InspectionSection,
  type InspectionTemplateEvent,
} from '@hs/domain';
import { projectionOf } from '../typed-projection.ts';

const TEMPLATE = 'inspectionTemplate-';
const SCHEDULE = 'inspectionSchedule-';
const INSPECTION = 'inspection-';
const ours = (streamId: string) =>
  streamId.startsWith(INSPECTION) || streamId.startsWith(TEMPLATE) || streamId.startsWith(SCHEDULE);

/**
 * The inspection read models: each template's current version, the schedules, and one row per
 * inspection with its answers (each marked when it fails), photos, findings, corrections and sign-off. Rows keep the stream version
 * they reflect, so a replayed event changes nothing.
 */
export const inspectionsProjection = projectionOf({
  name: 'inspections',
  version: 4,
  events: {
    ...({ InspectionTemplateCreated: true, InspectionTemplateRevised: true } satisfies Record<
      InspectionTemplateEvent['type'],
      true
    >),
    ...({
      InspectionScheduled: true,
      InspectionScheduleChanged: true,
      InspectionScheduleCancelled: true,
    } satisfies Record<InspectionScheduleEvent['type'], true>),
    ...({
      InspectionStarted: true,
      InspectionAnswerRecorded: true,
      InspectionPhotoAttached: true,
      InspectionSignedOff: true,
      InspectionCompleted: true,
      InspectionCorrected: true,
    } satisfies Record<InspectionEvent['type'], true>),
  },
  follows: (e) => ours(e.streamId),
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
        signed_off_by_name   text,
        signed_off_at        timestamptz,
        attestation          text,
        version              bigint NOT NULL
      );
      CREATE INDEX inspections_schedule_period ON inspections (schedule_id, period_start);
      CREATE INDEX inspections_inspector ON inspections (inspector_id);`,
    },
  ],
  async apply(client, events) {
    // Templates and schedules are few: one statement each, in log order. Inspections follow, batched.
    const steps: Step[] = [];
    for (const event of events) {
      const v = event.streamVersion;
      if (event.type === 'InspectionTemplateCreated' || event.type === 'InspectionTemplateRevised') {
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
      if (
        event.type === 'InspectionScheduled' ||
        event.type === 'InspectionScheduleChanged' ||
        event.type === 'InspectionScheduleCancelled'
      ) {
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
      steps.push({ id: event.streamId.slice(INSPECTION.length), version: v, event });
    }
    await insertStarted(client, steps);
    const later = steps.filter((s) => s.event.type !== 'InspectionStarted');
    await applyLaterSteps(client, later, await sectionsOf(client, later));
  },
});

type Step = { id: string; version: number; event: InspectionEvent };
type SectionsById = ReadonlyMap<string, InspectionSection[]>;

/** The questions of the inspections whose answers change: whether an answer fails depends on them. */
const sectionsOf = async (client: pg.ClientBase, steps: readonly Step[]): Promise<SectionsById> => {
  const ids = [
    ...new Set(
      steps
        .filter((s) => s.event.type === 'InspectionAnswerRecorded' || s.event.type === 'InspectionCorrected')
        .map((s) => s.id),
    ),
  ];
  if (ids.length === 0) return new Map();
  const { rows } = await client.query<{ id: string; sections: InspectionSection[] }>(
    'SELECT id, sections FROM inspections WHERE id = ANY($1::uuid[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.sections]));
};

const insertStarted = async (client: pg.ClientBase, steps: readonly Step[]) => {
  const started = steps.flatMap((s) =>
    s.event.type === 'InspectionStarted' ? [{ id: s.id, v: s.version, d: s.event.data }] : [],
  );
  if (started.length === 0) return;
  await client.query(
    `INSERT INTO inspections (id, template_id, template_version, template_title, category, sections,
       establishment_id, establishment_name, time_zone, area, schedule_id, period_start, period_end,
       inspector_id, inspector_name, inspector_department, status, started_at, version)
     SELECT id, template_id, template_version, template_title, category, sections, establishment_id,
            establishment_name, time_zone, area, schedule_id, period_start, period_end, inspector_id, inspector_name,
            inspector_department, 'in-progress', started_at, version
       FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::text[], $6::jsonb[], $7::uuid[], $8::text[],
                   $9::text[], $10::text[], $11::uuid[], $12::date[], $13::date[], $14::uuid[], $15::text[],
                   $16::text[], $17::timestamptz[], $18::bigint[])
              AS s(id, template_id, template_version, template_title, category, sections, establishment_id,
                   establishment_name, time_zone, area, schedule_id, period_start, period_end, inspector_id,
                   inspector_name, inspector_department, started_at, version)
     ON CONFLICT (id) DO NOTHING`,
    [
      started.map((s) => s.id),
      started.map((s) => s.d.templateId),
      started.map((s) => s.d.templateVersion),
      started.map((s) => s.d.template.title),
      started.map((s) => s.d.template.category),
      started.map((s) => JSON.stringify(s.d.template.sections)),
      started.map((s) => s.d.establishmentId),
      started.map((s) => s.d.establishmentName),
      started.map((s) => s.d.timeZone),
      started.map((s) => s.d.area),
      started.map((s) => s.d.occurrence?.scheduleId ?? null),
      started.map((s) => s.d.occurrence?.periodStart ?? null),
      started.map((s) => s.d.occurrence?.periodEnd ?? null),
      started.map((s) => s.d.inspectorId),
      started.map((s) => s.d.inspectorName),
      started.map((s) => s.d.inspectorDepartment),
      started.map((s) => s.d.startedAt),
      started.map((s) => s.v),
    ],
  );
};

/** What one later step writes; null where it leaves the column alone. */
const columnsOf = ({ id, event }: Step, sections: SectionsById) => {
  const none = {
    question: null,
    answer: null,
    photo: null,
    correction: null,
    completed: null,
    scored: null,
    signOff: null,
  };
  const answerOf = (questionId: string, value: string | null, note: string | null) =>
    JSON.stringify({ value, note, fails: answerFailsIn(sections.get(id) ?? [], questionId, value) });
  switch (event.type) {
    case 'InspectionAnswerRecorded': {
      const { questionId, value, note } = event.data;
      return { ...none, question: questionId, answer: answerOf(questionId, value, note) };
    }
    case 'InspectionSignedOff': {
      const { signedByName, signedAt, attestation } = event.data;
      return { ...none, signOff: { name: signedByName, at: signedAt, attestation } };
    }
    case 'InspectionPhotoAttached':
      return { ...none, photo: JSON.stringify({ questionId: event.data.questionId, ...event.data.photo }) };
    case 'InspectionCompleted': {
      const d = event.data;
      const scored = {
        passed: d.passed,
        applicable: d.applicable,
        score: d.score,
        findings: JSON.stringify(d.findings),
      };
      return { ...none, completed: { at: d.completedAt, on: d.completedOn, onTime: d.onTime }, scored };
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
      const scored = {
        passed: d.passed,
        applicable: d.applicable,
        score: d.score,
        findings: JSON.stringify(d.findings),
      };
      return {
        ...none,
        question: d.questionId,
        answer: answerOf(d.questionId, d.value, d.note),
        correction: JSON.stringify(correction),
        scored,
      };
    }
    default:
      return none;
  }
};

/**
 * Every later step of the batch in one statement. One by one, a step applies when it is newer than
 * the row and moves the row's version to its own; a stream's versions rise in log order, so the
 * steps that apply are those newer than the row as it stood before the batch. Answers are set by
 * question (the newest wins), photos and corrections appended in order, and the newest completion
 * and score win.
 */
const applyLaterSteps = async (client: pg.ClientBase, steps: readonly Step[], sections: SectionsById) => {
  if (steps.length === 0) return;
  const columns = steps.map((step) => columnsOf(step, sections));
  await client.query(
    `UPDATE inspections i
        SET answers = i.answers || f.answers, photos = i.photos || f.photos,
            corrections = i.corrections || f.corrections,
            status = CASE WHEN f.completed THEN 'completed' ELSE i.status END,
            completed_at = CASE WHEN f.completed THEN f.completed_at ELSE i.completed_at END,
            completed_on = CASE WHEN f.completed THEN f.completed_on ELSE i.completed_on END,
            on_time = CASE WHEN f.completed THEN f.on_time ELSE i.on_time END,
            passed = CASE WHEN f.scored THEN f.passed ELSE i.passed END,
            applicable = CASE WHEN f.scored THEN f.applicable ELSE i.applicable END,
            score = CASE WHEN f.scored THEN f.score ELSE i.score END,
            findings = CASE WHEN f.scored THEN f.findings ELSE i.findings END,
            signed_off_by_name = CASE WHEN f.signed THEN f.signed_off_by_name ELSE i.signed_off_by_name END,
            signed_off_at = CASE WHEN f.signed THEN f.signed_off_at ELSE i.signed_off_at END,
            attestation = CASE WHEN f.signed THEN f.attestation ELSE i.attestation END,
            version = f.version
       FROM (SELECT s.id, max(s.version) AS version,
                    coalesce(jsonb_object_agg(s.question, s.answer ORDER BY s.version)
                               FILTER (WHERE s.question IS NOT NULL), '{}') AS answers,
                    coalesce(jsonb_agg(s.photo ORDER BY s.version) FILTER (WHERE s.photo IS NOT NULL), '[]') AS photos,
                    coalesce(jsonb_agg(s.correction ORDER BY s.version) FILTER (WHERE s.correction IS NOT NULL), '[]')
                      AS corrections,
                    bool_or(s.completed) AS completed,
                    (array_agg(s.completed_at ORDER BY s.version DESC) FILTER (WHERE s.completed))[1] AS completed_at,
                    (array_agg(s.completed_on ORDER BY s.version DESC) FILTER (WHERE s.completed))[1] AS completed_on,
                    (array_agg(s.on_time ORDER BY s.version DESC) FILTER (WHERE s.completed))[1] AS on_time,
                    bool_or(s.scored) AS scored,
                    (array_agg(s.passed ORDER BY s.version DESC) FILTER (WHERE s.scored))[1] AS passed,
                    (array_agg(s.applicable ORDER BY s.version DESC) FILTER (WHERE s.scored))[1] AS applicable,
                    (array_agg(s.score ORDER BY s.version DESC) FILTER (WHERE s.scored))[1] AS score,
                    (array_agg(s.findings ORDER BY s.version DESC) FILTER (WHERE s.scored))[1] AS findings,
                    bool_or(s.signed) AS signed,
                    (array_agg(s.signed_off_by_name ORDER BY s.version DESC) FILTER (WHERE s.signed))[1]
                      AS signed_off_by_name,
                    (array_agg(s.signed_off_at ORDER BY s.version DESC) FILTER (WHERE s.signed))[1] AS signed_off_at,
                    (array_agg(s.attestation ORDER BY s.version DESC) FILTER (WHERE s.signed))[1] AS attestation
               FROM unnest($1::uuid[], $2::bigint[], $3::text[], $4::jsonb[], $5::jsonb[], $6::jsonb[], $7::boolean[],
                           $8::timestamptz[], $9::date[], $10::boolean[], $11::boolean[], $12::int[], $13::int[],
                           $14::numeric[], $15::jsonb[], $16::boolean[], $17::text[], $18::timestamptz[], $19::text[])
                      AS s(id, version, question, answer, photo, correction, completed, completed_at, completed_on,
                           on_time, scored, passed, applicable, score, findings, signed, signed_off_by_name,
                           signed_off_at, attestation)
               JOIN inspections b ON b.id = s.id AND s.version > b.version
              GROUP BY s.id) f
      WHERE i.id = f.id`,
    [
      steps.map((s) => s.id),
      steps.map((s) => s.version),
      columns.map((c) => c.question),
      columns.map((c) => c.answer),
      columns.map((c) => c.photo),
      columns.map((c) => c.correction),
      columns.map((c) => c.completed !== null),
      columns.map((c) => c.completed?.at ?? null),
      columns.map((c) => c.completed?.on ?? null),
      columns.map((c) => c.completed?.onTime ?? null),
      columns.map((c) => c.scored !== null),
      columns.map((c) => c.scored?.passed ?? null),
      columns.map((c) => c.scored?.applicable ?? null),
      columns.map((c) => c.scored?.score ?? null),
      columns.map((c) => c.scored?.findings ?? null),
      columns.map((c) => c.signOff !== null),
      columns.map((c) => c.signOff?.name ?? null),
      columns.map((c) => c.signOff?.at ?? null),
      columns.map((c) => c.signOff?.attestation ?? null),
    ],
  );
};
