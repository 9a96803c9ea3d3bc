import { escapeHtml } from '@hs/infra/http';

/**
 * The text of notification mails. A mail is made of a notification's title, body and link only:
 * those name the subject (a report number, a document title) and never carry a medical detail,
 * so neither can a mail (docs/product.md, "Notifications").
 */
export type MailableNotification = {
  id: string;
  title: string;
  body: string;
  link: string;
  urgent: boolean;
  createdAt: Date;
};

export type ComposedMail = { subject: string; text: string; html: string };

const PRODUCT = 'SafetyHub';
const SETTINGS_NOTE = 'Choose which notifications reach you by e-mail in your notification settings.';
const DIGEST_SUBJECT_MAX = 200;

/** The full address of an app path; anything but a path of this app becomes its start page. */
export const absoluteLink = (appUrl: string, link: string): string =>
  link.startsWith('/') && !link.startsWith('//') && !link.includes('\\') ? `${appUrl}${link}` : `${appUrl}/`;

/** `<notification-id@host>`: the same for every try of one mail, so a duplicate is recognisable. */
export const messageIdOf = (localPart: string, appUrl: string): string =>
  `<${localPart}@${new URL(appUrl).hostname || 'localhost'}>`;

const subjectOf = (n: MailableNotification) => (n.urgent ? `Urgent: ${n.title}` : n.title);

const htmlPage = (title: string, inner: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">${inner}` +
  `<p style="color:#4a4a4a;font-size:13px">${escapeHtml(SETTINGS_NOTE)}</p></body></html>`;

/** One notification, mailed at once. */
export const composeNotificationMail = (n: MailableNotification, appUrl: string): ComposedMail => {
  const url = absoluteLink(appUrl, n.link);
  const subject = subjectOf(n);
  const text = [n.title, '', n.body, '', `Open it in ${PRODUCT}: ${url}`, '', '--', SETTINGS_NOTE, ''].join(
    '\n',
  );
  const html = htmlPage(
    subject,
    `<h1 style="font-size:20px">${escapeHtml(n.title)}</h1><p>${escapeHtml(n.body)}</p>` +
      `<p><a href="${escapeHtml(url)}" style="color:#0b5cad">Open it in ${PRODUCT}</a></p>`,
  );
  return { subject, text, html };
};

/** The daily digest: every notification of the day in one mail, oldest first, each with its link. */
export const composeDigestMail = (
  notifications: readonly MailableNotification[],
  localDate: string,
  appUrl: string,
): ComposedMail => {
  const count = notifications.length;
  const subject = `${PRODUCT} daily digest, ${localDate}: ${count} notification${count === 1 ? '' : 's'}`;
  const entries = notifications.map((n) => ({ ...n, url: absoluteLink(appUrl, n.link) }));
  const text = [
    subject,
    '',
    ...entries.flatMap((n) => [subjectOf(n), n.body, n.url, '']),
    '--',
    SETTINGS_NOTE,
    '',
  ].join('\n');
  const items = entries
    .map(
      (n) =>
        `<li style="margin-bottom:12px"><a href="${escapeHtml(n.url)}" style="color:#0b5cad">` +
        `${escapeHtml(subjectOf(n))}</a><br>${escapeHtml(n.body)}</li>`,
    )
    .join('');
  const html = htmlPage(subject, `<h1 style="font-size:20px">${escapeHtml(subject)}</h1><ul>${items}</ul>`);
  return { subject: subject.slice(0, DIGEST_SUBJECT_MAX), text, html };
};
