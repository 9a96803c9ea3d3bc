import { useQuery } from '@tanstack/react-query';
import { isSafetyTeam } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';
import { oshaClocksQueryOptions } from '../api/get-osha-clocks';
import { urgentClockCount } from '../clock-words';

/** The urgent OSHA deadlines of the safety team (0 for anyone else, who is not asked). */
export const useUrgentOshaClockCount = (): number => {
  const safetyTeam = isSafetyTeam(useSignedInUser());
  const { data } = useQuery({ ...oshaClocksQueryOptions(), enabled: safetyTeam });
  return safetyTeam ? urgentClockCount(data?.clocks ?? []) : 0;
};
