import { StartInvestigationBody, investigationRoutes } from '@hs/contracts';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CommandForm, useCommandForm } from './command-form';
import { TeamFields, teamBody, type TeamValues } from './team-fields';

/** "Start investigation": a lead and a team picked from the people the caller may assign work to. */
export const StartInvestigationForm = ({ incidentId }: { incidentId: string }) => {
  const form = useCommandForm({
    schema: StartInvestigationBody,
    defaultValues: { leadId: '', memberIds: [] },
    toBody: (values: TeamValues): StartInvestigationBody => teamBody(values),
    command: (body) => ({ method: 'POST', path: investigationRoutes.investigation(incidentId), body }),
    done: 'Investigation started',
    fallback: 'The investigation could not be started.',
  });
  return (
    <Card aria-labelledby="start-investigation">
      <CardHeader>
        <CardTitle id="start-investigation" className="text-base">
          Start investigation
        </CardTitle>
      </CardHeader>
      <CardContent>
        <CommandForm form={form} label="Start investigation" submit="Start investigation">
          <TeamFields form={form} idPrefix="start" />
        </CommandForm>
      </CardContent>
    </Card>
  );
};
