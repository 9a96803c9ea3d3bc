import type { IncidentDetail } from '@hs/contracts';
import { toast } from '@/components/ui/toast-store';
import { downloadTextFile } from '@/lib/download';
import { useSiteSettings } from '@/lib/site-settings';
import { useSignedInUser } from '@/lib/session';
import {
  buildIncidentReport,
  incidentReportFileName,
  incidentReportText,
  type ReportVariant,
} from './incident-report-document';
import { printIncidentReport } from './print-incident-report';

/** A privacy case (1904.29(b)(7)) leaves every print and export with "Privacy Case" for the name. */
const withoutPrivateName = (incident: IncidentDetail, privacyCase: boolean): IncidentDetail =>
  privacyCase ? { ...incident, employeeName: 'Privacy Case', employeeId: null } : incident;

/** Print and Export, generated in the name of the signed-in user. */
export const useIncidentReportActions = () => {
  const user = useSignedInUser();
  const settings = useSiteSettings();
  const contacts = {
    safetyHotline: settings?.safetyHotline ?? null,
    safetyEmail: settings?.safetyEmail ?? null,
  };
  const build = (incident: IncidentDetail, variant: ReportVariant, privacyCase: boolean) =>
    buildIncidentReport(withoutPrivateName(incident, privacyCase), {
      variant,
      generatedAt: new Date(),
      generatedBy: user.username,
      contacts,
    });

  return {
    print: (incident: IncidentDetail, privacyCase = false) => {
      if (!printIncidentReport(build(incident, 'print', privacyCase))) {
        toast({
          variant: 'destructive',
          title: 'Print Failed',
          description: 'The print window was blocked. Allow pop-ups for this site and try again.',
        });
      }
    },
    exportText: (incident: IncidentDetail, privacyCase = false) => {
      downloadTextFile(
        incidentReportFileName(incident.reportNumber),
        incidentReportText(build(incident, 'export', privacyCase)),
      );
      toast({
        title: 'Report Downloaded',
        description: `Incident report ${incident.reportNumber} has been downloaded.`,
      });
    },
  };
};
