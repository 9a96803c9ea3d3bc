import {
  LINK_URL_MAX,
  NOTICE_LINK_TEXT_MAX,
  NoticeBody,
  type Company,
  type Notice,
  type NoticeInput,
  type NoticeType,
} from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect, Textarea } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { instantOfSiteDateTime, siteDateTimeValue } from '@/lib/dates';
import { showNotSaved } from '@/lib/not-saved';
import { useSignedInUser } from '@/lib/session';
import { useContractForm } from '@/lib/use-contract-form';
import { useSaveNotice } from '../api/save-notice';

type Audience = 'both' | Company;
type Values = {
  type: NoticeType;
  title: string;
  message: string;
  link: { url: string; text: string };
  shownFrom: string;
  shownUntil: string;
  audience: Audience;
};

export const noticeTypeLabels: Record<NoticeType, string> = {
  info: 'Information',
  warning: 'Warning',
  critical: 'Critical',
};

const toBody = (values: Values): NoticeInput => {
  const url = values.link.url.trim();
  const text = values.link.text.trim();
  return {
    type: values.type,
    title: values.title,
    message: values.message,
    link: url === '' && text === '' ? null : { url, text: text || 'More information' },
    shownFrom: instantOfSiteDateTime(values.shownFrom) ?? '',
    shownUntil: instantOfSiteDateTime(values.shownUntil) ?? '',
    audience: values.audience === 'both' ? ['IPSI', 'TODCO'] : [values.audience],
  };
};

/** The pickers show the site's wall clock; an empty or broken one reads as missing. */
const timeRules = (values: Values) => ({
  ...(instantOfSiteDateTime(values.shownFrom) ? {} : { shownFrom: 'Enter the date and time it starts' }),
  ...(instantOfSiteDateTime(values.shownUntil) ? {} : { shownUntil: 'Enter the date and time it ends' }),
});

const pickerValue = (iso: string) => siteDateTimeValue(iso).slice(0, 16);

const valuesOf = (notice: Notice | null, company: Company): Values => {
  const now = Date.now();
  return {
    type: notice?.type ?? 'info',
    title: notice?.title ?? '',
    message: notice?.message ?? '',
    link: notice?.link ?? { url: '', text: '' },
    shownFrom: pickerValue(notice?.shownFrom ?? new Date(now).toISOString()),
    shownUntil: pickerValue(notice?.shownUntil ?? new Date(now + 7 * 86_400_000).toISOString()),
    audience: !notice || notice.audience.length > 1 ? (notice ? 'both' : company) : notice.audience[0]!,
  };
};

/** Post a notice, or edit `notice`: what it says, its link, when it shows and to which company. */
export const NoticeForm = ({ notice, onDone }: { notice: Notice | null; onDone?: () => void }) => {
  const user = useSignedInUser();
  const mutation = useSaveNotice();
  const form = useContractForm({
    schema: NoticeBody,
    defaultValues: valuesOf(notice, user.company),
    toBody,
    rules: timeRules,
  });
  const prefix = notice ? `notice-${notice.id}` : 'new-notice';
  const send = (body: NoticeInput) =>
    mutation.mutate(
      { id: notice?.id ?? null, body },
      {
        onSuccess: () => {
          toast({ title: notice ? 'Notice saved' : 'Notice posted', description: body.title });
          if (!notice) form.reset(valuesOf(null, user.company));
          onDone?.();
        },
        onError: (error) => showNotSaved(form, error),
      },
    );
  const id = (name: string) => `${prefix}-${name}`;

  return (
    <form
      {...form.formProps(send, { className: 'grid gap-4 sm:grid-cols-2' })}
      aria-label={notice ? `Edit notice ${notice.title}` : 'Post a notice'}
    >
      <Field id={id('type')} label="Type" required error={form.error('type')}>
        <NativeSelect {...form.field(id('type'), 'type')}>
          {Object.entries(noticeTypeLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={id('audience')} label="Shown to" required error={form.error('audience')}>
        <NativeSelect {...form.field(id('audience'), 'audience')}>
          <option value="both">Both companies (IPSI and TODCO)</option>
          <option value="IPSI">IPSI only</option>
          <option value="TODCO">TODCO only</option>
        </NativeSelect>
      </Field>
      <Field id={id('title')} label="Title" required error={form.error('title')} className="sm:col-span-2">
        <Input {...form.field(id('title'), 'title', { required: true })} />
      </Field>
      <Field
        id={id('message')}
        label="Message"
        required
        error={form.error('message')}
        className="sm:col-span-2"
      >
        <Textarea {...form.field(id('message'), 'message', { required: true })} rows={3} />
      </Field>
      <Field
        id={id('link-url')}
        label="Link (optional)"
        hint="https://... or a page of the app such as /training"
        error={form.error('link.url')}
      >
        <Input {...form.field(id('link-url'), 'link.url', { hint: true })} maxLength={LINK_URL_MAX} />
      </Field>
      <Field id={id('link-text')} label="Link text" error={form.error('link.text')}>
        <Input
          {...form.field(id('link-text'), 'link.text')}
          maxLength={NOTICE_LINK_TEXT_MAX}
          placeholder="More information"
        />
      </Field>
      <Field id={id('from')} label="Shown from (site time)" required error={form.error('shownFrom')}>
        <Input {...form.field(id('from'), 'shownFrom', { required: true })} type="datetime-local" />
      </Field>
      <Field id={id('until')} label="Shown until (site time)" required error={form.error('shownUntil')}>
        <Input {...form.field(id('until'), 'shownUntil', { required: true })} type="datetime-local" />
      </Field>
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Saving...' : notice ? 'Save notice' : 'Post notice'}
        </Button>
        {onDone && (
          <Button type="button" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
};
