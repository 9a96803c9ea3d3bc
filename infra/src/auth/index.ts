/** Sessions, passwords, sign-in throttling. */
export * from './password.ts';
export * from './credentials.ts';
export * from './session-store.ts';
export * from './session-cache.ts';
export * from './login-throttle.ts';
export * from './password-check-gate.ts';
export * from './department-supervisors.ts';
