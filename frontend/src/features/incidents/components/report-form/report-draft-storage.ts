import { sanitizeReportValues, type ReportFormValues } from './report-form-values';

const DRAFT_KEY = 'hs.incident-report.draft';

// Storage can be unavailable (private mode, quota, policy); a lost draft must never break the form.

export const loadReportDraft = (): ReportFormValues | null => {
  try {
    const raw = localStorage.getItem(DRAFT_KEY);
    return raw ? sanitizeReportValues(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
};

export const saveReportDraft = (values: ReportFormValues): boolean => {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(values));
    return true;
  } catch {
    return false;
  }
};

export const clearReportDraft = (): void => {
  try {
    localStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
};
