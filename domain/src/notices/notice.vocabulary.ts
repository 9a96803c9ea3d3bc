/** How loud a notice is: the banner's tones (critical looks like an error). */
export const noticeTypes = ['info', 'warning', 'critical'] as const;
export type NoticeType = (typeof noticeTypes)[number];

export const NOTICE_TITLE_MAX = 120;
export const NOTICE_MESSAGE_MAX = 1000;
export const NOTICE_LINK_TEXT_MAX = 80;
export const LINK_URL_MAX = 2000;

/** An absolute http(s) address with a host: what a video or outside link may be. */
export const isWebAddress = (value: string): boolean => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/**
 * A notice's link: an http(s) address or a path inside the app. "//host" and "/\host" leave the app
 * in a browser, so a path must start with one slash followed by something else.
 */
export const isNoticeLink = (value: string): boolean =>
  isWebAddress(value) || /^\/(?![/\\])[^\s\\]*$/.test(value);
