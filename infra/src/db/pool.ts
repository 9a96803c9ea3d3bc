import pg from 'pg';

// int8 (global positions, versions) arrives as text; callers convert where they need numbers.
export type PoolOptions = {
  url: string;
  max: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  applicationName: string;
  onError?: (error: Error) => void;
};

/**
 * A pool whose waits are bounded: when the database is down a request fails after
 * connectTimeoutMs (the API turns that into 503) instead of hanging, and the pool reconnects by
 * itself when the database returns.
 */
export const createPool = (options: PoolOptions): pg.Pool => {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max,
    connectionTimeoutMillis: options.connectTimeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: options.statementTimeoutMs,
    query_timeout: options.statementTimeoutMs + 1000,
    idle_in_transaction_session_timeout: 30_000,
    application_name: options.applicationName,
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => options.onError?.(error));
  return pool;
};

/** Runs `work` in a transaction on one client; rolls back on any error. */
export const inTransaction = async <T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> => {
  // A connection lost while checked out is reported by the query under way (or the next one); the
  // client's own error event must not crash the process. The listener goes on in connect's
  // callback, in the same tick as the pool hands the client over: awaiting the promise would leave
  // a gap in which a FATAL message already received (a server shutting down) finds no listener.
  const ignore = () => {};
  const client = await new Promise<pg.PoolClient>((resolve, reject) =>
    pool.connect((error, connected) => {
      if (error || !connected) return reject(error ?? new Error('the pool handed out no client'));
      connected.on('error', ignore);
      resolve(connected);
    }),
  );
  let failure: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((lost: Error) => (failure = lost));
    throw error;
  } finally {
    client.off('error', ignore);
    // A client whose ROLLBACK failed has lost its connection: it is closed, not pooled again.
    client.release(failure);
  }
};

/**
 * SQLSTATE class 53, the server out of a resource: 53000 insufficient resources, 53100 disk full,
 * 53200 out of memory, 53300 too many connections, 53400 configuration limit exceeded. Nothing
 * was written; the same request succeeds once the resource is back, so it is answered 503 (507
 * for a full disk) and a projection retries rather than parking the event.
 */
export const isResourceExhausted = (error: unknown): boolean => {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && /^53[0-9A-Z]{3}$/.test(code);
};

/** 53100: the database's disk is full. */
export const isDiskFull = (error: unknown): boolean => (error as { code?: unknown })?.code === '53100';

/** Errors that mean "the database is not reachable right now" rather than a bug: answer 503. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const e = error as { code?: string; message?: string };
  if (typeof e?.code === 'string' && /^(08|57P0[1-3]|53300)/.test(e.code)) return true;
  if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(e?.code ?? '')) return true;
  // "not queryable": a pooled client whose connection broke before its error event was handled.
  return /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|not queryable/i.test(
    e?.message ?? '',
  );
};

/** A failure that passes by itself (the database away or out of a resource): wait and try again. */
export const isTransientDatabaseError = (error: unknown): boolean =>
  isDatabaseUnavailable(error) || isResourceExhausted(error);
