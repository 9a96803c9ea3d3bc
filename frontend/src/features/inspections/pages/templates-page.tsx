import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { InspectionTemplate } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { templatesQueryOptions } from '../api/get-templates';
import { SchedulesCard } from '../components/schedules-card';
import { TemplateEditor } from '../components/template-editor';
import { categoryLabels } from '../inspection-labels';

/** The safety team's templates: each edit is saved as a new version. */
export const TemplatesPage = () => {
  const query = useQuery(templatesQueryOptions());
  const [editing, setEditing] = useState<InspectionTemplate | 'new' | null>(null);
  return (
    <div className="grid gap-6">
      <PageHeader
        eyebrow={
          <Link
            to="/inspections"
            className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            ← Inspections
          </Link>
        }
        title="Inspection templates"
        description="Checklists with sections of questions. Saving a change makes a new version; inspections already started keep theirs."
        actions={<Button onClick={() => setEditing('new')}>New template</Button>}
      />
      {editing && (
        <Card>
          <CardHeader>
            <CardTitle>
              {editing === 'new' ? 'New template' : `Edit ${editing.title} (version ${editing.version})`}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <TemplateEditor
              key={editing === 'new' ? 'new' : `${editing.id}-${editing.version}`}
              template={editing === 'new' ? null : editing}
              onSaved={() => setEditing(null)}
            />
          </CardContent>
        </Card>
      )}
      {query.isPending ? (
        <StatusMessage kind="loading">Loading templates…</StatusMessage>
      ) : query.isError ? (
        <StatusMessage kind="error">The templates could not be loaded.</StatusMessage>
      ) : query.data.length === 0 ? (
        <StatusMessage kind="empty">No templates yet.</StatusMessage>
      ) : (
        <ul className="grid gap-3">
          {query.data.map((template) => (
            <li
              key={template.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-4"
            >
              <div>
                <p className="font-semibold text-slate-900">{template.title}</p>
                <p className="text-sm text-slate-700">
                  {template.sections.length} section{template.sections.length === 1 ? '' : 's'} ·{' '}
                  {template.sections.reduce((n, s) => n + s.questions.length, 0)} questions
                </p>
                <div className="mt-1 flex gap-1.5">
                  <Badge tone="grey">{categoryLabels[template.category]}</Badge>
                  <Badge tone="blue">Version {template.version}</Badge>
                </div>
              </div>
              <Button variant="secondary" onClick={() => setEditing(template)}>
                Edit<span className="sr-only"> {template.title}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <SchedulesCard />
    </div>
  );
};
