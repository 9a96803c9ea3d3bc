/**
 * The names of people that events carry beside their ids, wherever they are (`byName` beside `by`,
 * `ownerName` beside `ownerId`, an inspection's `assignee.employeeName` beside its `employeeId`):
 * each is sealed with the key of the person the id names, so an event type needs no entry in the
 * map for its actors and assignees. Only keys whose stem names a person count, so an
 * establishment's or a document's name beside its id stays readable.
 */
const PERSON_STEMS = new Set([
  'by',
  'owner',
  'signer',
  'employee',
  'user',
  'inspector',
  'assignee',
  'reporter',
  'lead',
  'member',
]);

const isPersonStem = (stem: string): boolean => PERSON_STEMS.has(stem) || stem.endsWith('By');

type Found = { path: readonly string[]; subject: string | null; value: unknown };

/** The `<stem>Name` keys of one object with the id beside them (null when the id is not there). */
const namesIn = (record: Record<string, unknown>, prefix: readonly string[]): Found[] =>
  Object.keys(record).flatMap((key) => {
    if (!key.endsWith('Name') || !isPersonStem(key.slice(0, -4))) return [];
    const stem = key.slice(0, -4);
    const id = [record[stem], record[`${stem}Id`]].find((v) => typeof v === 'string' && v !== '');
    return [{ path: [...prefix, key], subject: (id as string | undefined) ?? null, value: record[key] }];
  });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every person's name beside an id in an event's data, at its top level or one object down. */
export const namedPeopleOf = (data: unknown): Found[] => {
  if (!isRecord(data)) return [];
  return [
    ...namesIn(data, []),
    ...Object.entries(data).flatMap(([key, value]) => (isRecord(value) ? namesIn(value, [key]) : [])),
  ];
};
