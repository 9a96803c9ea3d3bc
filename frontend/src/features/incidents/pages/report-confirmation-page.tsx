import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Link, useParams } from 'react-router';
import { CircleCheck, FileText, ListChecks, Plus } from 'lucide-react';
import { IncidentIdParams, type IncidentDetail } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { isNotFound } from '@/lib/http';
import { incidentQueryOptions } from '../api/get-incident';
import { incidentTypeLabel } from '../incident-labels';
import { incidentDateText } from '../incident-date';

/** Names and places as entered: marked so a translator (or the no-English check) leaves them alone. */
const asEntered = { data: <span translate="no" /> };

/** Who reviews it, in a sentence: the supervisors by name, then the safety team. */
const ReviewersSentence = ({ incident, t }: { incident: IncidentDetail; t: TFunction<'incidents'> }) => {
  const names = incident.supervisors.map((s) => s.name);
  if (names.length === 0) return t('confirmation.safetyTeamReviews');
  const who =
    names.length === 1
      ? names[0]
      : `${names.slice(0, -1).join(', ')} ${t('confirmation.and')} ${names.at(-1)}`;
  return (
    <Trans
      t={t}
      i18nKey={names.length === 1 ? 'confirmation.oneSupervisorReviews' : 'confirmation.supervisorsReview'}
      values={{ names: who }}
      components={asEntered}
    />
  );
};

const Confirmation = ({ incident }: { incident: IncidentDetail }) => {
  const { t } = useTranslation('incidents');
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2" aria-labelledby="confirmation-number">
        <CardContent className="grid gap-4 pt-6">
          <p className="flex items-start gap-3 text-slate-900">
            <CircleCheck className="mt-0.5 size-6 shrink-0 text-green-700" aria-hidden="true" />
            <span>
              <span className="block text-sm text-slate-700">{t('confirmation.number')}</span>
              <span id="confirmation-number" className="block text-2xl font-bold tracking-tight break-all">
                {incident.reportNumber}
              </span>
            </span>
          </p>
          <p className="text-sm font-medium text-slate-900">
            {t('confirmation.submitted', { number: incident.reportNumber })}
          </p>
          <p className="text-sm text-slate-800">
            <Trans
              t={t}
              i18nKey="confirmation.summary"
              values={{
                type: incidentTypeLabel(incident.type),
                location: incident.location,
                date: incidentDateText(incident),
                person: incident.employeeOrganisation
                  ? `${incident.employeeName} (${incident.employeeOrganisation})`
                  : incident.employeeName,
              }}
              components={asEntered}
            />
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild>
              <Link to={`/incidents/${incident.id}`}>
                <FileText aria-hidden="true" />
                {t('confirmation.view', { number: incident.reportNumber })}
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/incidents?tab=mine">
                <ListChecks aria-hidden="true" />
                {t('confirmation.myReports')}
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/incidents/new">
                <Plus aria-hidden="true" />
                {t('confirmation.another')}
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
      <div className="grid content-start gap-6">
        <Card aria-labelledby="next-steps-title">
          <CardHeader>
            <CardTitle id="next-steps-title" className="text-base">
              {t('confirmation.nextTitle')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid list-disc gap-2 pl-5 text-sm text-slate-800">
              <li>
                <ReviewersSentence incident={incident} t={t} />
              </li>
              <li>{t('confirmation.statusNote')}</li>
              <li>{t('confirmation.dueNote')}</li>
            </ul>
          </CardContent>
        </Card>
        <Card aria-labelledby="told-title">
          <CardHeader>
            <CardTitle id="told-title" className="text-base">
              {t('confirmation.toldTitle')}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2 text-sm text-slate-800">
              {incident.supervisors.map((s) => (
                <li key={s.id}>
                  <strong className="font-semibold text-slate-900" translate="no">
                    {s.name}
                  </strong>
                  {t('confirmation.supervisorRole')}
                </li>
              ))}
              <li>
                <strong className="font-semibold text-slate-900">{t('confirmation.safetyTeam')}</strong>
                {t('confirmation.safetyTeamWho')}
              </li>
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
};

/** `/incidents/:id/confirmation`: a page that lasts after submitting, unlike a toast; a reload keeps it. */
export const ReportConfirmationPage = () => {
  const { id = '' } = useParams();
  const validId = IncidentIdParams.safeParse({ id }).success;
  const query = useQuery({ ...incidentQueryOptions(id), enabled: validId });
  const incident = query.data;
  const { t } = useTranslation('incidents');
  return (
    <>
      <PageHeader title={t('confirmation.title')} description={t('confirmation.description')} />
      {incident && !incident.summaryOnly ? (
        <Confirmation incident={incident} />
      ) : (
        <Card>
          {!validId || incident?.summaryOnly || (query.isError && isNotFound(query.error)) ? (
            <StatusMessage kind="empty">{t('confirmation.missing')}</StatusMessage>
          ) : query.isError ? (
            <StatusMessage kind="error">{t('confirmation.failed')}</StatusMessage>
          ) : (
            <StatusMessage kind="loading">{t('confirmation.loading')}</StatusMessage>
          )}
        </Card>
      )}
    </>
  );
};
