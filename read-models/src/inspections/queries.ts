import {
  isSafetyTeam,
  frequenciesSince,
  isOverdue,
  calendarDate,
  schedulePeriodsUpTo,
  type FrequencySince,
  type DueInspection,
  type InspectionDetail,
  type InspectionHistoryRow,
  type InspectionOverview,
  type InspectionSchedule,
  type InspectionScheduleList,
  type InspectionSummary,
  type InspectionTemplate,
} from '@hs/contracts';
import type pg from 'pg';

/** Who is looking: the safety team sees all, a supervisor their department, anyone their own. */
export type Viewer = { userId: string; role: string; department: string | null };

const departmentKey = (department: string | null) => department?.trim().toLowerCase() || null;

/** How many past periods a schedule lists as overdue at most. */
const OVERDUE_SHOWN = 12;
/** How many periods back the figures look; daily schedules over two years. */
const FIGURE_PERIODS = 800;
const DONE_SHOWN = 100;

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const score = (value: string | null) => (value === null ? null : Number(value));

/** $1 user, $2 role, $3 department key, $4 sees all. */
const visibleParams = (viewer: Viewer) => [
  viewer.userId,
  viewer.role,
  departmentKey(viewer.department),
  isSafetyTeam(viewer.role),
];
const inspectionVisible = `($4 OR i.inspector_id = $1
  OR ($2 = 'supervisor' AND lower(trim(i.inspector_department)) = $3))`;
const scheduleVisible = `($4 OR s.assignee_id = $1 OR s.assignee_role = $2
  OR ($2 = 'supervisor' AND lower(trim(s.assignee_department)) = $3))`;

export const listTemplates = async (pool: pg.Pool): Promise<InspectionTemplate[]> => {
  const { rows } = await pool.query(
    `SELECT id, version, title, category, sections, updated_at FROM inspection_templates ORDER BY title, id`,
  );
  return rows.map((r) => ({
    id: r.id,
    version: r.version,
    title: r.title,
    category: r.category,
    sections: r.sections,
    updatedAt: iso(r.updated_at)!,
  }));
};

export const findTemplate = async (pool: pg.Pool, id: string) =>
  (await listTemplates(pool)).find((t) => t.id === id) ?? null;

type ScheduleRow = InspectionSchedule & {
  category: InspectionTemplate['category'];
  timeZone: string;
  /** The establishment's day the schedule was cancelled on; null while it runs. */
  cancelledOn: string | null;
  cancelReason: string | null;
  /** Its frequencies and the days they apply from (periods before a change keep theirs). */
  frequencies: FrequencySince[];
};

const schedules = async (
  pool: pg.Pool,
  where: string,
  params: unknown[],
  orderAndLimit = 'ORDER BY t.title, e.name, s.id',
): Promise<ScheduleRow[]> => {
  const { rows } = await pool.query(
    `SELECT s.id, s.template_id, t.title AS template_title, t.category, s.establishment_id,
            e.name AS establishment_name, e.time_zone, s.area, s.frequency, s.frequency_history, s.assignee_id, s.assignee_name,
            s.assignee_role, ${day('s.starts_on')} AS starts_on,
            to_char(s.cancelled_at AT TIME ZONE e.time_zone, 'YYYY-MM-DD') AS cancelled_on, s.cancel_reason
       FROM inspection_schedules s
       JOIN inspection_templates t ON t.id = s.template_id
       JOIN establishments e ON e.id = s.establishment_id
      WHERE ${where}
      ${orderAndLimit}`,
    params,
  );
  return rows.map((r) => ({
    id: r.id,
    templateId: r.template_id,
    templateTitle: r.template_title,
    category: r.category,
    establishmentId: r.establishment_id,
    establishmentName: r.establishment_name,
    timeZone: r.time_zone,
    area: r.area,
    frequency: r.frequency,
    assigneeId: r.assignee_id,
    assigneeName: r.assignee_name,
    assigneeRole: r.assignee_role,
    startsOn: r.starts_on,
    cancelledOn: r.cancelled_on,
    cancelReason: r.cancel_reason,
    frequencies: frequenciesSince(r.starts_on, r.frequency_history, r.time_zone),
  }));
};

const CANCELLED_SHOWN = 100;

/** The running schedules, and the most recently cancelled ones: the database sorts and cuts them. */
export const listSchedules = async (pool: pg.Pool): Promise<InspectionScheduleList> => {
  const running = await schedules(pool, 's.cancelled_at IS NULL', []);
  const cancelled = await schedules(
    pool,
    's.cancelled_at IS NOT NULL',
    [],
    `ORDER BY s.cancelled_at DESC, s.id LIMIT ${CANCELLED_SHOWN}`,
  );
  const shown = ({
    category: _c,
    timeZone: _z,
    cancelledOn: _o,
    cancelReason: _r,
    frequencies: _f,
    ...s
  }: ScheduleRow) => s;
  return {
    schedules: running.map(shown),
    cancelled: cancelled.map((r) => ({
      ...shown(r),
      cancelledOn: r.cancelledOn!,
      cancelReason: r.cancelReason ?? '',
    })),
  };
};

