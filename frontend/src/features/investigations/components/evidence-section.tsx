import { useState } from 'react';
import { investigationRoutes, type InvestigationDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/toast-store';
import { failureText } from '@/lib/http';
import { AttachmentGallery, AttachmentPicker, useAttachmentPicker } from '@/features/attachments';
import { useInvestigationCommand } from '../api/investigation-command';
import { SectionCard } from './section-card';

/** Photos and files: uploaded as they are chosen, attached to the investigation with one caption. */
const AddEvidence = ({ incidentId }: { incidentId: string }) => {
  const picker = useAttachmentPicker();
  const [caption, setCaption] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const attach = useInvestigationCommand();
  const ready = picker.attachmentIds.length > 0 && !picker.isUploading;
  const send = () =>
    attach.mutate(
      {
        method: 'POST',
        path: investigationRoutes.evidence(incidentId),
        body: { attachmentIds: picker.attachmentIds, caption },
      },
      {
        onSuccess: () => {
          toast({ title: 'Evidence attached' });
          picker.clear();
          setCaption('');
          setFailed(null);
        },
        onError: (error) => setFailed(failureText(error, 'The files could not be attached.')),
      },
    );
  return (
    <div className="grid gap-3">
      <AttachmentPicker picker={picker} idPrefix="evidence" />
      <Field id="evidence-caption" label="Caption">
        <Input
          id="evidence-caption"
          value={caption}
          onChange={(e) => setCaption(e.target.value)}
          maxLength={500}
        />
      </Field>
      {failed && (
        <p role="alert" className="text-sm text-red-800">
          {failed}
        </p>
      )}
      <div>
        <Button onClick={send} disabled={!ready || attach.isPending}>
          Attach evidence
        </Button>
      </div>
    </div>
  );
};

export const EvidenceSection = ({ investigation }: { investigation: InvestigationDetail }) => (
  <SectionCard id="inv-evidence" title="Evidence">
    {investigation.evidence.length === 0 ? (
      <p className="text-sm text-slate-700">No photo or file attached yet.</p>
    ) : (
      <>
        <AttachmentGallery
          attachments={investigation.evidence.map((e) => e.attachment)}
          label="Evidence photos and files"
        />
        <ul className="grid gap-1 text-sm text-slate-800">
          {investigation.evidence
            .filter((e) => e.caption)
            .map((e) => (
              <li key={e.attachment.id}>
                {e.attachment.name}: {e.caption}
              </li>
            ))}
        </ul>
      </>
    )}
    {investigation.allowed.edit && <AddEvidence incidentId={investigation.incidentId} />}
  </SectionCard>
);
