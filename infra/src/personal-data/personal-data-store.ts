import type pg from 'pg';
import type {
  AppendResult,
  Counter,
  EventMetadata,
  ExpectedVersion,
  LogPosition,
  NewEvent,
  NumberedAppend,
  ReadStreamOptions,
  SideEffects,
  StoredEvent,
  StreamAppend,
  SubscribableEventStore,
  VerifyReport,
} from '../event-store/event-store.port.ts';
import { open, seal, type DataKey, type Keyring } from './keyring.ts';

/** A place in an event's data (a path of keys) that holds a person's data, and whose it is. */
export type PersonalField = { path: readonly string[]; subject: string };

/**
 * Which fields of which events are personal (the domain's map, injected: infra knows no events).
 * `fieldsOf` is asked at append time; `pathsOf` on read (with the stored data), for the places that may hold sealed data.
 */
export type PersonalDataMap = {
  fieldsOf: (type: string, data: unknown, streamId: string) => readonly PersonalField[];
  pathsOf: (type: string, data: unknown) => readonly (readonly string[])[];
};

/** What an erased value reads as: text becomes this, anything else null. */
export const ERASED = '[erased]';

/**
 * A sealed value in the log: `s` the person, `c` base64 of iv + ciphertext + tag of the value's
 * JSON, `t: "j"` when the value was not text (so an erasure can answer null instead of text).
 */
export type SealedValue = { $pd: 'v1'; s: string; c: string; t?: 'j' };

export const isSealed = (value: unknown): value is SealedValue =>
  typeof value === 'object' && value !== null && (value as { $pd?: unknown }).$pd === 'v1';

const erasedValueOf = (sealed: SealedValue): unknown => (sealed.t === 'j' ? null : ERASED);

const sealValue = (subject: string, key: DataKey, value: unknown): unknown => {
  if (!key) return typeof value === 'string' ? ERASED : null;
  const c = seal(key, Buffer.from(JSON.stringify(value), 'utf8')).toString('base64');
  return typeof value === 'string' ? { $pd: 'v1', s: subject, c } : { $pd: 'v1', s: subject, c, t: 'j' };
};

const openValue = (sealed: SealedValue, key: DataKey): unknown =>
  key ? JSON.parse(open(key, Buffer.from(sealed.c, 'base64')).toString('utf8')) : erasedValueOf(sealed);

const getAt = (data: unknown, path: readonly string[]): unknown => {
  let here = data;
  for (const key of path) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
};

/** A copy of `data` with the value at `path` replaced; the parts off the path are shared, not copied. */
const setAt = (data: unknown, path: readonly string[], value: unknown): unknown => {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const record = data as Record<string, unknown>;
  return { ...record, [head]: setAt(record[head], rest, value) };
};

/**
 * The event store with personal data sealed per person (crypto-shredding, docs/architecture.md
 * "Personal data"): appends seal the fields the map names before the inner store hashes them, so the
 * chains cover what is stored and an erasure breaks none; reads open them, or give "[erased]" once
 * the person's key is gone. Values stored in the clear by older versions are read as they are.
 */
export class PersonalDataStore implements SubscribableEventStore {
  constructor(
    private readonly inner: SubscribableEventStore,
    private readonly keyring: Keyring,
    private readonly map: PersonalDataMap,
  ) {}

  async append(
    streamId: string,
    expected: ExpectedVersion,
    events: readonly NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    const [sealed] = await this.sealAll([{ streamId, expected, events }]);
    return this.inner.append(streamId, expected, sealed!.events, await this.sealMetadata(metadata));
  }

  async appendToStreams(
    appends: readonly StreamAppend[],
    metadata: EventMetadata,
    alsoInTransaction?: SideEffects,
  ): Promise<AppendResult[]> {
    const sealed = await this.sealAll(appends);
    return this.inner.appendToStreams(sealed, await this.sealMetadata(metadata), alsoInTransaction);
  }