/** Names a schedule's period: a week and a month may start on the same day. */
const occurrenceKey = (scheduleId: string, period: { start: string; end: string }) =>
  `${scheduleId}:${period.start}:${period.end}`;

/** The inspections started for scheduled periods: schedule and period to id and state. */
const occurrenceInspections = async (pool: pg.Pool, scheduleIds: string[]) => {
  const { rows } = await pool.query(
    `SELECT id, schedule_id, ${day('period_start')} AS period_start, ${day('period_end')} AS period_end,
            status, on_time,
            ${day('completed_on')} AS completed_on
       FROM inspections WHERE schedule_id = ANY($1::uuid[])`,
    [scheduleIds],
  );
  return new Map(
    rows.map((r) => [
      occurrenceKey(r.schedule_id, { start: r.period_start, end: r.period_end }),
      {
        id: r.id as string,
        completed: r.status === 'completed',
        onTime: r.on_time === true,
        completedOn: r.completed_on as string | null,
      },
    ]),
  );
};

/**
 * Periods not completed: the current one, and past ones (overdue) up to OVERDUE_SHOWN. `assigned`
 * keeps only those assigned to the viewer or their role (My work), not those they may oversee.
 */
export const dueInspections = async (
  pool: pg.Pool,
  viewer: Viewer,
  now: Date,
  { assigned = false } = {},
): Promise<DueInspection[]> => {
  const visible = assigned
    ? await schedules(pool, '(s.assignee_id = $1 OR s.assignee_role = $2) AND s.cancelled_at IS NULL', [
        viewer.userId,
        viewer.role,
      ])
    : await schedules(pool, `${scheduleVisible} AND s.cancelled_at IS NULL`, visibleParams(viewer));
  const started = await occurrenceInspections(
    pool,
    visible.map((s) => s.id),
  );
  const due: DueInspection[] = [];
  for (const s of visible) {
    const today = calendarDate(now, s.timeZone);
    for (const period of schedulePeriodsUpTo(s.frequencies, today, OVERDUE_SHOWN + 1)) {
      const inspection = started.get(occurrenceKey(s.id, period));
      if (inspection?.completed) continue;
      due.push({
        scheduleId: s.id,
        templateId: s.templateId,
        templateTitle: s.templateTitle,
        category: s.category,
        establishmentId: s.establishmentId,
        establishmentName: s.establishmentName,
        area: s.area,
        frequency: period.frequency,
        periodStart: period.start,
        periodEnd: period.end,
        overdue: isOverdue(period, today),
        assigneeName: s.assigneeName,
        assigneeRole: s.assigneeRole,
        inspectionId: inspection?.id ?? null,
      });
    }
  }
  return due.sort(
    (a, b) =>
      Number(b.overdue) - Number(a.overdue) ||
      a.periodEnd.localeCompare(b.periodEnd) ||
      a.templateTitle.localeCompare(b.templateTitle),
  );
};

const summaryColumns = `i.id, i.template_id, i.template_title, i.template_version, i.category, i.establishment_id,
  i.establishment_name, i.area, i.inspector_name, i.status, i.started_at, ${day('i.completed_on')} AS completed_on,
  i.score, jsonb_array_length(i.findings) AS findings, i.on_time, ${day('i.period_end')} AS period_end`;

const summaryOf = (r: Record<string, unknown>): InspectionSummary => ({
  id: r.id as string,
  templateId: r.template_id as string,
  templateTitle: r.template_title as string,
  templateVersion: r.template_version as number,
  category: r.category as InspectionSummary['category'],
  establishmentId: r.establishment_id as string,
  establishmentName: r.establishment_name as string,
  area: r.area as string | null,
  inspectorName: r.inspector_name as string,
  status: r.status as InspectionSummary['status'],
  startedAt: iso(r.started_at as Date)!,
  completedOn: r.completed_on as string | null,
  score: score(r.score as string | null),
  findings: r.findings as number,
  onTime: r.on_time as boolean | null,
  periodEnd: r.period_end as string | null,
});

export const inspectionOverview = async (
  pool: pg.Pool,
  viewer: Viewer,
  now: Date,
): Promise<InspectionOverview> => {
  const params = visibleParams(viewer);
  const [due, inProgress, done, history] = await Promise.all([
    dueInspections(pool, viewer, now),
    pool.query(
      `SELECT ${summaryColumns} FROM inspections i
        WHERE i.status = 'in-progress' AND ${inspectionVisible} ORDER BY i.started_at DESC`,
      params,
    ),
    pool.query(
      `SELECT ${summaryColumns} FROM inspections i
        WHERE i.status = 'completed' AND ${inspectionVisible}
        ORDER BY i.completed_at DESC, i.id LIMIT ${DONE_SHOWN}`,
      params,
    ),
    pool.query(
      `SELECT i.template_id, max(i.template_title) AS template_title, i.establishment_id,
              max(i.establishment_name) AS establishment_name, count(*)::int AS completed,
              round(avg(i.score), 1) AS average_score,
              (array_agg(i.score ORDER BY i.completed_at DESC))[1] AS last_score,
              ${day('max(i.completed_on)')} AS last_completed_on
         FROM inspections i WHERE i.status = 'completed' AND ${inspectionVisible}
        GROUP BY i.template_id, i.establishment_id ORDER BY 2, 4`,
      params,
    ),
  ]);
  return {
    due,
    inProgress: inProgress.rows.map(summaryOf),
    done: done.rows.map(summaryOf),
    history: history.rows.map((r): InspectionHistoryRow => ({
      templateId: r.template_id,
      templateTitle: r.template_title,
      establishmentId: r.establishment_id,
      establishmentName: r.establishment_name,
      completed: r.completed,
      averageScore: score(r.average_score),
      lastScore: score(r.last_score),
      lastCompletedOn: r.last_completed_on,
    })),
  };
};

