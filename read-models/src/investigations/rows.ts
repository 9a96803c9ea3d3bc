import type {
  AttachmentRef,
  CauseAnalysis,
  CauseLevel,
  FishboneCategory,
  InvestigationDueRule,
  InvestigationEvent,
  InvestigationState,
  RecordedWitness,
  TeamPerson,
} from '@hs/domain';

/** Who and when, as the contract's reads show it. */
export type StampView = { id: string | null; name: string | null; at: string };
type Rated = { severity: number; likelihood: number; note: string; ratedBy: StampView };

/** An investigation as folded from its stream, kept whole in one jsonb column of its row. */
export type InvestigationDoc = {
  incidentId: string;
  state: InvestigationState;
  lead: TeamPerson;
  members: TeamPerson[];
  dueRule: InvestigationDueRule;
  dueAt: string;
  startedBy: StampView;
  statements: {
    id: string;
    witness: RecordedWitness;
    versions: {
      version: number;
      text: string;
      takenAt: string;
      recordedBy: StampView;
      reason: string | null;
    }[];
  }[];
  timeline: { id: string; at: string; text: string; addedBy: StampView }[];
  evidence: { attachment: AttachmentRef; caption: string; addedBy: StampView }[];
  causes: {
    id: string;
    analysis: CauseAnalysis;
    parentId: string | null;
    category: FishboneCategory | null;
    text: string;
    level: CauseLevel;
    addedBy: StampView;
    actionIds: string[];
  }[];
  risk: { before: Rated | null; after: Rated | null };
  approvals: { step: 'submitted' | 'approved' | 'sent-back' | 'reopened'; by: StampView; note: string }[];
};

const stampOf = (data: { by: string | null; byName: string | null; at: string }): StampView => ({
  id: data.by,
  name: data.byName,
  at: data.at,
});

type Doc = InvestigationDoc;
const mapCause = (
  doc: Doc,
  causeId: string,
  change: (c: Doc['causes'][number]) => Doc['causes'][number],
) => ({
  ...doc,
  causes: doc.causes.map((c) => (c.id === causeId ? change(c) : c)),
});
const approval = (doc: Doc, step: Doc['approvals'][number]['step'], by: StampView, note: string) => ({
  ...doc,
  approvals: [...doc.approvals, { step, by, note }],
});

/** One event folded into the document; the stream's first event makes it. */
export const foldInvestigation = (doc: Doc | null, event: InvestigationEvent): Doc | null => {
  const by = stampOf(event.data);
  if (event.type === 'InvestigationStarted') {
    const { incidentId, lead, members, dueRule, dueAt } = event.data;
    return {
      incidentId,
      state: 'open',
      lead,
      members,
      dueRule,
      dueAt,
      startedBy: by,
      statements: [],
      timeline: [],
      evidence: [],
      causes: [],
      risk: { before: null, after: null },
      approvals: [],
    };
  }
  if (doc === null) return doc;
  switch (event.type) {
    case 'InvestigationTeamChanged':
      return { ...doc, lead: event.data.lead, members: event.data.members };
    case 'WitnessStatementRecorded': {
      const { statementId, witness, text, takenAt } = event.data;
      const first = { version: 1, text, takenAt, recordedBy: by, reason: null };
      return { ...doc, statements: [...doc.statements, { id: statementId, witness, versions: [first] }] };
    }
    case 'WitnessStatementRevised': {
      const { statementId, version, text, reason } = event.data;
      return {
        ...doc,
        statements: doc.statements.map((s) =>
          s.id === statementId
            ? {
                ...s,
                versions: [
                  ...s.versions,
                  { version, text, takenAt: s.versions[0]!.takenAt, recordedBy: by, reason },
                ],
              }
            : s,
        ),
      };
    }
    case 'InvestigationTimelineEntryAdded': {
      const entry = { id: event.data.entryId, at: event.data.happenedAt, text: event.data.text, addedBy: by };
      return { ...doc, timeline: [...doc.timeline, entry].sort((a, b) => a.at.localeCompare(b.at)) };
    }
    case 'InvestigationTimelineEntryRemoved':
      return { ...doc, timeline: doc.timeline.filter((e) => e.id !== event.data.entryId) };
    case 'InvestigationEvidenceAdded':
      return {
        ...doc,
        evidence: [
          ...doc.evidence,
          ...event.data.attachments.map((attachment) => ({
            attachment,
            caption: event.data.caption,
            addedBy: by,
          })),
        ],
      };
    case 'InvestigationCauseAdded': {
      const { causeId, analysis, parentId, category, text, level } = event.data;
      const cause = { id: causeId, analysis, parentId, category, text, level, addedBy: by, actionIds: [] };
      return { ...doc, causes: [...doc.causes, cause] };
    }
    case 'InvestigationCauseRevised':
      return mapCause(doc, event.data.causeId, (c) => ({
        ...c,
        text: event.data.text,
        level: event.data.level,
      }));
    case 'InvestigationCauseMoved':
      return mapCause(doc, event.data.causeId, (c) => ({
        ...c,
        parentId: event.data.parentId,
        category: event.data.category,
      }));
    case 'InvestigationCauseRemoved':
      return { ...doc, causes: doc.causes.filter((c) => c.id !== event.data.causeId) };
    case 'InvestigationCauseActionLinked':
      return mapCause(doc, event.data.causeId, (c) => ({
        ...c,
        actionIds: [...c.actionIds, event.data.actionId],
      }));
    case 'InvestigationRiskRated': {
      const { stage, severity, likelihood, note } = event.data;
      return { ...doc, risk: { ...doc.risk, [stage]: { severity, likelihood, note, ratedBy: by } } };
    }
    case 'InvestigationSubmitted':
      return { ...approval(doc, 'submitted', by, event.data.summary), state: 'in-review' };
    case 'InvestigationApproved':
      return { ...approval(doc, 'approved', by, event.data.note), state: 'approved' };
    case 'InvestigationSentBack':
      return { ...approval(doc, 'sent-back', by, event.data.reason), state: 'open' };
    case 'InvestigationReopened':
      return { ...approval(doc, 'reopened', by, event.data.reason), state: 'reopened' };
  }
};
