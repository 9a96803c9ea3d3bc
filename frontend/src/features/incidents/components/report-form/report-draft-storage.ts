import { userStorageKey } from '@/lib/user-storage';
import { sanitizeReportValues, type ReportFormValues } from './report-form-values';

// Per user: a report holds injury and medical details that no colleague on the same device may see.
const draftKey = (userId: string) => userStorageKey(userId, 'incident-report.draft');

// Storage can be unavailable (private mode, quota, policy); a lost draft must never break the form.

export const loadReportDraft = (userId: string): ReportFormValues | null => {
  try {
    const raw = localStorage.getItem(draftKey(userId));
    return raw ? sanitizeReportValues(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
};

export const saveReportDraft = (userId: string, values: ReportFormValues): boolean => {
  try {
    localStorage.setItem(draftKey(userId), JSON.stringify(values));
    return true;
  } catch {
    return false;
  }
};

export const clearReportDraft = (userId: string): void => {
  try {
    localStorage.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
};
