import type { InterfaceLanguage } from '@hs/contracts';
import type pg from 'pg';

/** Keeps a person's interface language: a personal setting, one row per person, the last choice wins. */
export const saveUserLanguage = async (
  pool: pg.Pool,
  userId: string,
  language: InterfaceLanguage,
): Promise<void> => {
  await pool.query(
    `INSERT INTO user_settings (user_id, language) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET language = EXCLUDED.language`,
    [userId, language],
  );
};

/** The language a person chose, or undefined when they never chose one. */
export const userLanguageOf = async (
  pool: pg.Pool,
  userId: string,
): Promise<InterfaceLanguage | undefined> => {
  const { rows } = await pool.query<{ language: InterfaceLanguage }>(
    'SELECT language FROM user_settings WHERE user_id = $1',
    [userId],
  );
  return rows[0]?.language;
};
