import { useQuery } from '@tanstack/react-query';
import { PlayCircle, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TrainingVideoBody, type TrainingVideo } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ChoiceOptions } from '@/components/ui/choice-options';
import { Field } from '@/components/ui/field';
import { Input, NativeSelect } from '@/components/ui/form-controls';
import { StatusMessage } from '@/components/ui/status-message';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { showNotSaved } from '@/lib/not-saved';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { useContractForm } from '@/lib/use-contract-form';
import { trainingsQueryOptions } from '../api/get-trainings';
import { useAddTrainingVideo, useRemoveTrainingVideo } from '../api/manage-training-videos';
import { trainingVideosQueryOptions } from '../api/training-videos';

type Values = { trainingId: string; title: string; url: string };

const AddVideoForm = () => {
  const { t } = useTranslation('training');
  const courses = useQuery(trainingsQueryOptions());
  const mutation = useAddTrainingVideo();
  const form = useContractForm({
    schema: TrainingVideoBody,
    defaultValues: { trainingId: '', title: '', url: '' },
    toBody: (values: Values) => ({ title: values.title, url: values.url }),
    rules: (values: Values) => (values.trainingId ? {} : { trainingId: t('videos.chooseCourse') }),
  });
  const send = (body: TrainingVideoBody, values: Values) =>
    mutation.mutate(
      { trainingId: values.trainingId, body },
      {
        onSuccess: () => {
          toast({ title: t('videos.added'), description: body.title });
          form.reset({ trainingId: values.trainingId, title: '', url: '' });
        },
        onError: (error) => showNotSaved(form, error),
      },
    );
  return (
    <form
      {...form.formProps(send, { className: 'mt-4 grid gap-3 border-t border-slate-200 pt-4' })}
      aria-label={t('videos.add')}
    >
      <Field id="video-course" label={t('videos.course')} required error={form.error('trainingId')}>
        <NativeSelect {...form.field('video-course', 'trainingId')} aria-required>
          <ChoiceOptions
            empty={t('videos.chooseCourse')}
            items={(courses.data ?? []).map((c) => ({ value: c.id, label: c.title }))}
          />
        </NativeSelect>
      </Field>
      <Field id="video-title" label={t('videos.videoTitle')} required error={form.error('title')}>
        <Input {...form.field('video-title', 'title', { required: true })} />
      </Field>
      <Field id="video-url" label={t('videos.address')} required hint="https://..." error={form.error('url')}>
        <Input
          {...form.field('video-url', 'url', { required: true, hint: true })}
          type="url"
          inputMode="url"
        />
      </Field>
      <Button type="submit" variant="secondary" disabled={mutation.isPending}>
        {mutation.isPending ? t('videos.adding') : t('videos.addButton')}
      </Button>
    </form>
  );
};

const RemoveVideoButton = ({ video }: { video: TrainingVideo }) => {
  const { t } = useTranslation('training');
  const remove = useRemoveTrainingVideo();
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      disabled={remove.isPending}
      aria-label={t('videos.remove', { video: video.title, course: video.trainingTitle })}
      onClick={() =>
        remove.mutate(video.id, {
          onSuccess: () => toast({ title: t('videos.removed'), description: video.title }),
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: t('videos.notRemoved'),
              description: failureText(error, ''),
            }),
        })
      }
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
};

const VideoList = ({ admin }: { admin: boolean }) => {
  const { t } = useTranslation('training');
  const videos = useQuery(trainingVideosQueryOptions());
  if (videos.isPending) return <StatusMessage kind="loading">{t('videos.loading')}</StatusMessage>;
  if (videos.isError) return <StatusMessage kind="error">{t('videos.failed')}</StatusMessage>;
  if (videos.data.videos.length === 0) return <StatusMessage kind="empty">{t('videos.empty')}</StatusMessage>;
  return (
    <ul className="grid gap-3 text-sm">
      {videos.data.videos.map((video) => (
        <li key={video.id} className="flex items-center gap-3">
          <span
            className="grid size-10 shrink-0 place-items-center rounded-lg bg-slate-100 text-slate-700"
            aria-hidden="true"
          >
            <PlayCircle className="size-5" />
          </span>
          <span className="min-w-0 flex-1">
            <a
              href={video.url}
              target="_blank"
              rel="noopener noreferrer"
              className="block rounded-sm font-medium break-words text-brand-800 underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
            >
              <span translate="no">{video.title}</span>
              <span className="sr-only">{t('videos.newTab')}</span>
            </a>
            <span className="text-xs text-slate-600" translate="no">
              {video.trainingTitle}
            </span>
          </span>
          {admin && <RemoveVideoButton video={video} />}
        </li>
      ))}
    </ul>
  );
};

/** The Training Center's videos: every course's links; an administrator adds and removes them here. */
export const TrainingVideosCard = () => {
  const { t } = useTranslation('training');
  const admin = isAdmin(useSignedInUser());
  return (
    <Card aria-labelledby="videos-title">
      <CardHeader>
        <CardTitle id="videos-title" className="flex items-center gap-2 text-base">
          <PlayCircle className="size-5 text-brand-700" aria-hidden="true" />
          {t('videos.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <VideoList admin={admin} />
        {admin && <AddVideoForm />}
      </CardContent>
    </Card>
  );
};
