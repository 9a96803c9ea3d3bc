import { noticeDecider, noticeStreamId } from '@hs/domain';
import { ConcurrencyError, type EventStore } from '@hs/infra/event-store';
import { handleCommand } from '../commands/handle-command.ts';
import { idFromIdempotencyKey } from '../commands/idempotency.ts';
import { systemContext } from './system-context.ts';

const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

/** The demo's one dashboard notice (the specification's sample text), posted once for both companies. */
export const seedSampleNotice = async (store: EventStore): Promise<void> => {
  const noticeId = idFromIdempotencyKey('seed', 'notice:scheduled-maintenance');
  const context = systemContext('SeedSampleNotice');
  const now = Date.parse(context.command.now);
  try {
    await handleCommand(
      store,
      noticeStreamId(noticeId),
      noticeDecider,
      {
        type: 'PostNotice',
        data: {
          noticeId,
          posterCompany: 'IPSI',
          type: 'warning',
          title: 'Scheduled Maintenance',
          message:
            'Equipment inspection scheduled for Friday, 8:00 AM to 12:00 PM. Machines in Building #3 will be out of service during the inspection.',
          link: null,
          shownFrom: new Date(now).toISOString(),
          shownUntil: new Date(now + TWO_WEEKS_MS).toISOString(),
          audience: ['IPSI', 'TODCO'],
        },
        metadata: context.command,
      },
      context.event('PostNotice'),
      { newStream: true },
    );
  } catch (error) {
    // Posted at an earlier start: it keeps its own window, and an admin may have changed it.
    if (!(error instanceof ConcurrencyError)) throw error;
  }
};
