import type { Event } from '../shared/command.ts';
import { investigationEventTypes } from '../investigations/investigation.events.ts';
import { namedPeopleOf } from './named-people.ts';
import { incidentPersonId, witnessStatementId, type IncidentPersonRole } from './personal-data.vocabulary.ts';

/**
 * Which fields of which events hold personal data, and whose (docs/architecture.md, "Personal
 * data"). The event store seals each such field with the key of its person; erasing the person
 * destroys the key, and the field then reads "[erased]" (text) or null (anything else).
 *
 * The person is an employee's id when there is one, else an id made for the person's place in one
 * incident (`incident-person:<incident>:<role>`), so a visitor's name can be erased with the incident.
 */
export type PersonalFieldRule = {
  paths: readonly (readonly string[])[];
  /** Whose the fields are; null: nobody's (the fields are stored as they are). */
  subject: (data: Record<string, unknown>, streamId: string) => string | null;
};

/** The id after the stream's category: `employee-<id>` -> `<id>`. */
const streamOwner = (streamId: string): string => streamId.slice(streamId.indexOf('-') + 1);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const incidentPerson = (data: Record<string, unknown>, streamId: string, role: IncidentPersonRole) =>
  incidentPersonId(text(data.incidentId) ?? streamOwner(streamId), role);
const actor =
  (idField: string) =>
  (data: Record<string, unknown>): string | null =>
    text(data[idField]);

const profileFields = ['firstName', 'lastName', 'email'] as const;

/** A witness statement's own key (its text and revisions; the witness's name when not an employee). */
const statement = (data: Record<string, unknown>, streamId: string) =>
  witnessStatementId(streamOwner(streamId), text(data.statementId) ?? '');
const witnessOf = (data: Record<string, unknown>) => data.witness as { employeeId?: unknown } | undefined;
/** Every investigation event names who made it: sealed with their key, as the incident's ...ByName. */
const byName: PersonalFieldRule = { paths: [['byName']], subject: actor('by') };
const investigationFields: Record<string, readonly PersonalFieldRule[]> = Object.fromEntries(
  investigationEventTypes.map((type) => [type, [byName]]),
);

export const personalDataMap: Readonly<Record<string, readonly PersonalFieldRule[]>> = {
  EmployeeRegistered: [{ paths: profileFields.map((f) => [f]), subject: (data) => text(data.employeeId) }],
  EmployeeProfileChanged: [
    { paths: profileFields.map((f) => ['changes', f]), subject: (_data, streamId) => streamOwner(streamId) },
  ],
  IncidentReported: [
    {
      // The person the report is about: their name, the account of what happened to them.
      paths: [['employeeName'], ['employeeOrganisation'], ['description'], ['immediateActionsTaken']],
      subject: (data, streamId) => text(data.employeeId) ?? incidentPerson(data, streamId, 'involved'),
    },
    { paths: [['reporterName']], subject: actor('reportedBy') },
    { paths: [['witnessName']], subject: (data, streamId) => incidentPerson(data, streamId, 'witness') },
  ],
  IncidentCommented: [{ paths: [['text'], ['commentedByName']], subject: actor('commentedBy') }],
  IncidentStatusChanged: [{ paths: [['note'], ['changedByName']], subject: actor('changedBy') }],
  IncidentCorrectiveActionRaised: [{ paths: [['raisedByName']], subject: actor('raisedBy') }],
  IncidentAttachmentAdded: [{ paths: [['addedByName']], subject: actor('addedBy') }],
  IncidentEstablishmentAssigned: [{ paths: [['assignedByName']], subject: actor('assignedBy') }],
  IncidentMarkedDuplicate: [{ paths: [['markedByName']], subject: actor('markedBy') }],
  IncidentVoided: [{ paths: [['markedByName']], subject: actor('markedBy') }],
  IncidentReinstated: [{ paths: [['markedByName']], subject: actor('markedBy') }],
  ...investigationFields,
  WitnessStatementRecorded: [
    {
      paths: [
        ['witness', 'name'],
        ['witness', 'organisation'],
      ],
      subject: (data, streamId) => text(witnessOf(data)?.employeeId) ?? statement(data, streamId),
    },
    { paths: [['text']], subject: statement },
    byName,
  ],
  // What someone writes to the safety team may tell of themselves: sealed with the sender's key.
  SafetyMessageSent: [{ paths: [['subject'], ['message']], subject: actor('submittedBy') }],
  ComplianceIssueReported: [{ paths: [['description']], subject: actor('submittedBy') }],
  WitnessStatementRevised: [{ paths: [['text'], ['reason']], subject: statement }, byName],
  // A card's number and its scan's file name identify its holder; issuer, course and dates do not.
  TrainingCertificateSubmitted: [
    {
      paths: [['certificateNumber'], ['file', 'originalName']],
      subject: actor('userId'),
    },
  ],
};

const pathsByType = new Map(
  Object.entries(personalDataMap).map(([type, rules]) => [type, rules.flatMap((r) => r.paths)]),
);

const samePath = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * The personal fields of one event with whose they are (those without a person are left out): the
 * map's rules for its type, then every person's name beside their id (named-people.ts).
 */
export const personalFieldsOf = (
  type: string,
  data: unknown,
  streamId: string,
): { path: readonly string[]; subject: string }[] => {
  if (typeof data !== 'object' || data === null) return [];
  const ruled = (personalDataMap[type] ?? []).flatMap((rule) => {
    const subject = rule.subject(data as Record<string, unknown>, streamId);
    return subject ? rule.paths.map((path) => ({ path, subject })) : [];
  });
  const named = namedPeopleOf(data).flatMap(({ path, subject, value }) =>
    subject && typeof value === 'string' && !ruled.some((field) => samePath(field.path, path))
      ? [{ path, subject }]
      : [],
  );
  return [...ruled, ...named];
};

/** The places in this event that may hold sealed personal data (its type's, and names beside ids). */
export const personalPathsOf = (type: string, data: unknown): readonly (readonly string[])[] => [
  ...(pathsByType.get(type) ?? []),
  ...namedPeopleOf(data).map((found) => found.path),
];

/** The map as the event store takes it. */
export const personalData = { fieldsOf: personalFieldsOf, pathsOf: personalPathsOf };

/**
 * An administrator erased a person's personal data: their key is destroyed, so every field sealed
 * with it reads "[erased]". Holds no personal data itself; the reason is the administrator's.
 */
export type PersonalDataErased = Event<
  'PersonalDataErased',
  { subjectId: string; reason: string; erasedAt: string }
>;

export const personalDataStreamId = (subjectId: string): string => `personal-data-${subjectId}`;
