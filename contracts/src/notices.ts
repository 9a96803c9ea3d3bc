import { z } from 'zod';
import {
  isNoticeLink,
  isWebAddress,
  LINK_URL_MAX,
  NOTICE_LINK_TEXT_MAX,
  NOTICE_MESSAGE_MAX,
  NOTICE_TITLE_MAX,
  noticeTypes,
  TRAINING_VIDEO_TITLE_MAX,
} from '@hs/domain/vocabulary';
import { Company } from './auth.ts';
import { text } from './bounds.ts';
import { instant } from './osha-rates-clocks.ts';

export { LINK_URL_MAX, NOTICE_LINK_TEXT_MAX };

export const NoticeType = z.enum(noticeTypes);
export type NoticeType = z.infer<typeof NoticeType>;

const LINK_RULE =
  'Enter an address starting with http:// or https://, or a path in the app such as /training';

/** POST /api/notices and PUT /api/notices/:id (admin): what the notice says, to whom and when. */
export const NoticeBody = z
  .strictObject({
    type: NoticeType,
    title: text(NOTICE_TITLE_MAX).trim().min(1, 'Required'),
    message: text(NOTICE_MESSAGE_MAX).trim().min(1, 'Required'),
    link: z
      .strictObject({
        url: text(LINK_URL_MAX).trim().refine(isNoticeLink, LINK_RULE),
        text: text(NOTICE_LINK_TEXT_MAX).trim().min(1, 'Required'),
      })
      .nullable()
      .default(null),
    shownFrom: instant,
    shownUntil: instant,
    audience: z
      .array(Company)
      .min(1, 'Choose at least one company')
      .max(2)
      .refine((list) => new Set(list).size === list.length, 'Name each company once'),
  })
  .superRefine((body, context) => {
    if (Date.parse(body.shownUntil) <= Date.parse(body.shownFrom)) {
      context.addIssue({ code: 'custom', path: ['shownUntil'], message: 'Must be after shown from' });
    }
  });
export type NoticeBody = z.infer<typeof NoticeBody>;
export type NoticeInput = z.input<typeof NoticeBody>;

export const NoticeParams = z.strictObject({ id: z.uuid() });

/** Where a notice stands at the time of reading. */
export const NoticeState = z.enum(['scheduled', 'current', 'ended', 'withdrawn']);
export type NoticeState = z.infer<typeof NoticeState>;

export const Notice = z.object({
  id: z.uuid(),
  type: NoticeType,
  title: z.string(),
  message: z.string(),
  link: z.object({ url: z.string(), text: z.string() }).nullable(),
  shownFrom: z.string(),
  shownUntil: z.string(),
  audience: z.array(Company),
  state: NoticeState,
  postedByName: z.string().nullable(),
  postedAt: z.string(),
  editedAt: z.string().nullable(),
});
export type Notice = z.infer<typeof Notice>;

/** GET /api/notices (admin): every notice, newest start first. */
export const NoticeList = z.object({ notices: z.array(Notice) });
export type NoticeList = z.infer<typeof NoticeList>;

/** GET /api/notices/current: the notices on the caller's dashboard now, those they dismissed left out. */
export const CurrentNotices = z.object({ notices: z.array(Notice) });
export type CurrentNotices = z.infer<typeof CurrentNotices>;

export const noticeRoutes = {
  list: '/api/notices',
  current: '/api/notices/current',
  notice: (id: string) => `/api/notices/${encodeURIComponent(id)}`,
  withdraw: (id: string) => `/api/notices/${encodeURIComponent(id)}/withdrawal`,
  dismiss: (id: string) => `/api/notices/${encodeURIComponent(id)}/dismissal`,
} as const;

// ---- training videos ----

/** POST /api/trainings/:id/videos (admin): a link to a video on a course. */
export const TrainingVideoBody = z.strictObject({
  title: text(TRAINING_VIDEO_TITLE_MAX).trim().min(1, 'Required'),
  url: text(LINK_URL_MAX).trim().refine(isWebAddress, 'Enter an address starting with http:// or https://'),
});
export type TrainingVideoBody = z.infer<typeof TrainingVideoBody>;

export const TrainingVideoParams = z.strictObject({ id: z.uuid() });

export const TrainingVideo = z.object({
  id: z.uuid(),
  trainingId: z.uuid(),
  trainingTitle: z.string(),
  title: z.string(),
  url: z.string(),
  addedAt: z.string(),
});
export type TrainingVideo = z.infer<typeof TrainingVideo>;

/** GET /api/training-videos: every course's videos, by course then title. */
export const TrainingVideoList = z.object({ videos: z.array(TrainingVideo) });
export type TrainingVideoList = z.infer<typeof TrainingVideoList>;

export const trainingVideoRoutes = {
  list: '/api/training-videos',
  add: (trainingId: string) => `/api/trainings/${encodeURIComponent(trainingId)}/videos`,
  video: (id: string) => `/api/training-videos/${encodeURIComponent(id)}`,
} as const;
