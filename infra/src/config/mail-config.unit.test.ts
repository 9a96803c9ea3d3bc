import { describe, expect, it } from 'vitest';
import { AppConfig, appUrlOf, parseConfig } from './config.ts';

describe('the mail settings', () => {
  it('refuses an SMTP server without a sender, naming MAIL_FROM', () => {
    expect(() => parseConfig(AppConfig, { SMTP_URL: 'smtp://user:pass@mail.example.com:587' })).toThrow(
      /MAIL_FROM: needed when SMTP_URL is set/,
    );
  });

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(() =>
      parseConfig(AppConfig, { SMTP_URL: 'http://mail.example.com', MAIL_FROM: 'safety@example.com' }),
    ).toThrow(/SMTP_URL: an smtp:\/\/ or smtps:\/\/ URL/);
  });

  it('links mails to APP_URL, else to this server, never to 0.0.0.0', () => {
    expect(appUrlOf(parseConfig(AppConfig, { APP_URL: 'https://safety.example.com/' }))).toBe(
      'https://safety.example.com',
    );
    expect(appUrlOf(parseConfig(AppConfig, { HOST: '0.0.0.0', PORT: '8080' }))).toBe('http://127.0.0.1:8080');
  });
});
