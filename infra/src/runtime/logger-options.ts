import type { LoggerOptions } from 'pino';

/**
 * In a terminal (`npm start` by hand) readable lines through pino-pretty; anywhere else
 * (production, CI, the compose stack) one JSON object a line, for a log collector to parse.
 */
export const loggerOptions = (name: string, level: string, terminal: boolean): LoggerOptions =>
  terminal
    ? {
        name,
        level,
        transport: {
          target: 'pino-pretty',
          // The request id stays in JSON logs, where lines are searched; on screen it is noise.
          options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true },
        },
      }
    : { name, level };
