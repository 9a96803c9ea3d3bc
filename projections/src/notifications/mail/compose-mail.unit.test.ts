import { describe, expect, it } from 'vitest';
import { absoluteLink, composeDigestMail, composeNotificationMail, messageIdOf } from './compose-mail.ts';

const APP = 'https://safety.example.test';
const note = {
  id: '3d9ec1ad-08b6-8cd5-858f-99be9a4fd729',
  title: 'Incident IR-2026-000001 reported by <Pat & Co>',
  body: 'A new report is waiting for review.',
  link: '/incidents/3d9ec1ad',
  urgent: false,
  createdAt: new Date('2026-01-14T10:00:00Z'),
};

describe('a notification mail', () => {
  it('shows a title with markup characters as text in the HTML, never as markup', () => {
    const mail = composeNotificationMail(note, APP);
    expect(mail.html).toContain('Incident IR-2026-000001 reported by &lt;Pat &amp; Co&gt;');
    expect(mail.html).not.toContain('<Pat');
    expect(mail.text).toContain('Incident IR-2026-000001 reported by <Pat & Co>');
  });

  it('links only to paths of the app: anything else opens its start page', () => {
    expect(absoluteLink(APP, '/incidents/1')).toBe(`${APP}/incidents/1`);
    expect(absoluteLink(APP, '//evil.example/x')).toBe(`${APP}/`);
    expect(absoluteLink(APP, 'https://evil.example/x')).toBe(`${APP}/`);
    expect(absoluteLink(APP, 'javascript:alert(1)')).toBe(`${APP}/`);
  });

  it('has a Message-ID at the host of the app address', () => {
    expect(messageIdOf('notification-1', APP)).toBe('<notification-1@safety.example.test>');
  });
});

describe('a digest', () => {
  it('counts its notifications in the subject and lists each with its link', () => {
    const mail = composeDigestMail(
      [note, { ...note, title: 'Second', urgent: true, link: '/actions/2' }],
      '2026-01-14',
      APP,
    );
    expect(mail.subject).toBe('SafetyHub daily digest, 2026-01-14: 2 notifications');
    expect(mail.text).toContain('Urgent: Second');
    expect(mail.html).toContain(`<a href="${APP}/actions/2"`);
  });
});
