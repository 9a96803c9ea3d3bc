import type { Command } from '../shared/command.ts';
import type { NoticeDismissalEvent } from './notice.events.ts';

/** The route has checked the notice exists and is addressed to the person's company. */
export type DismissNotice = Command<'DismissNotice', { noticeId: string; userId: string }>;
export type NoticeDismissalCommand = DismissNotice;

export type NoticeDismissals = { dismissed: ReadonlySet<string> };

export const initialState: NoticeDismissals = { dismissed: new Set() };

export const evolve = (state: NoticeDismissals, event: NoticeDismissalEvent): NoticeDismissals => ({
  dismissed: new Set([...state.dismissed, event.data.noticeId]),
});

export const decide = (command: NoticeDismissalCommand, state: NoticeDismissals): NoticeDismissalEvent[] =>
  // Dismissing twice (two tabs, two devices) records it once.
  state.dismissed.has(command.data.noticeId)
    ? []
    : [{ type: 'NoticeDismissed', data: { ...command.data, dismissedAt: command.metadata.now } }];
