import { queryOptions } from '@tanstack/react-query';
import { OutgoingMailAnswer, outgoingMailRoutes, type OutgoingMail } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { adminKeys } from '@/lib/query-keys/admin-keys';

export type MailState = OutgoingMail['state'];

/** While mails wait and a server is set, they go within seconds: look again until they have. */
const PENDING_REFETCH_MS = 5000;
const PAGE_SIZE = 100;

/** GET /api/admin/outgoing-mail?state=: the outbox newest first, the count of each state, whether SMTP is set. */
export const getOutgoingMail = (
  state: MailState | undefined,
  signal?: AbortSignal,
): Promise<OutgoingMailAnswer> => {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...(state ? { state } : {}) });
  return getJson(`${outgoingMailRoutes.list}?${query}`, OutgoingMailAnswer, signal);
};

export const outgoingMailQueryOptions = (state?: MailState) =>
  queryOptions({
    queryKey: [...adminKeys.outgoingMail, state ?? 'all'],
    queryFn: ({ signal }) => getOutgoingMail(state, signal),
    refetchInterval: (query) =>
      query.state.data?.smtpConfigured && query.state.data.counts.pending > 0 ? PENDING_REFETCH_MS : false,
  });
