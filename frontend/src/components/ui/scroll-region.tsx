import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface ScrollRegionProps {
  /** Names the region for screen readers, once it scrolls. */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * A box that scrolls sideways when its content is wider than it, so the page itself never does.
 * While it scrolls it is a labelled region in the tab order, so a keyboard can scroll it too
 * (WCAG 2.1.1); while everything fits it is a plain box and no extra tab stop.
 */
export const ScrollRegion = ({ label, className, children }: ScrollRegionProps) => {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      {...(scrolls ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
      className={cn(
        'relative overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {children}
    </div>
  );
};
