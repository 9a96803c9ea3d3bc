import { describe, expect, it } from 'vitest';
import type { CommandMetadata } from '../shared/command.ts';
import { DomainError } from '../shared/domain-error.ts';
import * as dismissals from './notice-dismissal.decider.ts';
import { decide, evolve, initialState, isNoticeCurrent, type NoticeCommand } from './notice.decider.ts';
import type { NoticeDetails, NoticeEvent } from './notice.events.ts';
import { isNoticeLink } from './notice.vocabulary.ts';

const metadata: CommandMetadata = {
  now: '2026-03-01T15:00:00.000Z',
  today: '2026-03-01',
  userId: 'a-1',
  userName: 'Admin',
  role: 'admin',
};
const maintenance: NoticeDetails = {
  type: 'warning',
  title: 'Scheduled Maintenance',
  message: 'Building #3 machines are out of service on Friday morning.',
  link: { url: '/inspections', text: 'See the inspection' },
  shownFrom: '2026-03-02T14:00:00.000Z',
  shownUntil: '2026-03-06T18:00:00.000Z',
  audience: ['IPSI'],
};
const post = (details: Partial<NoticeDetails> = {}): NoticeCommand => ({
  type: 'PostNotice',
  data: { noticeId: 'n-1', posterCompany: 'IPSI', ...maintenance, ...details },
  metadata,
});
const edit = (details: Partial<NoticeDetails> = {}): NoticeCommand => ({
  type: 'EditNotice',
  data: { posterCompany: 'IPSI', ...maintenance, ...details },
  metadata,
});
const withdraw: NoticeCommand = { type: 'WithdrawNotice', data: {}, metadata };
const given = (events: NoticeEvent[]) => ({
  when: (command: NoticeCommand) => decide(command, events.reduce(evolve, initialState)),
});
const posted = given([]).when(post());
const errorOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, fields: error.fields };
  }
  return null;
};

describe('posting a notice', () => {
  it('records who posted it, when, and everything it says', () => {
    expect(posted).toEqual([
      {
        type: 'NoticePosted',
        data: { noticeId: 'n-1', ...maintenance, postedBy: 'a-1', postedAt: metadata.now },
      },
    ]);
  });

  it('is refused when it would stop showing before or as it starts, naming shownUntil', () => {
    expect(errorOf(() => given([]).when(post({ shownUntil: maintenance.shownFrom })))).toEqual({
      code: 'NoticeWindowInvalid',
      fields: ['shownUntil'],
    });
  });

  it('is refused with a javascript: or off-site protocol-relative link, naming link.url', () => {
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/x',
      '/\\evil.example',
      'ftp://files.example/a',
    ]) {
      expect(errorOf(() => given([]).when(post({ link: { url, text: 'Open' } })))).toEqual({
        code: 'NoticeLinkInvalid',
        fields: ['link.url'],
      });
    }
  });

  it('lets an IPSI admin address IPSI or both companies, but not TODCO alone', () => {
    expect(given([]).when(post({ audience: ['IPSI', 'TODCO'] }))).toHaveLength(1);
    expect(errorOf(() => given([]).when(post({ audience: ['TODCO'] })))).toEqual({
      code: 'NoticeAudienceNotAllowed',
      fields: ['audience'],
    });
  });
});

describe('given a posted notice', () => {
  it('an edit replaces what it says and records who edited it', () => {
    expect(given(posted).when(edit({ title: 'Maintenance moved to Monday' }))).toEqual([
      {
        type: 'NoticeEdited',
        data: {
          ...maintenance,
          title: 'Maintenance moved to Monday',
          editedBy: 'a-1',
          editedAt: metadata.now,
        },
      },
    ]);
  });

  it('an edit that changes nothing records nothing', () => {
    expect(given(posted).when(edit())).toEqual([]);
  });

  it('withdrawing it takes it off the board, and withdrawing again records nothing', () => {
    const withdrawn = given(posted).when(withdraw);
    expect(withdrawn).toEqual([
      { type: 'NoticeWithdrawn', data: { withdrawnBy: 'a-1', withdrawnAt: metadata.now } },
    ]);
    expect(given([...posted, ...withdrawn]).when(withdraw)).toEqual([]);
    expect(errorOf(() => given([...posted, ...withdrawn]).when(edit({ title: 'Back' })))?.code).toBe(
      'NoticeWithdrawn',
    );
  });
});

describe('whether a notice shows', () => {
  const state = posted.reduce(evolve, initialState);
  it('shows from its start, up to but not at its end, to its audience only', () => {
    expect(isNoticeCurrent(state, '2026-03-02T13:59:59.999Z', 'IPSI')).toBe(false);
    expect(isNoticeCurrent(state, '2026-03-02T14:00:00.000Z', 'IPSI')).toBe(true);
    expect(isNoticeCurrent(state, '2026-03-02T14:00:00.000Z', 'TODCO')).toBe(false);
    expect(isNoticeCurrent(state, '2026-03-06T18:00:00.000Z', 'IPSI')).toBe(false);
  });

  it('does not show once withdrawn, even inside its window', () => {
    const withdrawn = [...posted, ...given(posted).when(withdraw)].reduce(evolve, initialState);
    expect(isNoticeCurrent(withdrawn, '2026-03-03T00:00:00.000Z', 'IPSI')).toBe(false);
  });
});

describe('links', () => {
  it('accepts http(s) addresses and paths in the app', () => {
    expect(['https://osha.gov/heat', 'http://intranet.example/a?b=1', '/training', '/']).toSatisfy(
      (urls: string[]) => urls.every(isNoticeLink),
    );
  });
});

describe('dismissing a notice', () => {
  const dismiss: dismissals.DismissNotice = {
    type: 'DismissNotice',
    data: { noticeId: 'n-1', userId: 'e-1' },
    metadata,
  };
  it('is remembered once, so a second device dismissing it records nothing more', () => {
    const first = dismissals.decide(dismiss, dismissals.initialState);
    expect(first).toEqual([
      { type: 'NoticeDismissed', data: { noticeId: 'n-1', userId: 'e-1', dismissedAt: metadata.now } },
    ]);
    expect(dismissals.decide(dismiss, first.reduce(dismissals.evolve, dismissals.initialState))).toEqual([]);
  });
});
