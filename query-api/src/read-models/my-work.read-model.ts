import type { MyWork, MyWorkItem } from '@hs/contracts';
import type pg from 'pg';
import { openActionsOf, type ActionClock } from '@hs/read-models/corrective-actions/queries';
import { dueInspections } from '@hs/read-models/inspections/queries';
import { requiredOf } from '@hs/read-models/documents/signature-duties';

const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Not done and due before the site's today ($2). */
const overdue = (due: string, open: string) => `(${open} AND ${due} < $2::date)`;

const tasks = async (pool: pg.Pool, userId: string, today: string): Promise<MyWorkItem[]> => {
  const { rows } = await pool.query(
    `SELECT id, title, description, priority, status, ${day('due_date')} AS due_date, note, completed_at,
            ${overdue('due_date', "status <> 'completed'")} AS overdue
       FROM employee_tasks WHERE employee_id = $1`,
    [userId, today],
  );
  return rows.map((r) => ({
    kind: 'task',
    id: r.id,
    title: r.title,
    description: r.description,
    priority: r.priority,
    status: r.status,
    note: r.note,
    dueDate: r.due_date,
    overdue: r.overdue === true,
    doneAt: iso(r.completed_at),
  }));
};

const trainings = async (pool: pg.Pool, userId: string, today: string): Promise<MyWorkItem[]> => {
  const { rows } = await pool.query(
    `SELECT a.id, a.training_id, a.training_title, ${day('a.due_date')} AS due_date, a.notes, a.completed_at,
            ${overdue('a.due_date', "a.status <> 'completed'")} AS overdue,
            t.type, ${day('t.date')} AS session_date, t.time, t.location,
            CASE WHEN t.max_attendees IS NULL THEN NULL ELSE GREATEST(t.max_attendees - t.enrolled_count, 0) END AS seats_left,
            e.user_id IS NOT NULL AS registered,
            (SELECT count(*) FROM training_waitlist o
              WHERE o.training_id = w.training_id AND o.stream_version <= w.stream_version)::int AS waitlist_position
       FROM training_assignments a
       LEFT JOIN trainings t ON t.id = a.training_id
       LEFT JOIN training_enrolments e ON e.training_id = a.training_id AND e.user_id = a.employee_id
       LEFT JOIN training_waitlist w ON w.training_id = a.training_id AND w.user_id = a.employee_id
      WHERE a.employee_id = $1`,
    [userId, today],
  );
  return rows.map((r) => ({
    kind: 'training',
    id: r.id,
    trainingId: r.training_id,
    title: r.training_title,
    notes: r.notes,
    type: r.type ?? 'inperson',
    sessionDate: r.session_date,
    sessionTime: r.time,
    location: r.location,
    registered: r.registered === true,
    waitlistPosition: r.registered === true || r.waitlist_position === 0 ? null : r.waitlist_position,
    seatsLeft: r.seats_left,
    dueDate: r.due_date,
    overdue: r.overdue === true,
    // A training is done when completed; the projection stamps the day it was.
    doneAt: r.completed_at ? new Date(r.completed_at).toISOString() : null,
  }));
};

/**
 * Documents to read and sign: required of this user (signature-duties.ts) or assigned to them, one item per
 * document, done once they signed its current version. Retired documents ask nothing any more.
 */
const documents = async (pool: pg.Pool, userId: string, today: string): Promise<MyWorkItem[]> => {
  const { rows } = await pool.query(
    `SELECT d.id, d.name, d.current_version, ${requiredOf('d', 'me')} AS requires_signature, a.actions,
            COALESCE(CASE WHEN ${requiredOf('d', 'me')} THEN d.signature_instructions END, a.instructions) AS instructions,
            ${day('due.value')} AS due_date, signed.signed_at,
            ${overdue('due.value', 'signed.signed_at IS NULL')} AS overdue
       FROM documents d
       LEFT JOIN employees me ON me.id = $1
       LEFT JOIN LATERAL (
         SELECT array_agg(DISTINCT action) AS actions, min(due_date) AS due_date,
                string_agg(instructions, E'\\n' ORDER BY assigned_at) AS instructions
           FROM document_assignments WHERE document_id = d.id AND employee_id = $1 HAVING count(*) > 0
       ) a ON true
       LEFT JOIN LATERAL (
         SELECT max(signed_at) AS signed_at FROM document_signatures
          WHERE document_id = d.id AND user_id = $1 AND document_version = d.current_version
       ) signed ON true
       CROSS JOIN LATERAL (
         SELECT LEAST(CASE WHEN ${requiredOf('d', 'me')} THEN d.signature_deadline END, a.due_date) AS value
       ) due
      WHERE (${requiredOf('d', 'me')} OR a.actions IS NOT NULL) AND d.retired_at IS NULL
        AND d.approval_status = 'published'`,
    [userId, today],
  );
  return rows.map((r) => {
    const actions: string[] = r.actions ?? [];
    const action = r.requires_signature || actions.includes('sign') ? 'sign' : (actions[0] ?? 'review');
    return {
      kind: 'document',
      id: r.id,
      title: r.name,
      action,
      instructions: r.instructions,
      currentVersion: r.current_version,
      dueDate: r.due_date,
      overdue: r.overdue === true,
      doneAt: iso(r.signed_at),
    } as MyWorkItem;
  });
};

