import type { OutboxStore } from './outbox-store';
import type { QueuedReport } from './queued-report';
import { sendQueuedReport, type SendOutcome } from './send-queued-report';

export interface OutboxDeps {
  store: OutboxStore;
  fetch: typeof fetch;
  now: () => Date;
  /** Runs `task` unless another tab is already sending (Web Locks where present); false if it did not. */
  exclusive: (task: () => Promise<void>) => Promise<boolean>;
  /** Called after every change, so this tab's lists and other tabs' lists show it. */
  changed: () => void;
  /** The server answered 401 while sending: the session ended. */
  signedOut: () => void;
  /** A report could not go now: try again after `ms`. */
  retryIn: (ms: number) => void;
}

/** What the form hands over when the user presses Submit. */
export type NewQueuedReport = Pick<QueuedReport, 'key' | 'userId' | 'body' | 'formValues' | 'photos'> & {
  /** A refused report this one corrects: it is replaced, not kept beside it. */
  replaces?: string | undefined;
};

/** 2 s after the first failure, doubling up to a minute: a returning network is found soon. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(60_000, 2_000 * 2 ** Math.max(0, attempts - 1));

const nextState = (outcome: SendOutcome): QueuedReport['state'] =>
  outcome === 'sent' ? 'sent' : outcome === 'refused' ? 'refused' : 'waiting';

/**
 * The reports a user submitted, kept on the device until the server has made each of them
 * (docs/architecture.md, "Offline and installed"). Sending is one report at a time, in the order
 * they were submitted; runs asked for while one is going wait behind it.
 */
export const createOutbox = (deps: OutboxDeps) => {
  const { store } = deps;
  let queue: Promise<void> = Promise.resolve();

  const save = async (report: QueuedReport) => {
    await store.put(report);
    deps.changed();
  };

  /** One report, one attempt; false when the rest should wait (no network, no session). */
  const attempt = async (report: QueuedReport): Promise<boolean> => {
    await save({ ...report, state: 'sending' });
    let result: Awaited<ReturnType<typeof sendQueuedReport>>;
    try {
      result = await sendQueuedReport(
        { ...report, state: 'sending' },
        { fetch: deps.fetch, save: store.put },
      );
    } catch {
      // An answer of an unexpected shape: the keys make a later attempt safe.
      result = { report, outcome: 'retry' };
    }
    const attempts = report.attempts + 1;
    await save({ ...result.report, state: nextState(result.outcome), attempts });
    if (result.outcome === 'retry') deps.retryIn(retryDelayMs(attempts));
    if (result.outcome === 'signed-out') deps.signedOut();
    return result.outcome === 'sent' || result.outcome === 'refused';
  };

  /** The oldest report still to send, read afresh each time: one submitted meanwhile is found too. */
  const nextToSend = async (userId: string, tried: Set<string>) =>
    (await store.list(userId))
      // "sending" left behind by a tab that closed mid-send: whoever holds the lock now owns it.
      .filter((r) => (r.state === 'waiting' || r.state === 'sending') && !tried.has(r.key))
      .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))[0];

  const sendWaiting = async (userId: string) => {
    const tried = new Set<string>();
    for (let report = await nextToSend(userId, tried); report; report = await nextToSend(userId, tried)) {
      tried.add(report.key);
      if (!(await attempt(report))) return;
    }
  };

  /** Sends every waiting report of the user; if another tab is sending, looks again shortly. */
  const flush = (userId: string): Promise<void> => {
    queue = queue
      .then(async () => {
        if (!(await deps.exclusive(() => sendWaiting(userId)))) deps.retryIn(retryDelayMs(1));
      })
      .catch(() => undefined);
    return queue;
  };

  return {
    flush,
    list: (userId: string) => store.list(userId),
    get: (key: string) => store.get(key),

    /** Keeps the report on the device (first) and tries to send it at once. */
    submit: async ({ replaces, ...report }: NewQueuedReport): Promise<void> => {
      await save({ ...report, state: 'waiting', attempts: 0, queuedAt: deps.now().toISOString() });
      if (replaces && replaces !== report.key) await store.remove(replaces);
      deps.changed();
      await flush(report.userId);
    },

    /** A sent report's notice is put away; a report not yet sent is never removed here. */
    dismiss: async (key: string): Promise<void> => {
      if ((await store.get(key))?.state !== 'sent') return;
      await store.remove(key);
      deps.changed();
    },
  };
};

export type Outbox = ReturnType<typeof createOutbox>;
