import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FileJson, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { downloadTextFile } from '@/lib/download';
import { errorMessage } from '@/lib/http';
import { incidentAuditQueryOptions } from '../api/get-incident-audit';

/**
 * Saves the incident's events exactly as stored, with their hashes and the hashing rule, as JSON:
 * an auditor can recompute the chain offline without trusting this screen.
 */
export const DownloadAuditButton = ({ id, reportNumber }: { id: string; reportNumber: string }) => {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const download = async () => {
    setPending(true);
    try {
      const audit = await queryClient.fetchQuery(incidentAuditQueryOptions(id));
      downloadTextFile(
        `Incident_Audit_${reportNumber}.json`,
        `${JSON.stringify(audit, null, 2)}\n`,
        'application/json',
      );
      toast({
        title: 'Audit Record Downloaded',
        description: audit.chainValid
          ? `The audit record of ${reportNumber} (${audit.events.length} events) has been downloaded. Its hash chain is intact.`
          : `The audit record of ${reportNumber} has been downloaded. Warning: its hash chain does not verify.`,
      });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Download Failed', description: errorMessage(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant="secondary" onClick={() => void download()} disabled={pending}>
      {pending ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <FileJson aria-hidden="true" />
      )}
      {pending ? 'Preparing...' : 'Download audit record'}
    </Button>
  );
};