const files = async (pool: pg.Pool, userId: string, today: string): Promise<MyWorkItem[]> => {
  const { rows } = await pool.query(
    `SELECT id, file_name, file_type, description, ${day('due_date')} AS due_date, status, rejection_reason,
            submitted_name, reviewed_at, ${overdue('due_date', "status IN ('requested', 'rejected')")} AS overdue
       FROM employee_files WHERE employee_id = $1`,
    [userId, today],
  );
  return rows.map((r) => ({
    kind: 'file',
    id: r.id,
    title: r.file_name,
    fileType: r.file_type,
    description: r.description,
    status: r.overdue ? 'overdue' : r.status === 'requested' ? 'pending' : r.status,
    rejectionReason: r.rejection_reason,
    submittedName: r.submitted_name,
    dueDate: r.due_date,
    overdue: r.overdue === true,
    doneAt: r.status === 'accepted' ? iso(r.reviewed_at) : null,
  }));
};

/** Inspection periods assigned to this user or their role, due by the period's last day. */
const inspections = async (pool: pg.Pool, userId: string, now: Date): Promise<MyWorkItem[]> => {
  const { rows } = await pool.query<{ role: string }>('SELECT role FROM employees WHERE id = $1', [userId]);
  const viewer = { userId, role: rows[0]?.role ?? 'employee', department: null };
  return (await dueInspections(pool, viewer, now, { assigned: true })).map((due) => ({
    kind: 'inspection',
    id: due.scheduleId,
    title: due.templateTitle,
    scheduleId: due.scheduleId,
    periodStart: due.periodStart,
    periodEnd: due.periodEnd,
    category: due.category,
    frequency: due.frequency,
    establishmentName: due.establishmentName,
    area: due.area,
    inspectionId: due.inspectionId,
    dueDate: due.periodEnd,
    overdue: due.overdue,
    doneAt: null,
  }));
};

/** Overdue first, then the soonest due date (none last), then by title. */
const byUrgency = (a: MyWorkItem, b: MyWorkItem) =>
  Number(b.overdue) - Number(a.overdue) ||
  (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31') ||
  a.title.localeCompare(b.title);

/** How much finished work the list shows; the count covers all of it. */
const DONE_SHOWN = 50;

/** Open corrective actions the person owns; done ones wait for the safety team, not for them. */
const actions = async (pool: pg.Pool, userId: string, clock: ActionClock): Promise<MyWorkItem[]> =>
  (await openActionsOf(pool, userId, clock)).map((a) => ({
    kind: 'action',
    id: a.id,
    title: a.title,
    priority: a.priority,
    state: a.state,
    dueDate: a.dueDate,
    overdue: a.overdue,
    doneAt: null,
  }));

/** Everything handed out to one person, split into open and done, for the site's `today`. */
export const workOf = async (
  pool: pg.Pool,
  userId: string,
  today: string,
  clock: ActionClock,
  now: Date,
): Promise<MyWork> => {
  const all = (
    await Promise.all([
      ...[tasks, trainings, documents, files].map((read) => read(pool, userId, today)),
      actions(pool, userId, clock),
      inspections(pool, userId, now),
    ])
  ).flat();
  const open = all.filter((item) => item.doneAt === null).sort(byUrgency);
  const done = all.filter((item) => item.doneAt !== null).sort((a, b) => b.doneAt!.localeCompare(a.doneAt!));
  return {
    today,
    counts: { open: open.length, overdue: open.filter((i) => i.overdue).length, done: done.length },
    items: open,
    done: done.slice(0, DONE_SHOWN),
  };
};
