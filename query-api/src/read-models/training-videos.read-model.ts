import type { TrainingVideo } from '@hs/contracts';
import type pg from 'pg';

/** Every course's video links with the course's title (the trainings room), by course then title. */
export const listTrainingVideos = async (pool: pg.Pool): Promise<TrainingVideo[]> => {
  const { rows } = await pool.query<{
    id: string;
    training_id: string;
    training_title: string;
    title: string;
    url: string;
    added_at: Date;
  }>(
    `SELECT v.id, v.training_id, t.title AS training_title, v.title, v.url, v.added_at
       FROM training_videos v JOIN trainings t ON t.id = v.training_id
      ORDER BY t.title, v.title, v.added_at`,
  );
  return rows.map((r) => ({
    id: r.id,
    trainingId: r.training_id,
    trainingTitle: r.training_title,
    title: r.title,
    url: r.url,
    addedAt: r.added_at.toISOString(),
  }));
};
