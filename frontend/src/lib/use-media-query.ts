import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now; the component renders again when that changes. */
export const useMediaQuery = (query: string): boolean =>
  useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );

/** Tailwind's `md` breakpoint: from here up a table fits; below it lists become cards. */
export const useWideScreen = () => useMediaQuery('(min-width: 48rem)');
