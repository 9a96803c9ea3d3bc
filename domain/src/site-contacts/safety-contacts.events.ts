import type { Event } from '../shared/command.ts';

/** The site's safety hotline and e-mail as every screen shows them; null: not set. */
export type SafetyContacts = { safetyHotline: string | null; safetyEmail: string | null };

export type SafetyContactsChanged = Event<
  'SafetyContactsChanged',
  SafetyContacts & { changedBy: string | null; changedByName: string | null; changedAt: string }
>;
export type SafetyContactsEvent = SafetyContactsChanged;

/** One stream for the site: its contacts change rarely and one at a time. */
export const SAFETY_CONTACTS_STREAM = 'safetyContacts-site';
