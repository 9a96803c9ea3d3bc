import type { ReactNode } from 'react';
import type { Form301 } from '@hs/contracts';
import { formatDate } from '@/lib/dates';

const Item = ({ n, label, children }: { n: number; label: string; children: ReactNode }) => (
  <div className="grid grid-cols-[2rem_1fr] gap-x-2 border-b border-slate-200 py-1.5 last:border-b-0 print:py-1">
    <span className="text-sm font-semibold text-slate-700">{n})</span>
    <div>
      <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{label}</p>
      <div className="text-sm text-slate-900">{children}</div>
    </div>
  </div>
);

const Empty = () => <span className="text-slate-600">Not recorded</span>;
const text = (value: string | null) => (value ? value : <Empty />);
const date = (value: string | null) => (value ? formatDate(value) : <Empty />);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
const address = (a: Form301['employee']['address']) => {
  const line = [a.street, a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return line || <Empty />;
};

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section
    aria-label={title}
    className="rounded-md border border-slate-300 p-3 print:break-inside-avoid print:p-2"
  >
    <h2 className="mb-1 text-sm font-bold text-slate-900">{title}</h2>
    {children}
  </section>
);

/** OSHA's Form 301 in its own order: the employee and the care on the left, the case on the right. */
export const Form301View = ({ form }: { form: Form301 }) => (
  <article aria-label="Form 301" className="grid gap-4 text-slate-900 print:gap-2 print:text-[11px]">
    <header className="flex flex-wrap items-end justify-between gap-2 border-b-2 border-slate-900 pb-2">
      <div>
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">OSHA’s Form 301</p>
        <p className="text-lg font-bold">Injury and Illness Incident Report</p>
      </div>
      <p className="max-w-md text-xs text-slate-700">
        {form.establishment ? `Establishment: ${form.establishment.name}. ` : ''}
        Contains information relating to employee health; it must be used in a manner that protects the
        confidentiality of employees to the extent possible.
        {form.privacyCase
          ? ' Privacy case: no part of the name is on this form, the 300 log or the files sent to OSHA; the name is on the confidential list of privacy cases under OSHA logs.'
          : ''}
      </p>
    </header>
    <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2 print:gap-2">
      <div className="grid content-start gap-4 print:gap-2">
        <Section title="Information about the employee">
          <Item n={1} label="Full name">
            {form.employee.fullName}
          </Item>
          <Item n={2} label="Street, city, state, ZIP">
            {address(form.employee.address)}
          </Item>
          <Item n={3} label="Date of birth">
            {date(form.employee.dateOfBirth)}
          </Item>
          <Item n={4} label="Date hired">
            {date(form.employee.dateHired)}
          </Item>
          <Item n={5} label="Sex">
            {form.employee.sex === 'male' ? 'Male' : form.employee.sex === 'female' ? 'Female' : <Empty />}
          </Item>
        </Section>
        <Section title="Information about the physician or other health care professional">
          <Item n={6} label="Name of physician or other health care professional">
            {text(form.healthCare.physicianName)}
          </Item>
          <Item n={7} label="Facility where treatment was given away from the worksite">
            {form.healthCare.facility ?? <Empty />}
            {form.healthCare.facility && <div>{address(form.healthCare.facilityAddress)}</div>}
          </Item>
          <Item n={8} label="Treated in an emergency room">
            {yesNo(form.healthCare.emergencyRoom)}
          </Item>
          <Item n={9} label="Hospitalized overnight as an in-patient">
            {yesNo(form.healthCare.hospitalizedOvernight)}
          </Item>
        </Section>
      </div>
      <Section title="Information about the case">
        <Item n={10} label="Case number from the Log">
          {form.case.caseNumber}
        </Item>
        <Item n={11} label="Date of injury or illness">
          {date(form.case.dateOfInjury)}
        </Item>
        <Item n={12} label="Time employee began work">
          {text(form.case.timeBeganWork)}
        </Item>
        <Item n={13} label="Time of event">
          {form.case.timeOfEvent ?? 'Time cannot be determined'}
        </Item>
        <Item n={14} label="What was the employee doing just before the incident occurred?">
          {text(form.case.activityBefore)}
        </Item>
        <Item n={15} label="What happened?">
          {text(form.case.whatHappened)}
        </Item>
        <Item n={16} label="What was the injury or illness?">
          {text(form.case.injuryOrIllness)}
        </Item>
        <Item n={17} label="What object or substance directly harmed the employee?">
          {text(form.case.objectOrSubstance)}
        </Item>
        <Item n={18} label="If the employee died, when did death occur?">
          {form.case.dateOfDeath ? formatDate(form.case.dateOfDeath) : 'Did not die'}
        </Item>
      </Section>
    </div>
    <footer className="flex flex-wrap gap-x-8 gap-y-1 border-t border-slate-300 pt-2 text-sm">
      <p>
        <span className="font-medium">Completed by:</span> {form.completedBy.name ?? 'Unknown'}
      </p>
      <p>
        <span className="font-medium">Date:</span> {formatDate(form.completedBy.date)}
      </p>
    </footer>
  </article>
);
