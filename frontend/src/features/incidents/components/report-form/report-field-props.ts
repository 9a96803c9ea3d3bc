import { ReportIncidentBody } from '@hs/contracts';
import { describedBy } from '@/components/ui/field';
import { inputLimits } from '@/lib/form-fields';
import type { ReportErrors, ReportFormValues } from './report-form-values';

/** The limits of a report field from the contract, and its error tied to it for assistive tech. */
export const reportFieldProps = (
  key: keyof ReportFormValues,
  id: string,
  errors: ReportErrors,
  { required, hint = false }: { required?: boolean; hint?: boolean } = {},
) => ({
  ...inputLimits(ReportIncidentBody.shape, key, required),
  ...describedBy(id, { hint, error: errors[key] }),
});
