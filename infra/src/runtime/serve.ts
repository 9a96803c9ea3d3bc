import type { FastifyInstance } from 'fastify';
import type { Infrastructure } from './infrastructure.ts';

/**
 * Listens on the configured port and, on SIGINT or SIGTERM, closes the app (draining requests)
 * before the infrastructure under it, once however many signals arrive. Resolves to the address.
 */
export const serveUntilStopped = async (
  app: FastifyInstance,
  infra: Pick<Infrastructure, 'config' | 'logger' | 'close'>,
): Promise<string> => {
  const address = await app.listen({ port: infra.config.PORT, host: infra.config.HOST });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    infra.logger.info({ signal }, 'shutting down');
    await app.close().catch(() => {});
    await infra.close().catch(() => {});
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal));
  return address;
};
