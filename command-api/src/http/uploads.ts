import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { HttpProblem, type Access } from '@hs/infra/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CommandApiDeps } from '../deps.ts';
import { receiveUpload, type ReceivedUpload } from '../documents/receive-upload.ts';
import { reserveUpload } from '../documents/upload-quota.ts';
import { postgresRateLimitStore } from './postgres-rate-limit-store.ts';

type UploadDeps = Pick<CommandApiDeps, 'pool' | 'blobs' | 'uploadLimits'>;

/**
 * Lets the routes of this plugin (and only these) take multipart uploads, streamed and never
 * buffered, and limits each user's bursts, counted in PostgreSQL so every instance shares the count.
 */
export const acceptUploads = async (app: FastifyInstance, { pool }: Pick<UploadDeps, 'pool'>) => {
  await app.register(multipart);
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(pool),
    keyGenerator: (request) => request.user?.userId ?? request.ip,
    errorResponseBuilder: (_request, context) =>
      new HttpProblem(
        429,
        'Too many uploads',
        `Too many uploads in a short time. Try again in ${context.after}.`,
      ),
  });
};

/** The route config of an upload: who may send it, and how many a minute. */
export const uploadRouteConfig = <A extends Access>(
  access: A,
  { uploadLimits }: Pick<UploadDeps, 'uploadLimits'>,
) => ({
  access,
  rateLimit: { max: uploadLimits.perMinute, timeWindow: 60_000 },
});

/**
 * Counts the upload against the user's daily quota, receives it, and lets `keep` check and store
 * it; a refused upload gives its quota back, a kept one counts its real size.
 */
export const receiveWithinQuota = async <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  { pool, blobs, uploadLimits }: UploadDeps,
  keep: (upload: ReceivedUpload) => Promise<{ stored: T; bytes: number }>,
): Promise<T> => {
  const quota = await reserveUpload(pool, uploadLimits, request, reply);
  return quota.keptIf(async () => keep(await receiveUpload(request, blobs)));
};
