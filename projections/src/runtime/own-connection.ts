import pg from 'pg';

/**
 * A long-lived connection of one loop (a runner, the reactor, the timers): opened on first use,
 * forgotten when it errors so the next use opens a new one, and closed on failure or stop.
 */
export class OwnConnection {
  private client: pg.Client | null = null;

  constructor(
    private readonly url: string,
    private readonly name: string,
  ) {}

  async get(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({ connectionString: this.url, application_name: this.name });
    client.on('error', () => {
      if (this.client === client) this.client = null;
    });
    await client.connect();
    this.client = client;
    return client;
  }

  async close(): Promise<void> {
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