type PhotoRow = { questionId: string; sha256: string; size: number; mediaType: string; originalName: string };

/** One inspection, or null when it does not exist or is not the viewer's to see. */
export const inspectionDetail = async (
  pool: pg.Pool,
  id: string,
  viewer: Viewer,
): Promise<InspectionDetail | null> => {
  const { rows } = await pool.query(
    `SELECT ${summaryColumns}, i.inspector_id, i.time_zone, i.sections, i.answers, i.photos, i.passed,
            i.applicable, i.findings AS finding_list, i.corrections, ${day('i.period_start')} AS period_start,
            i.completed_at, i.signed_off_by_name, i.signed_off_at, i.attestation
       FROM inspections i WHERE i.id = $5 AND ${inspectionVisible}`,
    [...visibleParams(viewer), id],
  );
  const r = rows[0];
  if (!r) return null;
  const answers = r.answers as Record<string, { value: string | null; note: string | null; fails: boolean }>;
  const photos = r.photos as PhotoRow[];
  const questionIds = new Set([...Object.keys(answers), ...photos.map((p) => p.questionId)]);
  return {
    ...summaryOf(r),
    inspectorId: r.inspector_id,
    periodStart: r.period_start,
    completedAt: iso(r.completed_at),
    signOff:
      r.signed_off_at === null
        ? null
        : { name: r.signed_off_by_name, signedAt: iso(r.signed_off_at)!, attestation: r.attestation },
    timeZone: r.time_zone,
    sections: r.sections,
    answers: [...questionIds].map((questionId) => ({
      questionId,
      answered: questionId in answers,
      value: answers[questionId]?.value ?? null,
      note: answers[questionId]?.note ?? null,
      fails: answers[questionId]?.fails ?? false,
      photos: photos
        .filter((p) => p.questionId === questionId)
        .map((p) => ({
          sha256: p.sha256,
          size: p.size,
          mediaType: p.mediaType,
          originalName: p.originalName,
          url: `/api/inspections/${id}/photos/${p.sha256}`,
        })),
    })),
    passed: r.passed,
    applicable: r.applicable,
    findingList: r.finding_list,
    corrections: r.corrections,
  };
};

/** A photo of a visible inspection, by its hash. */
export const inspectionPhoto = async (pool: pg.Pool, id: string, sha256: string, viewer: Viewer) => {
  const { rows } = await pool.query(
    `SELECT p->>'mediaType' AS media_type, p->>'originalName' AS original_name
       FROM inspections i, jsonb_array_elements(i.photos) p
      WHERE i.id = $5 AND p->>'sha256' = $6 AND ${inspectionVisible} LIMIT 1`,
    [...visibleParams(viewer), id, sha256],
  );
  const r = rows[0];
  return r ? { mediaType: r.media_type as string, fileName: r.original_name as string } : null;
};

/**
 * Scheduled occurrences whose period starts in [from, to], counted once their period has ended or
 * they were done (by `asOf`), and those of them done by their period's end. Null when none counts.
 */
export const inspectionFigures = async (
  pool: pg.Pool,
  from: string,
  to: string,
  asOf: string,
  now: Date,
): Promise<{ completed: number; total: number } | null> => {
  const all = await schedules(pool, 'true', []);
  const started = await occurrenceInspections(
    pool,
    all.map((s) => s.id),
  );
  let total = 0;
  let completed = 0;
  for (const s of all) {
    const localToday = calendarDate(now, s.timeZone);
    const standing = asOf < localToday ? asOf : localToday;
    for (const period of schedulePeriodsUpTo(s.frequencies, standing, FIGURE_PERIODS)) {
      if (period.start < from || period.start > to) continue;
      const inspection = started.get(occurrenceKey(s.id, period));
      const doneBy =
        inspection?.completed && inspection.completedOn !== null && inspection.completedOn <= standing;
      if (!doneBy && period.end >= standing) continue;
      // Once cancelled, no period from that day on is due; one done before still counts.
      if (!doneBy && s.cancelledOn !== null && period.end >= s.cancelledOn) continue;
      total += 1;
      if (doneBy && inspection.onTime) completed += 1;
    }
  }
  return total === 0 ? null : { completed, total };
};
