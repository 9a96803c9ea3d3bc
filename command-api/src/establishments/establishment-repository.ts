import {
  establishmentDecider,
  establishmentNameStreamId,
  establishmentStreamId,
  holderOfName,
  type Establishment,
  type EstablishmentEvent,
  type EstablishmentNameEvent,
} from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';

/** The current state of an establishment, folded from its stream (no projection lag). */
export const loadEstablishment = async (
  store: EventStore,
  establishmentId: string,
): Promise<{ state: Establishment; version: number }> => {
  const events = await store.readStream(establishmentStreamId(establishmentId));
  const state = events.reduce(
    (s, e) => establishmentDecider.evolve(s, { type: e.type, data: e.data } as EstablishmentEvent),
    establishmentDecider.initialState,
  );
  return { state, version: events.length };
};

/** Who holds a name now, and the version of its claim stream to append at. */
export const loadNameClaim = async (
  store: EventStore,
  name: string,
): Promise<{ holder: string | null; version: number }> => {
  const events = await store.readStream(establishmentNameStreamId(name));
  return {
    holder: holderOfName(events.map((e) => ({ type: e.type, data: e.data }) as EstablishmentNameEvent)),
    version: events.length,
  };
};
