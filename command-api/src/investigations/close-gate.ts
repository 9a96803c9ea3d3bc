import { needsApprovedInvestigation, type InvestigationState } from '@hs/domain';
import type { EventStore } from '@hs/infra/event-store';
import { loadIncidentFacts } from './incident-facts.ts';
import { loadInvestigation } from './investigation-commands.ts';

/** A recordable or severe incident's investigation, when it is not approved: closing it needs an override. */
export const unapprovedInvestigationOf = async (
  store: EventStore,
  incidentId: string,
): Promise<{ state: InvestigationState | 'none' } | null> => {
  const { facts } = await loadIncidentFacts(store, incidentId);
  if (!needsApprovedInvestigation(facts)) return null;
  const { state } = await loadInvestigation(store, incidentId);
  return state.state === 'approved' ? null : { state: state.state };
};
