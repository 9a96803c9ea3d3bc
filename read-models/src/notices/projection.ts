import type { NoticeDetails, NoticeDismissalEvent, NoticeEvent } from '@hs/domain';
import { projectionOf } from '../typed-projection.ts';

const NOTICE = 'notice-';

/** The columns type .. audience, in table order. */
const detailsOf = (d: NoticeDetails) => [
  d.type,
  d.title,
  d.message,
  d.link?.url ?? null,
  d.link?.text ?? null,
  d.shownFrom,
  d.shownUntil,
  d.audience,
];

/**
 * The dashboard's notices (`notices`, one row each, replaced by an edit, marked when withdrawn) and
 * who dismissed which (`notice_dismissals`). Upserts and marks only, so a replay changes nothing.
 */
export const noticesProjection = projectionOf({
  name: 'notices',
  version: 1,
  events: {
    NoticePosted: true,
    NoticeEdited: true,
    NoticeWithdrawn: true,
    NoticeDismissed: true,
  } satisfies Record<NoticeEvent['type'] | NoticeDismissalEvent['type'], true>,
  tables: [
    {
      name: 'notices',
      ddl: `CREATE TABLE notices (
        id           uuid PRIMARY KEY,
        type         text NOT NULL,
        title        text NOT NULL,
        message      text NOT NULL,
        link_url     text,
        link_text    text,
        shown_from   timestamptz NOT NULL,
        shown_until  timestamptz NOT NULL,
        audience     text[] NOT NULL,
        posted_by    text,
        posted_at    timestamptz NOT NULL,
        edited_at    timestamptz,
        withdrawn_at timestamptz
      );
      CREATE INDEX notices_showing ON notices (shown_until) WHERE withdrawn_at IS NULL;`,
    },
    {
      name: 'notice_dismissals',
      ddl: `CREATE TABLE notice_dismissals (
        notice_id    uuid NOT NULL,
        user_id      uuid NOT NULL,
        dismissed_at timestamptz NOT NULL,
        PRIMARY KEY (user_id, notice_id)
      );`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      switch (event.type) {
        case 'NoticePosted': {
          const d = event.data;
          await client.query(
            `INSERT INTO notices (id, type, title, message, link_url, link_text, shown_from, shown_until,
               audience, posted_by, posted_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
            [d.noticeId, ...detailsOf(d), d.postedBy, d.postedAt],
          );
          break;
        }
        case 'NoticeEdited':
          await client.query(
            `UPDATE notices SET type = $2, title = $3, message = $4, link_url = $5, link_text = $6,
               shown_from = $7, shown_until = $8, audience = $9, edited_at = $10 WHERE id = $1`,
            [event.streamId.slice(NOTICE.length), ...detailsOf(event.data), event.data.editedAt],
          );
          break;
        case 'NoticeWithdrawn':
          await client.query('UPDATE notices SET withdrawn_at = $2 WHERE id = $1 AND withdrawn_at IS NULL', [
            event.streamId.slice(NOTICE.length),
            event.data.withdrawnAt,
          ]);
          break;
        case 'NoticeDismissed':
          await client.query(
            `INSERT INTO notice_dismissals (notice_id, user_id, dismissed_at) VALUES ($1, $2, $3)
             ON CONFLICT DO NOTHING`,
            [event.data.noticeId, event.data.userId, event.data.dismissedAt],
          );
          break;
      }
    }
  },
});
