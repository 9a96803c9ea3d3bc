import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttachmentView } from '@hs/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AttachmentGallery } from '@/features/attachments';

/** The report's photos and files: thumbnails that open a larger view, PDFs in a new tab. */
export const IncidentPhotosCard = ({ attachments }: { attachments: AttachmentView[] }) => {
  const { t } = useTranslation('incidents');
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <div>
          <CardTitle id={`${id}-title`} className="text-base">
            {t('detail.photosTitle')}
          </CardTitle>
          <CardDescription>
            {attachments.length === 0
              ? t('detail.noPhotos')
              : attachments.length === 1
                ? t('detail.oneFile')
                : t('detail.files', { n: attachments.length })}
          </CardDescription>
        </div>
      </CardHeader>
      {attachments.length > 0 && (
        <CardContent>
          <AttachmentGallery attachments={attachments} label={t('detail.photosOfReport')} />
        </CardContent>
      )}
    </Card>
  );
};
