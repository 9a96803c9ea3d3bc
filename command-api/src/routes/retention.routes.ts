import {
  CommandResponse,
  RetentionEraseBody,
  RetentionEraseReport,
  RetentionSettings,
  retentionRoutes as paths,
} from '@hs/contracts';
import {
  defaultRetention,
  incidentPersonId,
  incidentStreamId,
  isPastRetention,
  personalDataStreamId,
  retentionErasureStreamId,
  retentionSettingsStreamId,
  type IncidentPersonRole,
  type IncidentReported,
  type PersonalDataErased,
  type RetentionErasureDone,
  type RetentionSettingsChanged,
} from '@hs/domain';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { HttpProblem } from '@hs/infra/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eraseOutsideTheLog } from '../employees/erase-personal-data.ts';
import { commandContextOf } from '../http/command-context.ts';
import { withToken } from '../http/consistency-token.ts';
import type { CommandApiDeps } from '../deps.ts';

/** The years in force, read from the log (the last setting, else the law's minimum). */
const retentionOf = async (store: EventStore) => {
  const last = (await store.readStream(retentionSettingsStreamId)).at(-1);
  return last ? (last.data as RetentionSettingsChanged['data']).settings : defaultRetention;
};

/** An incident's people without a record of their own, and their names as the report gave them. */
const peopleOf = (report: IncidentReported['data']) => {
  const people: { role: IncidentPersonRole; names: unknown[] }[] = [
    { role: 'witness', names: [report.witnessName] },
  ];
  // An employee's data is sealed with their own key, which other records still need.
  if (!report.employeeId)
    people.unshift({ role: 'involved', names: [report.employeeName, report.employeeOrganisation] });
  return people;
};

export const retentionRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (
  app,
  { store, keyring, clock },
) => {
  app.put(
    paths.settings,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Set the years each record kind is kept after the end of its year (incidents: 5 at least)',
        body: RetentionSettings,
        response: { 200: CommandResponse },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      const { now, userId, userName } = context.command;
      const event: RetentionSettingsChanged = {
        type: 'RetentionSettingsChanged',
        data: { by: userId, byName: userName, at: now, settings: request.body },
      };
      const result = await store.append(
        retentionSettingsStreamId,
        'any',
        [event],
        context.event('ChangeRetention'),
      );
      return withToken(reply, { consistencyToken: formatPosition(result.position) });
    },
  );

  app.post(
    paths.erase,
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Erase the personal data of the people of incidents past retention (not an employee’s own record), with a report',
        body: RetentionEraseBody,
        response: { 200: RetentionEraseReport },
      },
    },
    async (request, reply) => {
      const context = commandContextOf(request, clock);
      const { now, today, userId, userName } = context.command;
      const { reason, incidentIds } = request.body;
      const { incidents: years } = await retentionOf(store);
      const ids = [...new Set(incidentIds)];
      const reports = await Promise.all(
        ids.map(async (id) => (await store.readStream(incidentStreamId(id), { toVersion: 1 }))[0]),
      );
      // All or nothing: one incident not past retention refuses the whole request, naming it.
      const errors = reports.flatMap((first, i) => {
        const field = `incidentIds.${incidentIds.indexOf(ids[i]!)}`;
        if (first?.type !== 'IncidentReported') return [{ field, reason: 'No such incident' }];
        const report = first.data as IncidentReported['data'];
        // An early report's date may not be a calendar date: the read model then counts from the report.
        const date = /^\d{4}-\d{2}-\d{2}$/.test(report.date) ? report.date : report.reportedAt.slice(0, 10);
        return isPastRetention(date, years, today)
          ? []
          : [
              {
                field,
                reason: `Report ${report.reportNumber} is kept until the end of ${Number(date.slice(0, 4)) + years}`,
              },
            ];
      });
      if (errors.length > 0) throw new HttpProblem(400, 'Invalid request', errors[0]!.reason, errors);

      const done = reports.map((first, i) => {
        const report = first!.data as IncidentReported['data'];
        const people = peopleOf(report);
        return {
          id: ids[i]!,
          report,
          people,
          subjects: people.map((p) => incidentPersonId(ids[i]!, p.role)),
        };
      });
      const streams = done.flatMap(({ id, subjects }) => {
        const erased: PersonalDataErased[] = subjects.map((subjectId) => ({
          type: 'PersonalDataErased',
          data: { subjectId, reason, erasedAt: now },
        }));
        const record: RetentionErasureDone = {
          type: 'RetentionErasureDone',
          data: { by: userId, byName: userName, at: now, incidentId: id, reason, subjects },
        };
        return [
          ...erased.map((e) => ({
            streamId: personalDataStreamId(e.data.subjectId),
            expected: 'any' as const,
            events: [e],
          })),
          { streamId: retentionErasureStreamId(id), expected: 'any' as const, events: [record] },
        ];
      });
      const named = done.flatMap(({ id, people }) =>
        people.map((p) => ({
          subjectId: incidentPersonId(id, p.role),
          names: p.names.filter((n): n is string => typeof n === 'string' && n.trim().length > 2),
        })),
      );
      const results = await store.appendToStreams(
        streams,
        context.event('EraseRetainedPersonalData'),
        async (db) => {
          for (const { subjects } of done) for (const subject of subjects) await keyring.erase(subject, db);
          for (const { subjectId, names } of named) await eraseOutsideTheLog(db, subjectId, names);
        },
      );
      const incidents = done.map(({ id, report, people }) => ({
        id,
        reportNumber: report.reportNumber,
        erased: people.map((p) => p.role),
        keptInvolved: Boolean(report.employeeId),
      }));
      return withToken(reply, {
        consistencyToken: formatPosition(results.at(-1)!.position),
        incidents,
        counts: { incidents: incidents.length, people: incidents.reduce((n, i) => n + i.erased.length, 0) },
      });
    },
  );
};
