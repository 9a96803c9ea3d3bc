import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const MASTER_KEY_FILE = 'data-key';

/**
 * The master key that wraps every person's data key: DATA_KEY (base64 of 32 bytes), else the key
 * file in the data folder, made (mode 600) on first start. Losing it loses all personal data.
 */
export const masterDataKey = (options: { key?: string; dataDir: string }): Buffer => {
  const text = options.key ?? readOrMake(path.join(options.dataDir, MASTER_KEY_FILE));
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error('DATA_KEY must be the base64 of 32 bytes');
  return key;
};

// Synchronous: read once at start-up, before anything is served.
const readOrMake = (file: string): string => {
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(path.dirname(file), { recursive: true });
  const key = randomBytes(32).toString('base64');
  // Written whole under another name, then linked in: a second process of the same data folder
  // (two workers starting together) never reads a half-written key, and the first link wins.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, key, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8');
  } finally {
    unlinkSync(draft);
  }
  return key;
};
