import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { ArrowLeft, ArrowRight, LoaderCircle, Save } from 'lucide-react';
import type { DecideRecordkeepingBody, IncidentDetail, RecordkeepingDecision } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, fieldErrors } from '@/lib/http';
import { useDecideRecordkeeping } from '@/features/incidents/api/decide-recordkeeping';
import { TextField } from './recordkeeping-controls';
import { useRecordkeepingForm, type StepProps } from './recordkeeping-form-state';
import { decisionOf, outcomeOfValues, recordkeepingRules, revises } from './recordkeeping-values';
import { CaseDetailsStep } from './guided/case-details-step';
import { fieldProps } from './guided/field-props';
import { GeneralCriteriaStep } from './guided/general-criteria-step';
import { stepOfField, stepsInView, stepTitles, type StepId } from './guided/guided-steps';
import { NewCaseStep } from './guided/new-case-step';
import { OutcomeStep } from './guided/outcome-step';
import { SpecificCasesStep } from './guided/specific-cases-step';
import { StepFrame, StepProgress } from './guided/step-frame';
import { WorkRelatedStep } from './guided/work-related-step';

/** Each step: its question in the rule's words, its section of 29 CFR 1904, and its fields. */
const stepContent: Record<
  StepId,
  { title: string; section?: string; rule?: string; Step: ComponentType<StepProps> }
> = {
  'work-related': {
    title: 'Is the injury or illness work-related?',
    section: '5',
    rule: '“You must consider an injury or illness to be work-related if an event or exposure in the work environment either caused or contributed to the resulting condition or significantly aggravated a pre-existing injury or illness.” (1904.5(a))',
    Step: WorkRelatedStep,
  },
  'new-case': {
    title: 'Is it a new case?',
    section: '6',
    rule: '“You must consider an injury or illness to be a ‘new case’ if the employee has not previously experienced a recorded injury or illness of the same type that affects the same part of the body.” (1904.6(a)(1))',
    Step: NewCaseStep,
  },
  'general-criteria': {
    title: 'Does it meet a general recording criterion?',
    section: '7',
    rule: '“An injury or illness … results in any of the following: death, days away from work, restricted work or transfer to another job, medical treatment beyond first aid, or loss of consciousness”, or is a significant injury or illness diagnosed by a physician or other licensed health care professional. (1904.7(a))',
    Step: GeneralCriteriaStep,
  },
  'specific-cases': {
    title: 'Is it one of the specific cases?',
    section: '8',
    rule: 'Needlesticks and sharps (1904.8), medical removal (1904.9), occupational hearing loss (1904.10) and tuberculosis (1904.11) are recorded by their own rules.',
    Step: SpecificCasesStep,
  },
  outcome: { title: 'The outcome', section: '4', Step: OutcomeStep },
  details: { title: 'Case details for the log and Form 301', Step: CaseDetailsStep },
};

/** react-hook-form's nested errors as `path: message` (`answers.newCase: Required`). */
const messagesOf = (errors: object, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).flatMap(([key, error]) => {
      if (!error || typeof error !== 'object') return [];
      const message = (error as { message?: unknown }).message;
      return typeof message === 'string'
        ? [[`${prefix}${key}`, message]]
        : Object.entries(messagesOf(error as object, `${prefix}${key}.`));
    }),
  );

/** The steps from which the decision can be saved: the answers are behind, the case's details here. */
const savingSteps: readonly StepId[] = ['outcome', 'details'];

/**
 * The guided recording decision (29 CFR 1904.4-1904.11): one question per step with the rule's
 * words, the outcome drawn from the answers (the server draws it again), and the case's details.
 */
export const RecordkeepingForm = ({
  incident,
  current,
}: {
  incident: IncidentDetail;
  current: RecordkeepingDecision | null;
}) => {
  const id = useId();
  const form = useRecordkeepingForm(incident, current);
  const mutation = useDecideRecordkeeping(incident.id);
  const values = form.watch();
  const draft = decisionOf(values);
  const result = outcomeOfValues(values);
  const steps = stepsInView(result);
  const [chosen, setChosen] = useState<StepId>('work-related');
  const step = steps.includes(chosen) ? chosen : steps[steps.length - 1]!;
  const index = steps.indexOf(step);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After a move, focus goes to the first refused control, else to the step's heading.
  const [moved, setMoved] = useState<{ count: number; toError: boolean }>({ count: 0, toError: false });
  useEffect(() => {
    if (moved.count === 0) return;
    const invalid = form.formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (moved.toError && invalid ? invalid : headingRef.current)?.focus();
  }, [moved, form.formRef]);
  const go = (to: StepId, toError = false) => {
    setChosen(to);
    setMoved((m) => ({ count: m.count + 1, toError }));
  };

  /** Shows the refused fields and opens the step of the first, in step order. */
  const showRefusals = (named: Record<string, string>) => {
    const fields = Object.keys(named);
    if (fields.length === 0) return;
    const first = steps.find((s) => fields.some((field) => stepOfField(field) === s)) ?? step;
    for (const field of fields)
      if (stepOfField(field) === first)
        form.setError(field as never, { type: 'form', message: named[field] });
    go(first, true);
  };

  const next = () => {
    const reasons = recordkeepingRules(current)(form.getValues()) as Record<string, string>;
    const here = Object.fromEntries(Object.entries(reasons).filter(([field]) => stepOfField(field) === step));
    if (Object.keys(here).length > 0) return showRefusals(here);
    go(steps[index + 1]!);
  };

  const send = async (body: DecideRecordkeepingBody) => {
    try {
      await mutation.mutateAsync(body);
      form.setValue('reason', '');
      toast({ title: 'Recordkeeping saved', description: 'The decision and its history are updated.' });
    } catch (error) {
      form.fromServer(error);
      showRefusals(fieldErrors(error));
      toast({ variant: 'destructive', title: 'Not saved', description: errorMessage(error) });
    }
  };
  const onInvalid = () => showRefusals(messagesOf(form.formState.errors));

  const { title, section, rule, Step } = stepContent[step];
  const reasonNeeded = revises(current, draft);
  const saves = savingSteps.includes(step);
  return (
    <form
      {...form.formProps(send, { className: 'grid gap-5', onInvalid })}
      aria-label="Recordkeeping decision"
    >
      <StepProgress steps={steps} current={step} titles={stepTitles} onGo={(to) => go(to as StepId)} />
      <StepFrame headingRef={headingRef} title={title} section={section} rule={rule}>
        <Step form={form} idPrefix={id} incident={incident} result={result} draft={draft} />
      </StepFrame>
      {saves && (reasonNeeded || form.error('reason')) && (
        <TextField {...fieldProps(form, id)('reason', { required: true })} multiline />
      )}
      <div className="flex flex-wrap gap-3">
        {index > 0 && (
          <Button type="button" variant="secondary" onClick={() => go(steps[index - 1]!)}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        )}
        {index < steps.length - 1 && (
          <Button type="button" variant={saves ? 'secondary' : 'primary'} onClick={next}>
            Next
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
        {saves && (
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Save aria-hidden="true" />
            )}
            {current ? 'Save changes' : 'Record decision'}
          </Button>
        )}
      </div>
    </form>
  );
};
