import { useParams } from 'react-router';
import { IncidentIdParams } from '@hs/contracts';

/** The incident id of the route, and whether it can name one at all. */
export const useIncidentParam = () => {
  const { id = '' } = useParams();
  return { id, valid: IncidentIdParams.safeParse({ id }).success };
};
