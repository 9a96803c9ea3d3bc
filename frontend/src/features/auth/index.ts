export { useLogout } from './api/logout';
export { loadProfileDialog, ProfileDialog } from './components/lazy-profile-dialog';
export { RequireSession } from './components/require-session';
export { SessionGate } from './components/session-gate';
