import type { InvestigationEvent } from './investigation.events.ts';
import type {
  CauseAnalysis,
  CauseLevel,
  FishboneCategory,
  InvestigationState,
  RiskStage,
} from './investigation.vocabulary.ts';

export type CauseNode = {
  analysis: CauseAnalysis;
  parentId: string | null;
  category: FishboneCategory | null;
  level: CauseLevel;
  text: string;
  actionIds: string[];
};

export type Investigation =
  | { state: 'none' }
  | {
      state: InvestigationState;
      incidentId: string;
      leadId: string;
      memberIds: string[];
      /** Statement id -> its latest version number. */
      statements: Record<string, number>;
      timeline: string[];
      causes: Record<string, CauseNode>;
      rated: RiskStage[];
    };

export const initialState: Investigation = { state: 'none' };

const withCause = (
  state: Extract<Investigation, { incidentId: string }>,
  causeId: string,
  change: (cause: CauseNode) => CauseNode | null,
) => {
  const { [causeId]: cause, ...others } = state.causes;
  if (!cause) return state;
  const changed = change(cause);
  return { ...state, causes: changed ? { ...others, [causeId]: changed } : others };
};

export const evolve = (state: Investigation, event: InvestigationEvent): Investigation => {
  if (event.type === 'InvestigationStarted') {
    const { incidentId, lead, members } = event.data;
    return {
      state: 'open',
      incidentId,
      leadId: lead.id,
      memberIds: members.map((m) => m.id),
      statements: {},
      timeline: [],
      causes: {},
      rated: [],
    };
  }
  if (state.state === 'none') return state;
  switch (event.type) {
    case 'InvestigationTeamChanged':
      return { ...state, leadId: event.data.lead.id, memberIds: event.data.members.map((m) => m.id) };
    case 'WitnessStatementRecorded':
      return { ...state, statements: { ...state.statements, [event.data.statementId]: 1 } };
    case 'WitnessStatementRevised':
      return { ...state, statements: { ...state.statements, [event.data.statementId]: event.data.version } };
    case 'InvestigationTimelineEntryAdded':
      return { ...state, timeline: [...state.timeline, event.data.entryId] };
    case 'InvestigationTimelineEntryRemoved':
      return { ...state, timeline: state.timeline.filter((id) => id !== event.data.entryId) };
    case 'InvestigationEvidenceAdded':
      return state;
    case 'InvestigationCauseAdded': {
      const { causeId, analysis, parentId, category, level, text } = event.data;
      const cause = { analysis, parentId, category, level, text, actionIds: [] };
      return { ...state, causes: { ...state.causes, [causeId]: cause } };
    }
    case 'InvestigationCauseRevised':
      return withCause(state, event.data.causeId, (c) => ({
        ...c,
        text: event.data.text,
        level: event.data.level,
      }));
    case 'InvestigationCauseMoved':
      return withCause(state, event.data.causeId, (c) => ({
        ...c,
        parentId: event.data.parentId,
        category: event.data.category,
      }));
    case 'InvestigationCauseRemoved':
      return withCause(state, event.data.causeId, () => null);
    case 'InvestigationCauseActionLinked':
      return withCause(state, event.data.causeId, (c) => ({
        ...c,
        actionIds: [...c.actionIds, event.data.actionId],
      }));
    case 'InvestigationRiskRated':
      return state.rated.includes(event.data.stage)
        ? state
        : { ...state, rated: [...state.rated, event.data.stage] };
    case 'InvestigationSubmitted':
      return { ...state, state: 'in-review' };
    case 'InvestigationApproved':
      return { ...state, state: 'approved' };
    case 'InvestigationSentBack':
      return { ...state, state: 'open' };
    case 'InvestigationReopened':
      return { ...state, state: 'reopened' };
  }
};
