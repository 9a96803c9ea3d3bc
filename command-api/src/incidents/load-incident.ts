import { incidentDecider, incidentStreamId, type IncidentEvent } from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';

/** An incident's state from its own stream (no projection lag) and the version to append after. */
export const loadIncident = async (store: EventStore, incidentId: string) => {
  const history = await store.readStream(incidentStreamId(incidentId));
  const state = history.reduce(
    (s, e) => incidentDecider.evolve(s, { type: e.type, data: e.data } as IncidentEvent),
    incidentDecider.initialState,
  );
  return { state, version: history.length };
};
