import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail as the test server received it, decoded enough to read. */
export type ReceivedMail = {
  from: string;
  to: string[];
  messageId: string;
  subject: string;
  headers: Record<string, string>;
  text: string;
  html: string;
  raw: string;
};

export type TestSmtpServer = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Refuse every recipient with 451 (try later) while true: the server is "unwell". */
  setTemporaryFailure: (on: boolean) => void;
  /** Refuse this address with 550, permanently. */
  rejectAddress: (address: string) => void;
  acceptAddress: (address: string) => void;
  /** Stops listening (the server is down) and starts again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

const smtpError = (code: number, message: string) =>
  Object.assign(new Error(message), { responseCode: code });

/** A real SMTP server in the test process, on 127.0.0.1 and a free port, keeping what it receives. */
export const startTestSmtpServer = async (): Promise<TestSmtpServer> => {
  const received: ReceivedMail[] = [];
  const rejected = new Set<string>();
  let temporaryFailure = false;
  let port = 0;
  let server: SMTPServer;

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (temporaryFailure) return callback(smtpError(451, 'Try again later'));
        if (rejected.has(address.address.toLowerCase())) return callback(smtpError(550, 'No such user here'));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(
            parseMail(
              Buffer.concat(chunks).toString('utf8'),
              session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              session.envelope.rcptTo.map((r) => r.address),
            ),
          );
          callback();
        });
      },
    });

  const listen = async () => {
    server = make();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  };
  await listen();

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    setTemporaryFailure: (on) => (temporaryFailure = on),
    rejectAddress: (address) => rejected.add(address.toLowerCase()),
    acceptAddress: (address) => rejected.delete(address.toLowerCase()),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: listen,
  };
};

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** RFC 2047 words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=) in a header. */
const decodeHeader = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

const splitHeaders = (part: string): { headers: Record<string, string>; body: string } => {
  const end = part.search(/\r?\n\r?\n/);
  const head = end === -1 ? part : part.slice(0, end);
  const body = end === -1 ? '' : part.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  return { headers, body };
};

const decodeBody = (headers: Record<string, string>, body: string) => {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
};

/** Headers, and the text and HTML parts of a (multipart/alternative) mail. */
const parseMail = (raw: string, from: string, to: string[]): ReceivedMail => {
  const { headers, body } = splitHeaders(raw);
  const parts: { type: string; content: string }[] = [];
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHeaders(chunk.replace(/^\r?\n/, ''));
      parts.push({ type: part.headers['content-type'] ?? '', content: decodeBody(part.headers, part.body) });
    }
  } else {
    parts.push({ type: headers['content-type'] ?? 'text/plain', content: decodeBody(headers, body) });
  }
  const of = (type: string) => parts.find((p) => p.type.startsWith(type))?.content ?? '';
  return {
    from,
    to,
    messageId: headers['message-id'] ?? '',
    subject: headers['subject'] ?? '',
    headers,
    text: of('text/plain'),
    html: of('text/html'),
    raw,
  };
};
