import type { TrainingVideoEvent } from '@hs/domain';
import { projectionOf } from '../typed-projection.ts';

const VIDEO = 'trainingVideo-';

/** Video links on courses (`training_videos`); a removal deletes the row, so the list is what is offered. */
export const trainingVideosProjection = projectionOf({
  name: 'training-videos',
  version: 1,
  events: { TrainingVideoAdded: true, TrainingVideoRemoved: true } satisfies Record<
    TrainingVideoEvent['type'],
    true
  >,
  tables: [
    {
      name: 'training_videos',
      ddl: `CREATE TABLE training_videos (
        id          uuid PRIMARY KEY,
        training_id uuid NOT NULL,
        title       text NOT NULL,
        url         text NOT NULL,
        added_by    text,
        added_at    timestamptz NOT NULL
      );
      CREATE INDEX training_videos_by_course ON training_videos (training_id);`,
    },
  ],
  async apply(client, events) {
    for (const event of events) {
      switch (event.type) {
        case 'TrainingVideoAdded': {
          const d = event.data;
          await client.query(
            `INSERT INTO training_videos (id, training_id, title, url, added_by, added_at)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
            [d.videoId, d.trainingId, d.title, d.url, d.addedBy, d.addedAt],
          );
          break;
        }
        case 'TrainingVideoRemoved':
          await client.query('DELETE FROM training_videos WHERE id = $1', [
            event.streamId.slice(VIDEO.length),
          ]);
          break;
      }
    }
  },
});
