import {
  DomainError,
  noticeDecider,
  noticeDismissalDecider,
  noticeDismissalsStreamId,
  noticeStreamId,
  type NoticeEvent,
} from '@hs/domain';
import type { NoticeBody } from '@hs/contracts';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import { handleCommand } from '../commands/handle-command.ts';
import { companyOfActor } from '../employees/employee-repository.ts';
import type { CommandContext } from '../http/command-context.ts';

const tokenOf = (result: { position: Parameters<typeof formatPosition>[0] } | null) =>
  result ? formatPosition(result.position) : null;

export const postNotice = async (store: EventStore, body: NoticeBody, context: CommandContext) => {
  const posterCompany = await companyOfActor(store, context.command.userId);
  const noticeId = newId();
  const { result } = await handleCommand(
    store,
    noticeStreamId(noticeId),
    noticeDecider,
    { type: 'PostNotice', data: { noticeId, posterCompany, ...body }, metadata: context.command },
    context.event('PostNotice'),
    { newStream: true },
  );
  return { id: noticeId, consistencyToken: formatPosition(result!.position) };
};

export const editNotice = async (
  store: EventStore,
  noticeId: string,
  body: NoticeBody,
  context: CommandContext,
) => {
  const posterCompany = await companyOfActor(store, context.command.userId);
  const { result } = await handleCommand(
    store,
    noticeStreamId(noticeId),
    noticeDecider,
    { type: 'EditNotice', data: { posterCompany, ...body }, metadata: context.command },
    context.event('EditNotice'),
  );
  return { consistencyToken: tokenOf(result) };
};

export const withdrawNotice = async (store: EventStore, noticeId: string, context: CommandContext) => {
  const { result } = await handleCommand(
    store,
    noticeStreamId(noticeId),
    noticeDecider,
    { type: 'WithdrawNotice', data: {}, metadata: context.command },
    context.event('WithdrawNotice'),
  );
  return { consistencyToken: tokenOf(result) };
};

/** Anyone may dismiss a notice addressed to their company; it stays dismissed on every device. */
export const dismissNotice = async (store: EventStore, noticeId: string, context: CommandContext) => {
  const company = await companyOfActor(store, context.command.userId);
  const notice = (await store.readStream(noticeStreamId(noticeId))).reduce(
    (s, e) => noticeDecider.evolve(s, { type: e.type, data: e.data } as NoticeEvent),
    noticeDecider.initialState,
  );
  if (notice.status === 'none' || !notice.audience.includes(company)) {
    throw new DomainError('NoticeNotFound', 'No such notice.');
  }
  const userId = context.command.userId ?? '';
  const { result } = await handleCommand(
    store,
    noticeDismissalsStreamId(userId),
    noticeDismissalDecider,
    { type: 'DismissNotice', data: { noticeId, userId }, metadata: context.command },
    context.event('DismissNotice'),
  );
  return { consistencyToken: tokenOf(result) };
};
