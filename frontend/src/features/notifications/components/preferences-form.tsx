import {
  NotificationPreferencesBody,
  type NotificationPreferences,
  type NotificationPreferencesBody as Body,
} from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/form-controls';
import { LeaveGuard } from '@/components/ui/leave-guard';
import { toast } from '@/components/ui/toast-store';
import { formatClockTime } from '@/lib/dates';
import { failureText, fieldErrors } from '@/lib/http';
import { runMutation } from '@/lib/run-mutation';
import { useContractForm } from '@/lib/use-contract-form';
import { useSaveNotificationPreferences } from '../api/save-notification-preferences';
import { ChannelChoice } from './channel-choice';

type Values = Omit<Body, 'digestHour'> & { digestHour: string };

const hourWords = (hour: number) => formatClockTime(`${String(hour).padStart(2, '0')}:00`);
const hours = Array.from({ length: 24 }, (_, hour) => hour);

/** The zones the browser knows, with the saved one even when it does not (an older browser). */
const zonesWith = (saved: string): string[] => {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(saved) ? known : [saved, ...known];
};

const valuesOf = (preferences: NotificationPreferences): Values => ({
  kinds: preferences.kinds.map(({ kind, channel }) => ({ kind, channel })),
  digestHour: String(preferences.digestHour),
  timeZone: preferences.timeZone,
});

/** Per kind a channel, and the digest's hour and zone; nothing is lost by leaving unsaved. */
export const PreferencesForm = ({ preferences }: { preferences: NotificationPreferences }) => {
  const save = useSaveNotificationPreferences();
  // A locked kind is sent as e-mail whatever its (disabled) radios hold.
  const toBody = (values: Values): Body => ({
    kinds: values.kinds.map(({ kind, channel }, i) => ({
      kind,
      channel: preferences.kinds[i]?.locked ? 'email' : channel,
    })),
    digestHour: Number(values.digestHour),
    timeZone: values.timeZone,
  });
  const form = useContractForm({
    schema: NotificationPreferencesBody,
    defaultValues: valuesOf(preferences),
    toBody,
  });
  const zones = zonesWith(preferences.timeZone);

  const send = (body: Body, values: Values) =>
    runMutation(save, body, {
      onSuccess: () => {
        form.reset(values);
        toast({ title: 'Settings saved', description: 'Your notification settings are saved.' });
      },
      onError: (error) => {
        if (!form.fromServer(error))
          toast({ variant: 'destructive', title: 'Not saved', description: failureText(error, 'Not saved') });
      },
    });

  return (
    <form {...form.formProps(send, { className: 'grid gap-6' })} aria-label="Notification settings">
      <LeaveGuard when={form.formState.isDirty && !save.isPending} />
      <fieldset disabled={save.isPending} className="grid min-w-0 gap-6">
        <Card>
          <CardHeader>
            <div>
              <CardTitle>How you hear of each kind</CardTitle>
              <CardDescription>
                Every notification is in the app. Urgent ones (a death, an in-patient hospitalization, an
                amputation or the loss of an eye) are always e-mailed at once as well.
              </CardDescription>
            </div>
          </CardHeader>
          <div className="divide-y divide-slate-200">
            {preferences.kinds.map(({ kind, locked }, i) => (
              <ChannelChoice
                key={kind}
                kind={kind}
                locked={locked}
                field={form.register(`kinds.${i}.channel`)}
                error={form.error(`kinds.${i}.channel`)}
              />
            ))}
          </div>
        </Card>
        <Card>
          <CardHeader>
            <div>
              <CardTitle>Daily digest</CardTitle>
              <CardDescription>
                One e-mail a day with the notifications of the kinds set to Daily digest.
              </CardDescription>
            </div>
          </CardHeader>
          <CardContent className="grid gap-4 sm:grid-cols-2">
            <Field id="digest-hour" label="Sent at" error={form.error('digestHour')}>
              <NativeSelect {...form.field('digest-hour', 'digestHour')}>
                {hours.map((hour) => (
                  <option key={hour} value={String(hour)}>
                    {hourWords(hour)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="digest-time-zone" label="Time zone" error={form.error('timeZone')}>
              <NativeSelect {...form.field('digest-time-zone', 'timeZone')}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll('_', ' ')}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </CardContent>
        </Card>
      </fieldset>
      {save.isError && Object.keys(fieldErrors(save.error)).length > 0 && (
        <p role="alert" className="text-sm text-red-800">
          Some settings were refused: see the reasons next to them.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save settings'}
        </Button>
        {form.formState.isDirty && <p className="text-sm text-slate-700">You have unsaved changes.</p>}
      </div>
    </form>
  );
};
