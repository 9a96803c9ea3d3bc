import type { Company } from '../employees/employee.vocabulary.ts';
import type { Event } from '../shared/command.ts';
import type { NoticeType } from './notice.vocabulary.ts';

/** What a notice says, to whom and when: posted, and replaced whole by an edit. */
export type NoticeDetails = {
  type: NoticeType;
  title: string;
  message: string;
  link: { url: string; text: string } | null;
  /** Instants (ISO, UTC): the notice shows from `shownFrom` up to, not including, `shownUntil`. */
  shownFrom: string;
  shownUntil: string;
  /** The companies whose people see it, one or both. */
  audience: Company[];
};

export type NoticePosted = Event<
  'NoticePosted',
  NoticeDetails & { noticeId: string; postedBy: string | null; postedAt: string }
>;
export type NoticeEdited = Event<
  'NoticeEdited',
  NoticeDetails & { editedBy: string | null; editedAt: string }
>;
export type NoticeWithdrawn = Event<'NoticeWithdrawn', { withdrawnBy: string | null; withdrawnAt: string }>;
export type NoticeEvent = NoticePosted | NoticeEdited | NoticeWithdrawn;

/** One person's dismissals, on a stream of their own so people dismissing at once never conflict. */
export type NoticeDismissed = Event<
  'NoticeDismissed',
  { noticeId: string; userId: string; dismissedAt: string }
>;
export type NoticeDismissalEvent = NoticeDismissed;

export const noticeStreamId = (noticeId: string): string => `notice-${noticeId}`;
export const noticeDismissalsStreamId = (userId: string): string => `noticeDismissals-${userId}`;
