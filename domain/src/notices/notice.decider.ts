import type { Company } from '../employees/employee.vocabulary.ts';
import type { Command } from '../shared/command.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { NoticeDetails, NoticeEvent } from './notice.events.ts';
import { isNoticeLink } from './notice.vocabulary.ts';

/** `posterCompany` is the acting admin's company, read by the route from their record. */
export type PostNotice = Command<'PostNotice', NoticeDetails & { noticeId: string; posterCompany: Company }>;
export type EditNotice = Command<'EditNotice', NoticeDetails & { posterCompany: Company }>;
export type WithdrawNotice = Command<'WithdrawNotice', Record<string, never>>;
export type NoticeCommand = PostNotice | EditNotice | WithdrawNotice;

export type Notice =
  { status: 'none' } | ({ status: 'posted' | 'withdrawn'; noticeId: string } & NoticeDetails);

export const initialState: Notice = { status: 'none' };

const detailsOf = ({ type, title, message, link, shownFrom, shownUntil, audience }: NoticeDetails) => ({
  type,
  title,
  message,
  link,
  shownFrom,
  shownUntil,
  audience,
});

export const evolve = (state: Notice, event: NoticeEvent): Notice => {
  switch (event.type) {
    case 'NoticePosted':
      return { status: 'posted', noticeId: event.data.noticeId, ...detailsOf(event.data) };
    case 'NoticeEdited':
      return state.status === 'none' ? state : { ...state, ...detailsOf(event.data) };
    case 'NoticeWithdrawn':
      return state.status === 'none' ? state : { ...state, status: 'withdrawn' };
  }
};

/**
 * The rules every posted or edited notice keeps: it ends after it starts, its link stays on the web
 * or in the app, and an admin speaks for their own company (alone or with the other one), never
 * for another company alone.
 */
const assertValid = (details: NoticeDetails, posterCompany: Company) => {
  if (Date.parse(details.shownUntil) <= Date.parse(details.shownFrom)) {
    throw new DomainError('NoticeWindowInvalid', 'Shown until must be after shown from.', ['shownUntil']);
  }
  if (details.link && !isNoticeLink(details.link.url)) {
    throw new DomainError(
      'NoticeLinkInvalid',
      'A link must start with http:// or https://, or be a path in the app such as /training.',
      ['link.url'],
    );
  }
  if (!details.audience.includes(posterCompany)) {
    throw new DomainError(
      'NoticeAudienceNotAllowed',
      `You may post to your own company (${posterCompany}) or to both companies.`,
      ['audience'],
    );
  }
};

const sameDetails = (a: NoticeDetails, b: NoticeDetails) =>
  JSON.stringify(detailsOf(a)) === JSON.stringify(detailsOf(b));

export const decide = (command: NoticeCommand, state: Notice): NoticeEvent[] => {
  const { now, userId } = command.metadata;
  switch (command.type) {
    case 'PostNotice': {
      if (state.status !== 'none') throw new DomainError('NoticeAlreadyExists');
      const { posterCompany, ...data } = command.data;
      assertValid(data, posterCompany);
      return [{ type: 'NoticePosted', data: { ...data, postedBy: userId, postedAt: now } }];
    }
    case 'EditNotice': {
      if (state.status === 'none') throw new DomainError('NoticeNotFound', 'No such notice.');
      if (state.status === 'withdrawn') {
        throw new DomainError('NoticeWithdrawn', 'This notice was withdrawn; post a new one instead.');
      }
      const { posterCompany, ...details } = command.data;
      assertValid(details, posterCompany);
      if (sameDetails(state, details)) return [];
      return [{ type: 'NoticeEdited', data: { ...detailsOf(details), editedBy: userId, editedAt: now } }];
    }
    case 'WithdrawNotice':
      if (state.status === 'none') throw new DomainError('NoticeNotFound', 'No such notice.');
      if (state.status === 'withdrawn') return [];
      return [{ type: 'NoticeWithdrawn', data: { withdrawnBy: userId, withdrawnAt: now } }];
  }
};

/** Whether a notice is on the board at `now` for someone of `company`: in its window and not withdrawn. */
export const isNoticeCurrent = (notice: Notice, now: string, company: Company): boolean =>
  notice.status === 'posted' &&
  notice.audience.includes(company) &&
  Date.parse(notice.shownFrom) <= Date.parse(now) &&
  Date.parse(now) < Date.parse(notice.shownUntil);
