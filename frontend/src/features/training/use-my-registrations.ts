import { useQuery } from '@tanstack/react-query';
import type { UserTraining } from '@hs/contracts';
import { useSignedInUser } from '@/lib/session';
import { userTrainingsQueryOptions } from './api/get-user-trainings';

/** Where the signed-in user stands with one training. */
export type MyRegistration = Pick<UserTraining, 'status' | 'waitlistPosition'>;

/**
 * The signed-in user's registrations by training id. While they load (or if they fail) the map is
 * empty: the buttons then offer registration, and the server refuses a second one with a message.
 */
export const useMyRegistrations = (): ReadonlyMap<string, MyRegistration> => {
  const user = useSignedInUser();
  const { data } = useQuery(userTrainingsQueryOptions(user.id));
  return new Map((data ?? []).map((t) => [t.trainingId, t]));
};
