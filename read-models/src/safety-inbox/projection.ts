import type { SafetyInboxEvent } from '@hs/domain';
import { projectionOf } from '../typed-projection.ts';

const STREAM = 'safetyInbox-';
const itemIdOf = (streamId: string) => streamId.slice(STREAM.length);

/**
 * The safety team's inbox: messages sent with "Contact Safety Team" and compliance issues, one row
 * each, with where its triage stands. Names are read from `employees` when the inbox is read.
 */
export const safetyInboxProjection = projectionOf({
  name: 'safety-inbox',
  version: 1,
  events: {
    SafetyMessageSent: true,
    ComplianceIssueReported: true,
    SafetyInboxReviewStarted: true,
    SafetyInboxItemResolved: true,
    SafetyInboxItemDismissed: true,
  } satisfies Record<SafetyInboxEvent['type'], true>,
  tables: [
    {
      name: 'safety_inbox',
      ddl: `CREATE TABLE safety_inbox (
        id                  uuid PRIMARY KEY,
        kind                text NOT NULL,
        status              text NOT NULL,
        company             text NOT NULL,
        subject             text,
        category            text,
        body                text NOT NULL,
        about_report_number text,
        department          text,
        location            text,
        submitted_by        uuid NOT NULL,
        submitted_at        timestamptz NOT NULL,
        reviewed_at         timestamptz,
        closed_by           text,
        closed_at           timestamptz,
        outcome             text
      );
      CREATE INDEX safety_inbox_by_company ON safety_inbox (company, submitted_at DESC);
      CREATE INDEX safety_inbox_by_sender ON safety_inbox (submitted_by, submitted_at DESC);`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      const id = itemIdOf(event.streamId);
      switch (event.type) {
        case 'SafetyMessageSent': {
          const d = event.data;
          await client.query(
            `INSERT INTO safety_inbox (id, kind, status, company, subject, body, about_report_number,
               submitted_by, submitted_at)
             VALUES ($1, 'message', 'open', $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
            [id, d.company, d.subject, d.message, d.aboutReportNumber, d.submittedBy, d.submittedAt],
          );
          break;
        }
        case 'ComplianceIssueReported': {
          const d = event.data;
          await client.query(
            `INSERT INTO safety_inbox (id, kind, status, company, category, body, department, location,
               submitted_by, submitted_at)
             VALUES ($1, 'compliance-issue', 'open', $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
            [
              id,
              d.company,
              d.category,
              d.description,
              d.department,
              d.location,
              d.submittedBy,
              d.submittedAt,
            ],
          );
          break;
        }
        case 'SafetyInboxReviewStarted':
          await client.query(
            `UPDATE safety_inbox SET status = 'under-review', reviewed_at = $2 WHERE id = $1`,
            [id, event.data.at],
          );
          break;
        case 'SafetyInboxItemResolved':
        case 'SafetyInboxItemDismissed': {
          const resolved = event.type === 'SafetyInboxItemResolved';
          await client.query(
            `UPDATE safety_inbox SET status = $2, closed_by = $3, closed_at = $4, outcome = $5 WHERE id = $1`,
            [
              id,
              resolved ? 'resolved' : 'dismissed',
              event.data.by,
              event.data.at,
              'note' in event.data ? event.data.note : event.data.reason,
            ],
          );
          break;
        }
      }
    }
  },
});
