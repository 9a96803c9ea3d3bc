import { z } from 'zod';
import { companies, isSafetyTeam, roles, safetyTeamRoles } from '@hs/domain/vocabulary';
import { rawText, text } from './bounds.ts';

export const Role = z.enum(roles);
export type Role = z.infer<typeof Role>;
/** Admins and safety officers: the one rule of who is the safety team, for every screen and server. */
export { isSafetyTeam, safetyTeamRoles };

export const Company = z.enum(companies);
export type Company = z.infer<typeof Company>;

/** Form data sends booleans as text ("true" when the box is ticked). */
const formBoolean = z.preprocess(
  (value) => (typeof value === 'string' ? ['true', 'on', '1', 'yes'].includes(value.toLowerCase()) : value),
  z.boolean(),
);

/** POST /api/login, sent as form data (docs/architecture.md, "The frontend") or JSON. */
export const LoginBody = z.strictObject({
  username: text(100).min(1, 'Username is required'),
  password: rawText(200).min(1, 'Password is required'),
  rememberMe: formBoolean.optional().default(false),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** The interface's languages: a person's choice is kept for them (PUT /api/user/language). */
export const INTERFACE_LANGUAGES = ['en', 'es'] as const;
export const InterfaceLanguage = z.enum(INTERFACE_LANGUAGES, 'Choose English (en) or Spanish (es)');
export type InterfaceLanguage = z.infer<typeof InterfaceLanguage>;

/** PUT /api/user/language */
export const UserLanguageBody = z.strictObject({ language: InterfaceLanguage });
export type UserLanguageBody = z.infer<typeof UserLanguageBody>;

/** The signed-in user (GET /api/user, and the answer to a login). */
export const CurrentUser = z.object({
  id: z.uuid(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: Company,
  department: z.string(),
  position: z.string().nullable(),
  workLocation: z.string().nullable(),
  /** Who the person reports to (an employee's id) and the establishment they work at. */
  supervisorId: z.uuid().nullable(),
  homeEstablishmentId: z.uuid().nullable(),
  role: Role,
  isActive: z.boolean(),
  /** Signed in with a temporary password: must set a new one before anything else. */
  mustChangePassword: z.boolean().optional(),
  /** The interface language they chose; absent until they choose one. */
  language: InterfaceLanguage.optional(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/**
 * Who this browser is signed in as (GET /api/session): `user` is null when nobody is, or when the
 * session must still replace its temporary password. Always 200, so a signed-out visitor's first
 * page fails no request; GET /api/user keeps its 401 for other clients.
 */
export const SessionState = z.object({ user: CurrentUser.nullable() });
export type SessionState = z.infer<typeof SessionState>;

export const LOGIN_FAILED_MESSAGE = 'Invalid username or password.';
export const LOGIN_THROTTLED_MESSAGE =
  'Too many failed sign-in attempts. Please wait a minute and try again.';

/** A chosen password's length; the server also refuses common ones and the username. */
export const NEW_PASSWORD_MIN_LENGTH = 12;

/** POST /api/user/password */
export const ChangePasswordBody = z.strictObject({
  currentPassword: rawText(200).min(1, 'Enter your current password.'),
  newPassword: rawText(200).min(
    NEW_PASSWORD_MIN_LENGTH,
    `Use at least ${NEW_PASSWORD_MIN_LENGTH} characters.`,
  ),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** What a signature's form says when the password again is missing. */
export const PASSWORD_AGAIN_MESSAGE = 'Enter your password to sign.';

/**
 * The signed-in user's password again, carried by every electronic signature (21 CFR 11.200): a
 * session alone does not sign. Missing or empty is refused with the field named.
 */
export const PasswordAgain = rawText(200, PASSWORD_AGAIN_MESSAGE).min(1, PASSWORD_AGAIN_MESSAGE);

/** The 403 of a signature whose password again is wrong; clients read the title. */
export const PASSWORD_NOT_CONFIRMED_TITLE = 'Password not confirmed';

/** The 403 of every route but the password change while a temporary password is in use. */
export const PASSWORD_CHANGE_REQUIRED_TITLE = 'New password required';
