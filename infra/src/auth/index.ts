/** Sessions, passwords, sign-in throttling and who may see an incident. */
export * from './password.ts';
export * from './credentials.ts';
export * from './session-store.ts';
export * from './session-cache.ts';
export * from './login-throttle.ts';
export * from './password-check-gate.ts';
export * from './incident-access.ts';
export * from './action-access.ts';
export * from './department-supervisors.ts';
