import { useTranslation } from 'react-i18next';
import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { AttachmentPicker } from '@/features/attachments';
import { AnalysisActionsSection } from './analysis-actions-section';
import { ClearFormDialog } from './clear-form-dialog';
import { EmployeeInformationSection } from './employee-information-section';
import { FormSection } from './form-section';
import { ImpactAssessmentSection } from './impact-assessment-section';
import { PossibleDuplicateDialog } from './possible-duplicate-dialog';
import { IncidentInformationSection } from './incident-information-section';
import type { IncidentReportForm } from './use-incident-report-form';

/** The report form's sections, its photos and files, and the submit bar. */
export const ReportIncidentForm = ({ form }: { form: IncidentReportForm }) => {
  const { t } = useTranslation('incidents');
  const { form: fields, formProps, establishment, reset, isSubmitting, profile, duplicateDialog } = form;
  return (
    // formProps checks every field and shows each reason next to its field; its noValidate keeps
    // the browser's own bubbles from answering first with other words.
    <form aria-label={t('report.title')} {...formProps}>
      <fieldset disabled={isSubmitting} className="grid gap-6">
        <IncidentInformationSection fields={fields} establishment={establishment} />
        <EmployeeInformationSection fields={fields} profile={profile} />
        <ImpactAssessmentSection control={fields.control} />
        <AnalysisActionsSection fields={fields} />
        <FormSection
          id="incident-photos"
          step={5}
          title={t('photosSection.title')}
          description={t('photosSection.description')}
        >
          <AttachmentPicker picker={form.attachments} idPrefix="incident-photos" />
        </FormSection>
      </fieldset>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm">
        <p className="text-sm text-slate-700">
          {t('report.requiredBefore')}{' '}
          <span className="font-semibold text-red-700" aria-hidden="true">
            *
          </span>
          <span className="sr-only">{t('report.requiredAsterisk')}</span> {t('report.requiredAfter')}
        </p>
        <div className="flex flex-wrap gap-3">
          <ClearFormDialog onConfirm={reset} disabled={isSubmitting} />
          <Button type="submit" disabled={isSubmitting} aria-live="polite">
            {isSubmitting ? (
              <LoaderCircle className="animate-spin" aria-hidden="true" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {isSubmitting ? t('report.submitting') : t('report.submit')}
          </Button>
        </div>
      </div>
      <PossibleDuplicateDialog dialog={duplicateDialog} />
    </form>
  );
};
