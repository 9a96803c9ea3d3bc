import { useState } from 'react';
import type { InvestigationDetail, Statement, StatementVersion } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/dates';
import { RecordStatementForm, ReviseStatementForm } from './statement-forms';
import { SectionCard } from './section-card';

const witnessText = (statement: Statement) =>
  statement.witness.organisation
    ? `${statement.witness.name} (${statement.witness.organisation})`
    : statement.witness.name;

const VersionMeta = ({ version }: { version: StatementVersion }) => (
  <p className="text-xs text-slate-700">
    Version {version.version}, taken {formatDateTime(version.takenAt)}; recorded by{' '}
    {version.recordedBy.name ?? 'unknown'} on {formatDateTime(version.recordedBy.at)}
    {version.reason ? `. Reason: ${version.reason}` : ''}
  </p>
);

const StatementItem = ({
  incidentId,
  statement,
  mayEdit,
}: {
  incidentId: string;
  statement: Statement;
  mayEdit: boolean;
}) => {
  const [revising, setRevising] = useState(false);
  const current = statement.versions.at(-1);
  const older = statement.versions.slice(0, -1).reverse();
  if (!current) return null;
  return (
    <li className="grid gap-2 rounded-lg border border-slate-200 p-3">
      <h3 className="text-sm font-semibold text-slate-900">{witnessText(statement)}</h3>
      <p className="text-sm whitespace-pre-line text-slate-900">{current.text}</p>
      <VersionMeta version={current} />
      {older.length > 0 && (
        <details className="text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-brand-800">
            Earlier versions ({older.length})
          </summary>
          <ol className="grid gap-2 border-l-2 border-slate-200 pl-3">
            {older.map((version) => (
              <li key={version.version}>
                <p className="whitespace-pre-line text-slate-800">{version.text}</p>
                <VersionMeta version={version} />
              </li>
            ))}
          </ol>
        </details>
      )}
      {mayEdit &&
        (revising ? (
          <ReviseStatementForm
            incidentId={incidentId}
            statementId={statement.id}
            current={current.text}
            onDone={() => setRevising(false)}
            onCancel={() => setRevising(false)}
          />
        ) : (
          <div>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setRevising(true)}
              aria-label={`Revise the statement of ${statement.witness.name}`}
            >
              Revise
            </Button>
          </div>
        ))}
    </li>
  );
};

/** Witness statements, each as it stands with its earlier versions kept under it. */
export const StatementsSection = ({ investigation }: { investigation: InvestigationDetail }) => (
  <SectionCard id="inv-statements" title="Witness statements">
    {investigation.statements === null ? (
      <p className="text-sm text-slate-700">
        {investigation.statementCount} statement(s) recorded; only the team and the safety team read them.
      </p>
    ) : investigation.statements.length === 0 ? (
      <p className="text-sm text-slate-700">No statement recorded yet.</p>
    ) : (
      <ul className="grid gap-3">
        {investigation.statements.map((statement) => (
          <StatementItem
            key={statement.id}
            incidentId={investigation.incidentId}
            statement={statement}
            mayEdit={investigation.allowed.edit}
          />
        ))}
      </ul>
    )}
    {investigation.allowed.edit && investigation.statements !== null && (
      <RecordStatementForm incidentId={investigation.incidentId} />
    )}
  </SectionCard>
);
