import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import {
  InspectionCategory,
  QuestionKind,
  type InspectionTemplate,
  type InspectionTemplateInput,
  type TemplateQuestionInput,
} from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { failureText, fieldErrors } from '@/lib/http';
import { useSaveTemplate } from '../api/save-template';
import { categoryLabels, kindLabels } from '../inspection-labels';

type Question = TemplateQuestionInput;
type Draft = {
  title: string;
  category: InspectionCategory;
  sections: { title: string; questions: Question[] }[];
};

const newQuestion = (kind: QuestionKind): Question => ({
  text: '',
  kind,
  raisesFinding: kind !== 'text',
  ...(kind === 'yes-no' ? { failsOn: 'no' as const } : {}),
  ...(kind === 'number' ? { min: null, max: null, unit: null } : {}),
  ...(kind === 'choice' ? { choices: ['Good', 'Poor'], failingChoices: ['Poor'] } : {}),
});

const draftOf = (template: InspectionTemplate | null): Draft =>
  template
    ? { title: template.title, category: template.category, sections: template.sections as Draft['sections'] }
    : { title: '', category: 'workplace', sections: [{ title: '', questions: [newQuestion('yes-no')] }] };

const numberOrNull = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text);
const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const QuestionEditor = ({
  id,
  question,
  onChange,
  onRemove,
}: {
  id: string;
  question: Question;
  onChange: (q: Question) => void;
  onRemove: () => void;
}) => (
  <fieldset className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
    <legend className="px-1 text-sm font-medium text-slate-700">{kindLabels[question.kind]}</legend>
    <Field id={`${id}-text`} label="Question" required className="sm:col-span-2">
      <Input
        id={`${id}-text`}
        maxLength={300}
        value={question.text}
        onChange={(e) => onChange({ ...question, text: e.target.value })}
      />
    </Field>
    {question.kind === 'yes-no' && (
      <Field id={`${id}-fails`} label="Failing answer">
        <NativeSelect
          id={`${id}-fails`}
          value={question.failsOn ?? 'no'}
          onChange={(e) => onChange({ ...question, failsOn: e.target.value as 'yes' | 'no' })}
        >
          <option value="no">No</option>
          <option value="yes">Yes</option>
        </NativeSelect>
      </Field>
    )}
    {question.kind === 'number' && (
      <>
        <Field id={`${id}-min`} label="Lowest acceptable">
          <Input
            id={`${id}-min`}
            inputMode="decimal"
            defaultValue={question.min ?? ''}
            onChange={(e) => onChange({ ...question, min: numberOrNull(e.target.value) })}
          />
        </Field>
        <Field id={`${id}-max`} label="Highest acceptable">
          <Input
            id={`${id}-max`}
            inputMode="decimal"
            defaultValue={question.max ?? ''}
            onChange={(e) => onChange({ ...question, max: numberOrNull(e.target.value) })}
          />
        </Field>
        <Field id={`${id}-unit`} label="Unit">
          <Input
            id={`${id}-unit`}
            maxLength={20}
            value={question.unit ?? ''}
            onChange={(e) => onChange({ ...question, unit: e.target.value || null })}
          />
        </Field>
      </>
    )}
    {question.kind === 'choice' && (
      <>
        <Field id={`${id}-choices`} label="Choices" hint="Separated by commas">
          <Input
            id={`${id}-choices`}
            defaultValue={(question.choices ?? []).join(', ')}
            onChange={(e) => onChange({ ...question, choices: list(e.target.value) })}
          />
        </Field>
        <Field id={`${id}-failing`} label="Failing choices" hint="Separated by commas">
          <Input
            id={`${id}-failing`}
            defaultValue={(question.failingChoices ?? []).join(', ')}
            onChange={(e) => onChange({ ...question, failingChoices: list(e.target.value) })}
          />
        </Field>
      </>
    )}
    <label className="flex min-h-10 items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="size-5"
        checked={question.raisesFinding}
        onChange={(e) => onChange({ ...question, raisesFinding: e.target.checked })}
      />
      A failing answer raises a finding
    </label>
    <div className="sm:col-span-2">
      <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
        <Trash2 aria-hidden="true" /> Remove question
      </Button>
    </div>
  </fieldset>
);

/** Title, category, sections and questions; saving an existing template appends a new version. */
export const TemplateEditor = ({
  template,
  onSaved,
}: {
  template: InspectionTemplate | null;
  onSaved: () => void;
}) => {
  const [draft, setDraft] = useState<Draft>(() => draftOf(template));
  const save = useSaveTemplate();
  const errors = fieldErrors(save.error);
  const setSection = (index: number, section: Draft['sections'][number]) =>
    setDraft({ ...draft, sections: draft.sections.map((s, i) => (i === index ? section : s)) });
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { id: template?.id ?? null, body: draft as InspectionTemplateInput },
          { onSuccess: onSaved },
        );
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="template-title" label="Title" required error={errors.title}>
          <Input
            id="template-title"
            maxLength={200}
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
          />
        </Field>
        <Field id="template-category" label="Category" error={errors.category}>
          <NativeSelect
            id="template-category"
            value={draft.category}
            onChange={(e) => setDraft({ ...draft, category: e.target.value as InspectionCategory })}
          >
            {InspectionCategory.options.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {draft.sections.map((section, s) => (
        <section
          key={s}
          aria-label={`Section ${s + 1}`}
          className="grid gap-3 rounded-lg border border-slate-300 p-3"
        >
          <Field id={`section-${s}-title`} label={`Section ${s + 1} title`} required>
            <Input
              id={`section-${s}-title`}
              maxLength={200}
              value={section.title}
              onChange={(e) => setSection(s, { ...section, title: e.target.value })}
            />
          </Field>
          {section.questions.map((question, q) => (
            <QuestionEditor
              key={question.id ?? `new-${q}`}
              id={`section-${s}-question-${q}`}
              question={question}
              onChange={(next) =>
                setSection(s, {
                  ...section,
                  questions: section.questions.map((old, i) => (i === q ? next : old)),
                })
              }
              onRemove={() =>
                setSection(s, { ...section, questions: section.questions.filter((_, i) => i !== q) })
              }
            />
          ))}
          <div className="flex flex-wrap gap-2">
            {QuestionKind.options.map((kind) => (
              <Button
                key={kind}
                type="button"
                variant="secondary"
                size="sm"
                onClick={() =>
                  setSection(s, { ...section, questions: [...section.questions, newQuestion(kind)] })
                }
              >
                <Plus aria-hidden="true" /> {kindLabels[kind]}
                <span className="sr-only"> question in section {s + 1}</span>
              </Button>
            ))}
          </div>
        </section>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() => setDraft({ ...draft, sections: [...draft.sections, { title: '', questions: [] }] })}
        >
          <Plus aria-hidden="true" /> Add section
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {template ? 'Save new version' : 'Create template'}
        </Button>
      </div>
      {save.isError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {failureText(save.error, 'The template could not be saved.')}
          {Object.entries(errors)
            .filter(([field]) => field !== 'title' && field !== 'category')
            .map(([field, reason]) => ` ${field}: ${reason}`)
            .join(';')}
        </p>
      )}
    </form>
  );
};
