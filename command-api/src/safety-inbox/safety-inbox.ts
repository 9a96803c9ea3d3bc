import { safetyInboxDecider, safetyInboxStreamId, type Company, type SafetyInboxCommand } from '@hs/domain';
import type { ComplianceIssueBody, SafetyInboxStatusBody, SafetyMessageBody } from '@hs/contracts';
import { formatPosition, type EventStore } from '@hs/infra/event-store';
import { newId } from '@hs/infra/ids';
import { handleCommand } from '../commands/handle-command.ts';
import { companyOfActor } from '../employees/employee-repository.ts';
import type { CommandContext } from '../http/command-context.ts';

const submit = async (
  store: EventStore,
  context: CommandContext,
  command: (itemId: string, company: Company) => SafetyInboxCommand,
) => {
  const itemId = newId();
  const sent = command(itemId, await companyOfActor(store, context.command.userId));
  const { result } = await handleCommand(
    store,
    safetyInboxStreamId(itemId),
    safetyInboxDecider,
    sent,
    context.event(sent.type),
    { newStream: true },
  );
  return { id: itemId, consistencyToken: formatPosition(result!.position) };
};

export const sendSafetyMessage = (store: EventStore, body: SafetyMessageBody, context: CommandContext) =>
  submit(store, context, (itemId, company) => ({
    type: 'SendSafetyMessage',
    data: { itemId, company, ...body },
    metadata: context.command,
  }));

export const reportComplianceIssue = (
  store: EventStore,
  body: ComplianceIssueBody,
  context: CommandContext,
) =>
  submit(store, context, (itemId, company) => ({
    type: 'ReportComplianceIssue',
    data: { itemId, company, ...body },
    metadata: context.command,
  }));

const triageCommand = (body: SafetyInboxStatusBody, company: Company | null, context: CommandContext) => {
  const metadata = context.command;
  switch (body.status) {
    case 'under-review':
      return { type: 'StartSafetyInboxReview', data: { company }, metadata } as const;
    case 'resolved':
      return { type: 'ResolveSafetyInboxItem', data: { company, note: body.note }, metadata } as const;
    case 'dismissed':
      return { type: 'DismissSafetyInboxItem', data: { company, reason: body.reason }, metadata } as const;
  }
};

/** A safety officer triages their own company's items; an administrator any company's. */
export const triageSafetyInboxItem = async (
  store: EventStore,
  itemId: string,
  body: SafetyInboxStatusBody,
  context: CommandContext,
) => {
  const company =
    context.command.role === 'admin' ? null : await companyOfActor(store, context.command.userId);
  const command = triageCommand(body, company, context);
  const { result } = await handleCommand(
    store,
    safetyInboxStreamId(itemId),
    safetyInboxDecider,
    command,
    context.event(command.type),
  );
  return { consistencyToken: result ? formatPosition(result.position) : null };
};
