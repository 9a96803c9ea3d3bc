import { useState } from 'react';
import { ChangeInvestigationTeamBody, investigationRoutes, type InvestigationDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { CommandForm, useCommandForm } from './command-form';
import { SectionCard } from './section-card';
import { TeamFields, teamBody, type TeamValues } from './team-fields';

const TeamForm = ({
  investigation,
  onClose,
}: {
  investigation: InvestigationDetail;
  onClose: () => void;
}) => {
  const form = useCommandForm({
    schema: ChangeInvestigationTeamBody,
    defaultValues: { leadId: investigation.lead.id, memberIds: investigation.members.map((m) => m.id) },
    toBody: (values: TeamValues): ChangeInvestigationTeamBody => teamBody(values),
    command: (body) => ({ method: 'PUT', path: investigationRoutes.team(investigation.incidentId), body }),
    done: 'Team saved',
    fallback: 'The team could not be changed.',
    onDone: onClose,
  });
  return (
    <CommandForm
      form={form}
      label="Change the team"
      submit="Save the team"
      extra={
        <Button type="button" variant="secondary" className="h-11" onClick={onClose}>
          Cancel
        </Button>
      }
    >
      <TeamFields form={form} idPrefix="team" />
    </CommandForm>
  );
};

/** Who investigates; the safety team and the incident's supervisors change the lead and members. */
export const TeamSection = ({ investigation }: { investigation: InvestigationDetail }) => {
  const [editing, setEditing] = useState(false);
  if (!investigation.allowed.changeTeam) return null;
  return (
    <SectionCard
      id="inv-team"
      title="Team"
      description="The lead submits the investigation; the lead and members gather evidence and causes. Whoever joins is told."
    >
      {editing ? (
        <TeamForm investigation={investigation} onClose={() => setEditing(false)} />
      ) : (
        <div>
          <Button variant="secondary" className="h-11" onClick={() => setEditing(true)}>
            Change the team
          </Button>
        </div>
      )}
    </SectionCard>
  );
};
