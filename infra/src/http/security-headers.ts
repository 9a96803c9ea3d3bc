import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser features the app never uses, denied to it and to anything it embeds. Camera too: a photo
 * is taken through a file input (`capture`), which this header does not govern; only an in-page
 * camera (getUserMedia) would need `camera=(self)`. Only names Chromium knows, as an unknown one is
 * a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const HSTS = 'max-age=31536000; includeSubDomains';

// Computed once: @fastify/helmet builds helmet's middleware (and parses the policy) on every
// request, a measurable share of a POST's CPU (docs/performance.md, "HTTP").
const helmetHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix injects small <style> elements; scripts stay strictly same-origin files.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // Sent below, over https only: over plain http a browser ignores it, and a proxy that answers
  // http must not be told it speaks https.
  strictTransportSecurity: false,
});

/**
 * The security headers of every response (a Content-Security-Policy without inline scripts,
 * Permissions-Policy, ...). infra/docker/web.nginx.conf sends the same for the files it serves.
 */
export const registerSecurityHeaders = (app: FastifyInstance): void => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    helmetHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
};
