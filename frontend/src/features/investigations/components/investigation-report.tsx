import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { InvestigationDetail } from '@hs/contracts';
import { DetailList } from '@/components/ui/detail-list';
import { formatDate, formatDateTime } from '@/lib/dates';
import { actionStateLabels, controlLevelLabels } from '@/features/actions';
import { riskMatrixQueryOptions } from '../api/risk-matrix';
import { investigationStateLabels } from '../investigation-labels';
import { ApprovalRecord } from './approval-section';
import { CauseLevelBadge } from './cause-level-badge';
import { FishboneDiagram, FishboneList } from './fishbone-diagram';
import { FiveWhysTree } from './five-whys-tree';
import { RatingText } from './risk-section';
import { RiskGrid } from './risk-grid';

const Part = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="grid gap-2" aria-label={title}>
    <h2 className="border-b border-slate-300 pb-1 text-lg font-bold text-slate-900">{title}</h2>
    {children}
  </section>
);

const latestSummary = (investigation: InvestigationDetail) =>
  investigation.approvals.findLast((a) => a.step === 'submitted')?.note ?? 'Not submitted yet.';

const Risk = ({ investigation }: { investigation: InvestigationDetail }) => {
  const matrix = useQuery(riskMatrixQueryOptions());
  return (
    <div className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
      {(['before', 'after'] as const).map((stage) => (
        <div key={stage} className="grid gap-2">
          <h3 className="font-semibold text-slate-900">
            {stage === 'before' ? 'Before the actions' : 'After the actions'}
          </h3>
          <RatingText rating={investigation.risk[stage]} />
          {matrix.data && (
            <RiskGrid matrix={matrix.data} caption={`Risk ${stage}`} chosen={investigation.risk[stage]} />
          )}
        </div>
      ))}
    </div>
  );
};

/** One document: summary, timeline, statements, both analyses drawn, risk, actions and approvals. */
export const InvestigationReport = ({ investigation }: { investigation: InvestigationDetail }) => {
  const facts: [string, string][] = [
    ['Incident', `#${investigation.reportNumber} ${investigation.incidentTitle}`],
    ['Department', investigation.department || 'N/A'],
    ['State', investigationStateLabels[investigation.state]],
    ['Lead', investigation.lead.name],
    ['Team', investigation.members.map((m) => m.name).join(', ') || 'The lead alone'],
    ['Started', formatDateTime(investigation.startedAt)],
    ['Due', formatDateTime(investigation.dueAt)],
  ];
  const actions = investigation.causes.flatMap((cause) => cause.actions.map((action) => ({ cause, action })));
  const timeline = [...investigation.timeline].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <article className="investigation-report grid gap-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 print:border-0 print:p-0">
      <div className="border-b-4 border-brand-700 pb-3">
        <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">Investigation report</p>
        <p className="text-2xl font-bold text-slate-900">{investigation.incidentTitle}</p>
      </div>
      <DetailList
        className="print:grid-cols-3"
        items={facts.map(([label, value]) => ({ label, value, wide: label === 'Team' }))}
      />
      <Part title="Summary">
        <p className="whitespace-pre-line text-slate-900">{latestSummary(investigation)}</p>
      </Part>
      <Part title="Sequence of events">
        {timeline.length === 0 ? (
          <p>None recorded.</p>
        ) : (
          <ol className="grid gap-1">
            {timeline.map((entry) => (
              <li key={entry.id}>
                <span className="font-semibold">{formatDateTime(entry.at)}</span>: {entry.text}
              </li>
            ))}
          </ol>
        )}
      </Part>
      <Part title="Witness statements">
        {investigation.statements === null ? (
          <p>{investigation.statementCount} statement(s), readable by the team and the safety team only.</p>
        ) : investigation.statements.length === 0 ? (
          <p>None recorded.</p>
        ) : (
          <ul className="grid gap-3">
            {investigation.statements.map((statement) => {
              const current = statement.versions.at(-1)!;
              return (
                <li key={statement.id} className="grid gap-1">
                  <p className="font-semibold">
                    {statement.witness.name} (version {current.version}, taken{' '}
                    {formatDateTime(current.takenAt)})
                  </p>
                  <p className="whitespace-pre-line">{current.text}</p>
                </li>
              );
            })}
          </ul>
        )}
      </Part>
      <Part title="5 Whys">
        <FiveWhysTree investigation={investigation} readOnly />
      </Part>
      <Part title="Fishbone">
        <FishboneDiagram investigation={investigation} />
        <FishboneList causes={investigation.causes} className="hidden print:block" />
      </Part>
      <Part title="Risk">
        <Risk investigation={investigation} />
      </Part>
      <Part title="Actions">
        {actions.length === 0 ? (
          <p>No action raised.</p>
        ) : (
          <ul className="grid gap-2">
            {actions.map(({ cause, action }) => (
              <li key={action.id} className="grid gap-0.5">
                <p className="font-semibold">{action.title}</p>
                <p>
                  {controlLevelLabels[action.controlLevel]}; owner {action.ownerName}; due{' '}
                  {formatDate(action.dueDate)}; {actionStateLabels[action.state]}
                </p>
                <p className="flex flex-wrap items-center gap-2 text-slate-700">
                  For: {cause.text} <CauseLevelBadge level={cause.level} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </Part>
      <Part title="Approvals">
        <ApprovalRecord approvals={investigation.approvals} />
      </Part>
    </article>
  );
};
