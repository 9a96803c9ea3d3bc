import { existsSync } from 'node:fs';
import http from 'node:http';

/**
 * Whether a Docker engine answers, asked directly with a 2-second limit (a missing or stopped
 * engine must not hang the test run). The docker CLI alone, as on our machines, is not enough.
 * TESTCONTAINERS=off skips Testcontainers even where an engine runs.
 */
export const dockerEngineAvailable = async (): Promise<boolean> => {
  if (process.env.TESTCONTAINERS === 'off') return false;
  const host = process.env.DOCKER_HOST;
  const target: http.RequestOptions = host?.startsWith('tcp://')
    ? {
        host: new URL(host.replace('tcp://', 'http://')).hostname,
        port: new URL(host.replace('tcp://', 'http://')).port,
      }
    : { socketPath: host?.startsWith('unix://') ? host.slice('unix://'.length) : '/var/run/docker.sock' };
  if (target.socketPath && !existsSync(target.socketPath)) return false;
  return new Promise((resolve) => {
    const request = http.get({ ...target, path: '/_ping', timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
  });
};
