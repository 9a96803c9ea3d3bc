import type { ReactNode, RefObject } from 'react';
import { ExternalLink } from 'lucide-react';
import { sectionUrl } from './recording-rule-words';

/** A step's heading, the rule's words and a link to the section on osha.gov. */
export const StepFrame = ({
  headingRef,
  title,
  section,
  rule,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>;
  title: string;
  /** The section of 29 CFR 1904 ("5" for 1904.5); none for the steps after the rule. */
  section?: string;
  rule?: string;
  children: ReactNode;
}) => (
  <section aria-labelledby="recording-step-title" className="grid gap-4">
    <h3
      id="recording-step-title"
      ref={headingRef}
      tabIndex={-1}
      className="text-base font-semibold text-slate-900 focus:outline-none"
    >
      {title}
    </h3>
    {rule && (
      <blockquote className="rounded-md border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800">
        {rule}
      </blockquote>
    )}
    {section && (
      <a
        href={sectionUrl(section)}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-11 items-center gap-1 justify-self-start text-sm font-medium text-blue-800 underline underline-offset-2"
      >
        Read 29 CFR 1904.{section} on osha.gov
        <ExternalLink className="size-4" aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    )}
    {children}
  </section>
);

/** Where the officer is: "Step 2 of 6", and every step to go back or on to. */
export const StepProgress = ({
  steps,
  current,
  titles,
  onGo,
}: {
  steps: readonly string[];
  current: string;
  titles: Record<string, string>;
  onGo: (step: string) => void;
}) => {
  const index = steps.indexOf(current);
  return (
    <nav aria-label="Recording decision steps" className="grid gap-2">
      <p className="text-sm font-medium text-slate-800">
        Step {index + 1} of {steps.length}: {titles[current]}
      </p>
      <div className="h-1.5 rounded-full bg-slate-200" aria-hidden="true">
        <div
          className="h-1.5 rounded-full bg-brand-700"
          style={{ width: `${((index + 1) / steps.length) * 100}%` }}
        />
      </div>
      <ol className="flex flex-wrap gap-2">
        {steps.map((step, i) => (
          <li key={step}>
            <button
              type="button"
              onClick={() => onGo(step)}
              aria-current={step === current ? 'step' : undefined}
              className="min-h-11 rounded-md border border-slate-300 px-3 text-sm text-slate-800 aria-[current=step]:border-brand-700 aria-[current=step]:bg-brand-50 aria-[current=step]:font-semibold"
            >
              {i + 1}. {titles[step]}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
};
