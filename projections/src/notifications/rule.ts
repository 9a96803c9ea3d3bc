import type pg from 'pg';
import type { NotificationKind } from '@hs/domain';
import type { StoredEvent } from '@hs/infra/event-store';

/**
 * The shapes the notification rules share (issue 37; the rules table is in docs/product.md,
 * "Notifications"). A rule reads one event, or one timer that came due, and says whom to tell of
 * what; the reactor writes that in the transaction that moves its checkpoint.
 */

/** Someone who can be told: an account (employees.id), with the address mail goes to. */
export type Person = {
  id: string;
  name: string;
  email: string;
  role: string;
  department: string;
  supervisorId: string | null;
  isActive: boolean;
};

/** A person whose name a notification's title or body holds, by their personal-data id, as written. */
export type NamedPerson = { id: string; name: string };

/** One telling of one person. Title and body never hold a medical detail. */
export type NotificationDraft = {
  recipientId: string;
  kind: NotificationKind;
  /** The rule's name, as in the rules table. */
  rule: string;
  urgent?: boolean;
  /** Legally required: e-mailed at once whatever the person chose. Urgent ones are too. */
  mandatory?: boolean;
  subject: { type: string; id: string };
  /** The app path of the subject, e.g. /incidents/<id>. */
  link: string;
  title: string;
  body: string;
  /** Everyone the title or body names: an erasure scrubs their name by id, not by matching text. */
  named?: NamedPerson[];
};

/** A deadline to keep: fires once at `dueAt` unless cancelled first. Keys are unique per deadline. */
export type TimerDraft = {
  key: string;
  rule: string;
  dueAt: Date;
  payload: Record<string, unknown>;
};

export type RuleOutcome = {
  notify?: NotificationDraft[];
  schedule?: TimerDraft[];
  /** Timer keys to cancel; a key ending in '*' cancels every open timer it prefixes. */
  cancel?: string[];
};

/** What a rule may look up. Lookups read read models no older than the event being handled. */
export type RuleContext = {
  client: pg.ClientBase;
  person(id: string): Promise<Person | null>;
  /** The person's supervisor from their employee record (null: none recorded). */
  supervisorOf(id: string): Promise<Person | null>;
  /** Active accounts with any of the roles. */
  withRoles(roles: readonly string[]): Promise<Person[]>;
  /** The IANA zone of an establishment, or the site's TIME_ZONE when none is given or known. */
  timeZoneOf(establishmentId: string | null | undefined): Promise<string>;
  /** When the reactor runs: the event's time for event rules, the timer's due time for timers. */
  now: Date;
};

export type EventRule = {
  name: string;
  /**
   * The read models the rule looks up besides the context's (CONTEXT_READ_MODELS): the reactor
   * handles an event only once every one of them has applied it.
   */
  reads?: readonly string[];
  handles(event: StoredEvent): boolean;
  react(event: StoredEvent, ctx: RuleContext): Promise<RuleOutcome>;
};

export type FiredTimer = { key: string; rule: string; dueAt: Date; payload: Record<string, unknown> };

export type TimerRule = {
  name: string;
  /** What to tell when the timer comes due (it may find the thing done and tell no one). */
  fire(timer: FiredTimer, ctx: RuleContext): Promise<RuleOutcome>;
};
