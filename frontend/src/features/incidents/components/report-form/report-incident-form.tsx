import { useRef } from 'react';
import { LoaderCircle, Send } from 'lucide-react';
import { useFocusFirstInvalid } from '@/lib/form-fields';
import { Button } from '@/components/ui/button';
import { AnalysisActionsSection } from './analysis-actions-section';
import { ClearFormDialog } from './clear-form-dialog';
import { EmployeeInformationSection } from './employee-information-section';
import { ImpactAssessmentSection } from './impact-assessment-section';
import { IncidentInformationSection } from './incident-information-section';
import type { IncidentReportForm } from './use-incident-report-form';

/** The report form's four sections and the submit bar. */
export const ReportIncidentForm = ({ form }: { form: IncidentReportForm }) => {
  const { values, setField, submit, reset, isSubmitting, errors, refusals } = form;
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, refusals);
  return (
    <form
      ref={formRef}
      aria-label="Safety Incident Report"
      // submit() checks every field and shows each reason next to its field; noValidate keeps the
      // browser's own bubbles from answering first with other words.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <fieldset disabled={isSubmitting} className="grid gap-6">
        <IncidentInformationSection values={values} setField={setField} errors={errors} />
        <EmployeeInformationSection values={values} setField={setField} errors={errors} />
        <ImpactAssessmentSection values={values} setField={setField} />
        <AnalysisActionsSection values={values} setField={setField} errors={errors} />
      </fieldset>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
        <p className="text-sm text-slate-700">
          Fields marked{' '}
          <span className="font-semibold text-red-700" aria-hidden="true">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        <div className="flex flex-wrap gap-3">
          <ClearFormDialog onConfirm={reset} disabled={isSubmitting} />
          <Button type="submit" disabled={isSubmitting} aria-live="polite">
            {isSubmitting ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {isSubmitting ? 'Submitting...' : 'Submit Report'}
          </Button>
        </div>
      </div>
    </form>
  );
};
