import { useState } from 'react';
import {
  type CauseLevel,
  type FishboneCategory,
  ReviseCauseBody,
  investigationRoutes,
  type Cause,
  type InvestigationDetail,
} from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { causesUnder } from '../cause-tree';
import { fishboneCategoryLabels } from '../investigation-labels';
import { CauseLevelOptions, CategoryOptions } from './cause-options';
import { CommandForm, useCommandForm } from './command-form';

type Values = { text: string; level: CauseLevel; parentId: string; category: FishboneCategory | '' };

const analysisWords = { 'five-whys': 'Why', fishbone: 'Fishbone' } as const;
const optionText = (cause: Cause) =>
  `${analysisWords[cause.analysis]}${cause.category ? ` (${fishboneCategoryLabels[cause.category]})` : ''}: ${cause.text}`;

/** One cause's text, kind and place: under another cause of its analysis, or on another bone. */
const ReviseOne = ({
  investigation,
  cause,
  onClose,
}: {
  investigation: InvestigationDetail;
  cause: Cause;
  onClose: () => void;
}) => {
  const fishbone = cause.analysis === 'fishbone';
  const form = useCommandForm({
    schema: ReviseCauseBody,
    defaultValues: {
      text: cause.text,
      level: cause.level,
      parentId: cause.parentId ?? '',
      category: cause.category ?? '',
    },
    toBody: ({ text, level, parentId, category }: Values): ReviseCauseBody => ({
      text,
      level,
      move: { parentId: parentId || null, category: fishbone ? category || null : null },
    }),
    rules: ({ category }) => (fishbone && !category ? { category: 'Choose the bone it belongs to' } : {}),
    command: (body) => ({
      method: 'PATCH',
      path: investigationRoutes.cause(investigation.incidentId, cause.id),
      body,
    }),
    done: 'Cause revised',
    fallback: 'The cause could not be revised.',
    onDone: onClose,
  });
  const category = form.watch('category');
  // Never under itself or a cause under it: the server refuses those too.
  const below = new Set([cause.id, ...causesUnder(investigation.causes, cause.id).map((c) => c.id)]);
  const parents = investigation.causes.filter(
    (c) =>
      c.analysis === cause.analysis && !below.has(c.id) && (!fishbone || c.category === (category || null)),
  );
  return (
    <CommandForm
      form={form}
      label={`Revise: ${cause.text}`}
      submit="Save the cause"
      extra={
        <Button type="button" variant="secondary" className="h-11" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <Field id="revise-text" label="Cause" required error={form.error('text')}>
        <Input {...form.field('revise-text', 'text')} />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="revise-level" label="Kind of cause" required error={form.error('level')}>
          <NativeSelect {...form.field('revise-level', 'level')}>
            <CauseLevelOptions />
          </NativeSelect>
        </Field>
        {fishbone && (
          <Field id="revise-category" label="Category" required error={form.error('category')}>
            <NativeSelect {...form.field('revise-category', 'category')}>
              <CategoryOptions />
            </NativeSelect>
          </Field>
        )}
        <Field
          id="revise-parent"
          label={fishbone ? 'Under' : 'Answers why of'}
          error={form.error('parentId')}
          className="sm:col-span-2"
        >
          <NativeSelect {...form.field('revise-parent', 'parentId')}>
            <option value="">{fishbone ? 'The bone itself' : 'The incident (a first why)'}</option>
            {parents.map((c) => (
              <option key={c.id} value={c.id}>
                {c.text}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
    </CommandForm>
  );
};

/** "Revise a cause": pick one of either analysis, then change its words, its kind or its place. */
export const ReviseCause = ({ investigation }: { investigation: InvestigationDetail }) => {
  const [causeId, setCauseId] = useState('');
  const cause = investigation.causes.find((c) => c.id === causeId);
  if (investigation.causes.length === 0) return null;
  return (
    <section aria-labelledby="inv-revise" className="grid gap-3 border-t border-slate-200 pt-4">
      <h3 id="inv-revise" className="text-sm font-semibold text-slate-900">
        Revise a cause
      </h3>
      <Field id="revise-which" label="Cause to revise">
        <NativeSelect id="revise-which" value={causeId} onChange={(e) => setCauseId(e.target.value)}>
          <option value="">Choose a cause</option>
          {investigation.causes.map((c) => (
            <option key={c.id} value={c.id}>
              {optionText(c)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {cause && (
        <ReviseOne
          // A fresh form for each cause, and again once the saved cause is read back.
          key={`${cause.id}:${cause.text}:${cause.level}:${cause.parentId}:${cause.category}`}
          investigation={investigation}
          cause={cause}
          onClose={() => setCauseId('')}
        />
      )}
    </section>
  );
};
