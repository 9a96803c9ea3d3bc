import type { CurrentUser, InterfaceLanguage } from '@hs/contracts';
import type pg from 'pg';

/** The signed-in user with the interface language they chose (none: the device's choice stands). */
export const withLanguage = async (pool: pg.Pool, user: CurrentUser): Promise<CurrentUser> => {
  const { rows } = await pool.query<{ language: InterfaceLanguage }>({
    name: 'user_language',
    text: 'SELECT language FROM user_settings WHERE user_id = $1',
    values: [user.id],
  });
  return rows[0] ? { ...user, language: rows[0].language } : user;
};
