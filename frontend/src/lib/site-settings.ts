import { queryOptions, useQuery } from '@tanstack/react-query';
import { SiteSettings, settingsRoutes } from '@hs/contracts';
import { setSiteTimeZone } from './dates';
import { getJson } from './http';

/** GET /api/settings; the site's zone applies to every date shown from the moment it arrives. */
export const siteSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['site-settings'],
    queryFn: async ({ signal }) => {
      const settings = await getJson(settingsRoutes.settings, SiteSettings, signal);
      setSiteTimeZone(settings.timeZone);
      return settings;
    },
    staleTime: Infinity,
    // Offline the session gate lets pages open without settings; a page asking for them again on
    // mount would put the gate back to loading, unmount the page, and so on in a loop.
    retryOnMount: false,
  });

/** The site's safety contacts and calendar; undefined until GET /api/settings has answered. */
export const useSiteSettings = (): SiteSettings | undefined => useQuery(siteSettingsQueryOptions()).data;

/** A tel: link target from a number as written ("1-800-555-0147" -> "tel:18005550147"). */
export const telHref = (display: string): string => `tel:${display.replace(/[^\d+]/g, '')}`;
