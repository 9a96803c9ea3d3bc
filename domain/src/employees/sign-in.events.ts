import type { Event } from '../shared/command.ts';

/** Every sign-in, failed sign-in and sign-out is recorded with time and client address. */
export type UserSignedIn = Event<
  'UserSignedIn',
  {
    userId: string;
    username: string;
    ip: string | null;
    userAgent: string | null;
    rememberMe: boolean;
    at: string;
  }
>;
export type UserSignInFailed = Event<
  'UserSignInFailed',
  {
    username: string;
    reason: 'unknown-user' | 'wrong-password' | 'inactive' | 'throttled';
    ip: string | null;
    userAgent: string | null;
    at: string;
  }
>;
export type UserSignedOut = Event<'UserSignedOut', { userId: string; ip: string | null; at: string }>;
export type SignInEvent = UserSignedIn | UserSignInFailed | UserSignedOut;

/** One stream of sign-in records per account; attempts on unknown names share one. */
export const signInStreamId = (employeeId: string | null): string => `signIns-${employeeId ?? 'unknown'}`;
