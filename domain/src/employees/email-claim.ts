import type { Event } from '../shared/command.ts';

/**
 * An e-mail address belongs to one employee at a time: its claim stream records who holds it.
 * The stream's expected version makes two concurrent claims of one address conflict.
 */
export type EmployeeEmailClaimed = Event<'EmployeeEmailClaimed', { employeeId: string }>;
/** The holder changed to another address: the old one is free again. */
export type EmployeeEmailReleased = Event<'EmployeeEmailReleased', { employeeId: string }>;
export type EmailClaimEvent = EmployeeEmailClaimed | EmployeeEmailReleased;

/** Addresses differ only in case and surrounding spaces for people, so they do for the rule. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** Who holds the address after these claim events, or null when it is free. */
export const emailHolder = (events: readonly EmailClaimEvent[]): string | null =>
  events.reduce<string | null>(
    (holder, event) =>
      event.type === 'EmployeeEmailClaimed'
        ? event.data.employeeId
        : holder === event.data.employeeId
          ? null
          : holder,
    null,
  );
