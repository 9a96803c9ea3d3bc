import { describe, expect, it } from 'vitest';
import { loggerOptions } from './logger-options.ts';

describe('the log format', () => {
  it('in a terminal, lines are made readable by pino-pretty, one line each', () => {
    const options = loggerOptions('hs-app', 'info', true);
    expect(options).toMatchObject({
      name: 'hs-app',
      level: 'info',
      transport: { target: 'pino-pretty', options: { singleLine: true } },
    });
  });

  it('anywhere else (production, CI, compose), lines stay JSON for a log collector', () => {
    expect(loggerOptions('hs-app', 'warn', false)).toEqual({ name: 'hs-app', level: 'warn' });
  });
});
