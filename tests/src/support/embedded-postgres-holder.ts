/**
 * A process that starts the embedded PostgreSQL of the data folder given as its argument, prints
 * `ready <url>` and then waits: a stand-in for the app, which tests kill to leave an orphaned server.
 */
import { startEmbeddedPostgres } from '@hs/infra/db';

const server = await startEmbeddedPostgres(process.argv[2]!);
console.log(`ready ${server.url}`);
setInterval(() => {}, 60_000);
