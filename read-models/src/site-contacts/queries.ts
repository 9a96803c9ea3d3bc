import type pg from 'pg';

/** The contacts an administrator set, or null while none has (the configuration's show then). */
export const setSafetyContacts = async (
  pool: pg.Pool,
): Promise<{ safetyHotline: string | null; safetyEmail: string | null } | null> => {
  const { rows } = await pool.query<{ safety_hotline: string | null; safety_email: string | null }>(
    `SELECT safety_hotline, safety_email FROM site_safety_contacts WHERE site = 'site'`,
  );
  const row = rows[0];
  return row ? { safetyHotline: row.safety_hotline, safetyEmail: row.safety_email } : null;
};
