import { useEffect, useState } from 'react';

/**
 * The server's now, ticking: deadlines are measured against the server's clock (which tests set),
 * so the browser's own clock only adds the time elapsed since the answer arrived.
 */
export const useServerNow = (serverNow: string | undefined, tickMs = 1000): number => {
  const [skew, setSkew] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (serverNow) setSkew(Date.parse(serverNow) - Date.now());
  }, [serverNow]);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now + skew;
};
