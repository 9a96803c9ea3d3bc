import type { IncidentDetail } from '@hs/contracts';
import { toast } from '../../../components/ui/toast-store';
import { downloadTextFile } from '../../../lib/download';
import { useSiteSettings } from '../../../lib/site-settings';
import { useSignedInUser } from '../../auth/session';
import {
  buildIncidentReport,
  incidentReportFileName,
  incidentReportText,
  type ReportVariant,
} from './incident-report-document';
import { printIncidentReport } from './print-incident-report';

/** Print and Export, generated in the name of the signed-in user. */
export const useIncidentReportActions = () => {
  const user = useSignedInUser();
  const settings = useSiteSettings();
  const contacts = {
    safetyHotline: settings?.safetyHotline ?? null,
    safetyEmail: settings?.safetyEmail ?? null,
  };
  const build = (incident: IncidentDetail, variant: ReportVariant) =>
    buildIncidentReport(incident, { variant, generatedAt: new Date(), generatedBy: user.username, contacts });

  return {
    print: (incident: IncidentDetail) => {
      if (!printIncidentReport(build(incident, 'print'))) {
        toast({
          variant: 'destructive',
          title: 'Print Failed',
          description: 'The print window was blocked. Allow pop-ups for this site and try again.',
        });
      }
    },
    exportText: (incident: IncidentDetail) => {
      downloadTextFile(
        incidentReportFileName(incident.reportNumber),
        incidentReportText(build(incident, 'export')),
      );
      toast({
        title: 'Report Downloaded',
        description: `Incident report ${incident.reportNumber} has been downloaded.`,
      });
    },
  };
};
