import { HttpError } from '@/lib/http';
import { currentLocale } from '@/lib/i18n';

/**
 * The key of a refusal's text in this feature's files, from the problem's type (its title as a
 * slug): the server's English detail is not shown, the reason is worded in the user's language.
 */
export const refusalKey = (error: unknown) => {
  const type = error instanceof HttpError ? error.problem?.type : undefined;
  switch (type) {
    case '/problems/no-attempts-left':
      return 'refusal.usedUp' as const;
    case '/problems/quiz-changed':
      return 'refusal.changed' as const;
    case '/problems/already-completed':
      return 'refusal.completed' as const;
    case '/problems/not-registered':
      return 'refusal.notRegistered' as const;
    case '/problems/forbidden':
      return 'refusal.forbidden' as const;
    default:
      return 'refusal.failed' as const;
  }
};

/** A calendar day (YYYY-MM-DD) or an instant in the user's language. */
export const formatDay = (value: string): string => {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(currentLocale(), {
    dateStyle: 'medium',
    ...(day ? { timeZone: 'UTC' } : { timeStyle: 'short' }),
  }).format(new Date(day ? `${value}T00:00:00Z` : value));
};
