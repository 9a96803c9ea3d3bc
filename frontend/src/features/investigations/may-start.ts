import { reviewsIncidents } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';

/** The safety team and supervisors may start one (a supervisor for their department: the server checks). */
export const useMayStart = (): boolean => reviewsIncidents(useSignedInUser());