  async appendNumbered(
    counter: Counter,
    make: (number: number) => readonly StreamAppend[],
    metadata: EventMetadata,
  ): Promise<NumberedAppend> {
    // `make` runs inside the numbered transaction and cannot wait for keys: the keys of the people
    // of a dry run (number 0) are made first, then every real run seals from memory.
    const keys = await this.keysFor(this.fieldsOfAll(make(0)), true);
    return this.inner.appendNumbered(
      counter,
      (number) => this.sealWith(make(number), keys),
      await this.sealMetadata(metadata),
    );
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<StoredEvent[]> {
    const events = await this.inner.readStream(streamId, options);
    return options.raw ? events : this.openAll(events);
  }

  async readAll(after: LogPosition, limit: number): Promise<StoredEvent[]> {
    return this.openAll(await this.inner.readAll(after, limit));
  }

  lastPosition(): Promise<LogPosition> {
    return this.inner.lastPosition();
  }

  async readAllWith(client: pg.ClientBase, after: LogPosition, limit: number): Promise<StoredEvent[]> {
    return this.openAll(await this.inner.readAllWith(client, after, limit));
  }

  verify(onProgress?: (events: number) => void, options?: { streamId?: string }): Promise<VerifyReport> {
    return this.inner.verify(onProgress, options);
  }

  private fieldsOfAll(appends: readonly StreamAppend[]) {
    return appends.flatMap((a) => a.events.flatMap((e) => this.map.fieldsOf(e.type, e.data, a.streamId)));
  }

  private keysFor(fields: readonly PersonalField[], create: boolean) {
    return this.keyring.keysOf(
      fields.map((f) => f.subject),
      create,
    );
  }

  private async sealAll(appends: readonly StreamAppend[]): Promise<StreamAppend[]> {
    const keys = await this.keysFor(this.fieldsOfAll(appends), true);
    return this.sealWith(appends, keys);
  }

  private sealWith(appends: readonly StreamAppend[], keys: Map<string, DataKey>): StreamAppend[] {
    return appends.map((a) => ({
      ...a,
      events: a.events.map((e) => {
        let data = e.data;
        for (const field of this.map.fieldsOf(e.type, e.data, a.streamId)) {
          const value = getAt(data, field.path);
          if (value === null || value === undefined || isSealed(value)) continue;
          if (!keys.has(field.subject)) throw new Error(`no data key was made for ${field.subject}`);
          data = setAt(data, field.path, sealValue(field.subject, keys.get(field.subject)!, value));
        }
        return data === e.data ? e : { ...e, data };
      }),
    }));
  }

  private async sealMetadata(metadata: EventMetadata): Promise<EventMetadata> {
    if (!metadata.userId || typeof metadata.userName !== 'string') return metadata;
    const keys = await this.keyring.keysOf([metadata.userId], true);
    return {
      ...metadata,
      userName: sealValue(metadata.userId, keys.get(metadata.userId)!, metadata.userName) as string | null,
    };
  }

  /** Opens every sealed value, fetching the keys of the people in the batch in one query. */
  private async openAll(events: StoredEvent[]): Promise<StoredEvent[]> {
    const subjects = new Set<string>();
    for (const event of events) {
      if (event.type === 'PersonalDataErased') this.forgetFrom(event);
      const name: unknown = event.metadata.userName;
      if (isSealed(name)) subjects.add(name.s);
      for (const path of this.map.pathsOf(event.type, event.data)) {
        const value = getAt(event.data, path);
        if (isSealed(value)) subjects.add(value.s);
      }
    }
    if (subjects.size === 0) return events;
    const keys = await this.keyring.keysOf(subjects, false);
    return events.map((event) => {
      let { data, metadata } = event;
      for (const path of this.map.pathsOf(event.type, event.data)) {
        const value = getAt(data, path);
        if (isSealed(value)) data = setAt(data, path, openValue(value, keys.get(value.s) ?? null));
      }
      const name: unknown = metadata.userName;
      if (isSealed(name))
        metadata = { ...metadata, userName: openValue(name, keys.get(name.s) ?? null) as string | null };
      return data === event.data && metadata === event.metadata ? event : { ...event, data, metadata };
    });
  }

  /** A reader that meets an erasure forgets the key at once, whatever its cache held. */
  private forgetFrom(event: StoredEvent) {
    const subject = (event.data as { subjectId?: unknown } | null)?.subjectId;
    if (typeof subject === 'string') this.keyring.forget(subject);
  }
}

/** A map that names no field: nothing is sealed, and values sealed earlier stay sealed on read. */
export const noPersonalData: PersonalDataMap = { fieldsOf: () => [], pathsOf: () => [] };
