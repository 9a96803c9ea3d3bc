import pg from 'pg';

/**
 * The relay's own PostgreSQL connection and its leadership: a session advisory lock per topic, so
 * among all processes one relay publishes and the others stand by until its connection goes.
 */
export class RelayLeadership {
  private client: pg.Client | null = null;
  private leading = false;

  constructor(
    private readonly url: string,
    private readonly subscriptionId: string,
  ) {}

  /** The open connection, made (with the relay's checkpoint row) when there is none. */
  async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({ connectionString: this.url, application_name: this.subscriptionId });
    client.on('error', () => {
      if (this.client === client) {
        this.client = null;
        this.leading = false;
      }
    });
    await client.connect();
    this.client = client;
    await client.query(
      'INSERT INTO es_checkpoints (subscription_id) VALUES ($1) ON CONFLICT (subscription_id) DO NOTHING',
      [this.subscriptionId],
    );
    return client;
  }

  /** The session lock stays with this connection until it closes; a stand-by asks again each poll. */
  async lead(client: pg.Client): Promise<boolean> {
    if (this.leading) return true;
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock(hashtext($1)) AS locked',
      [this.subscriptionId],
    );
    this.leading = rows[0]?.locked === true;
    return this.leading;
  }

  /** Closes the connection, which gives up the lock. */
  async drop(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.leading = false;
    await client?.end().catch(() => {});
  }
}
