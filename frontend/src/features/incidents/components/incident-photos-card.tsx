import { useId } from 'react';
import type { AttachmentView } from '@hs/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AttachmentGallery } from '@/features/attachments';

/** The report's photos and files: thumbnails that open a larger view, PDFs in a new tab. */
export const IncidentPhotosCard = ({ attachments }: { attachments: AttachmentView[] }) => {
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <div>
          <CardTitle id={`${id}-title`} className="text-base">
            Photos and files
          </CardTitle>
          <CardDescription>
            {attachments.length === 0
              ? 'No photos or files were added to this report.'
              : `${attachments.length} ${attachments.length === 1 ? 'file' : 'files'}; photos are shown without location or camera details.`}
          </CardDescription>
        </div>
      </CardHeader>
      {attachments.length > 0 && (
        <CardContent>
          <AttachmentGallery attachments={attachments} label="Photos and files of the report" />
        </CardContent>
      )}
    </Card>
  );
};
