import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import {
  InspectionCategory,
  InspectionTemplateBody,
  QuestionKind,
  type InspectionTemplate,
  type InspectionTemplateInput,
} from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { failureText, fieldErrors } from '@/lib/http';
import { useContractForm } from '@/lib/use-contract-form';
import { useSaveTemplate } from '../api/save-template';
import { categoryLabels, kindLabels } from '../inspection-labels';
import { newQuestion, templateBodyOf, templateValuesOf } from './template-values';

const useTemplateForm = (template: InspectionTemplate | null) =>
  useContractForm({
    schema: InspectionTemplateBody,
    defaultValues: templateValuesOf(template),
    toBody: templateBodyOf,
  });
type TemplateForm = ReturnType<typeof useTemplateForm>;
type QuestionPath = `sections.${number}.questions.${number}`;

const QuestionEditor = ({
  form,
  path,
  id,
  kind,
  onRemove,
}: {
  form: TemplateForm;
  path: QuestionPath;
  id: string;
  kind: QuestionKind;
  onRemove: () => void;
}) => (
  <fieldset className="grid gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-2">
    <legend className="px-1 text-sm font-medium text-slate-700">{kindLabels[kind]}</legend>
    <Field
      id={`${id}-text`}
      label="Question"
      required
      error={form.error(`${path}.text`)}
      className="sm:col-span-2"
    >
      <Input {...form.field(`${id}-text`, `${path}.text`, { required: true })} maxLength={300} />
    </Field>
    {kind === 'yes-no' && (
      <Field id={`${id}-fails`} label="Failing answer">
        <NativeSelect {...form.field(`${id}-fails`, `${path}.failsOn`)}>
          <option value="no">No</option>
          <option value="yes">Yes</option>
        </NativeSelect>
      </Field>
    )}
    {kind === 'number' && (
      <>
        <Field id={`${id}-min`} label="Lowest acceptable" error={form.error(`${path}.min`)}>
          <Input {...form.field(`${id}-min`, `${path}.min`)} inputMode="decimal" />
        </Field>
        <Field id={`${id}-max`} label="Highest acceptable" error={form.error(`${path}.max`)}>
          <Input {...form.field(`${id}-max`, `${path}.max`)} inputMode="decimal" />
        </Field>
        <Field id={`${id}-unit`} label="Unit" error={form.error(`${path}.unit`)}>
          <Input {...form.field(`${id}-unit`, `${path}.unit`)} maxLength={20} />
        </Field>
      </>
    )}
    {kind === 'choice' && (
      <>
        <Field
          id={`${id}-choices`}
          label="Choices"
          hint="Separated by commas"
          error={form.error(`${path}.choices`)}
        >
          <Input {...form.field(`${id}-choices`, `${path}.choices`, { hint: true })} />
        </Field>
        <Field
          id={`${id}-failing`}
          label="Failing choices"
          hint="Separated by commas"
          error={form.error(`${path}.failingChoices`)}
        >
          <Input {...form.field(`${id}-failing`, `${path}.failingChoices`, { hint: true })} />
        </Field>
      </>
    )}
    <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
      <input {...form.register(`${path}.raisesFinding`)} type="checkbox" className="size-5" />A failing answer
      raises a finding
    </label>
    <div className="sm:col-span-2">
      <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
        <Trash2 aria-hidden="true" /> Remove question
      </Button>
    </div>
  </fieldset>
);

/** One section: its title and questions, each kind of question added by its own button. */
const SectionEditor = ({ form, s }: { form: TemplateForm; s: number }) => {
  const questions = useFieldArray({ control: form.control, name: `sections.${s}.questions` });
  const kinds = form.watch(`sections.${s}.questions`).map((q) => q.kind);
  const listError = form.error(`sections.${s}.questions`) ?? form.error(`sections.${s}.questions.root`);
  return (
    <section aria-label={`Section ${s + 1}`} className="grid gap-3 rounded-lg border border-slate-300 p-3">
      <Field
        id={`section-${s}-title`}
        label={`Section ${s + 1} title`}
        required
        error={form.error(`sections.${s}.title`)}
      >
        <Input
          {...form.field(`section-${s}-title`, `sections.${s}.title`, { required: true })}
          maxLength={200}
        />
      </Field>
      {questions.fields.map((field, q) => (
        <QuestionEditor
          key={field.id}
          form={form}
          path={`sections.${s}.questions.${q}`}
          id={`section-${s}-question-${q}`}
          kind={kinds[q] ?? field.kind}
          onRemove={() => questions.remove(q)}
        />
      ))}
      {listError && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {listError}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {QuestionKind.options.map((kind) => (
          <Button
            key={kind}
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => questions.append(newQuestion(kind))}
          >
            <Plus aria-hidden="true" /> {kindLabels[kind]}
            <span className="sr-only"> question in section {s + 1}</span>
          </Button>
        ))}
      </div>
    </section>
  );
};

/** Title, category, sections and questions; saving an existing template appends a new version. */
export const TemplateEditor = ({
  template,
  onSaved,
}: {
  template: InspectionTemplate | null;
  onSaved: () => void;
}) => {
  const form = useTemplateForm(template);
  const sections = useFieldArray({ control: form.control, name: 'sections' });
  const save = useSaveTemplate();
  const errors = fieldErrors(save.error);
  const send = async (body: InspectionTemplateInput) => {
    try {
      await save.mutateAsync({ id: template?.id ?? null, body });
      onSaved();
    } catch (failure) {
      form.fromServer(failure);
    }
  };
  return (
    <form {...form.formProps(send, { className: 'grid gap-4' })}>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="template-title" label="Title" required error={form.error('title')}>
          <Input {...form.field('template-title', 'title')} />
        </Field>
        <Field id="template-category" label="Category" error={form.error('category')}>
          <NativeSelect {...form.field('template-category', 'category')}>
            {InspectionCategory.options.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
      {sections.fields.map((field, s) => (
        <SectionEditor key={field.id} form={form} s={s} />
      ))}
      {form.error('sections') && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {form.error('sections')}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="secondary"
          onClick={() => sections.append({ title: '', questions: [] })}
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
