import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { IncidentIdParams, type IncidentDetail, type IncidentSummaryView } from '@hs/contracts';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { BackToIncidents } from '../components/back-to-incidents';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { isNotFound } from '@/lib/http';
import { i18n } from '@/lib/i18n';
import { isAdmin, useSignedInUser } from '@/lib/session';
import { isSafetyTeam } from '@/lib/roles';
import { IncidentActionsCard } from '@/features/actions';
import { InvestigationCard } from '@/features/investigations';
import { RecordkeepingPanel } from '../components/recordkeeping/recordkeeping-panel';
import { CommentsCard } from '../components/comments-card';
import { IncidentPhotosCard } from '../components/incident-photos-card';
import { IncidentSummaryOnly } from '../components/incident-summary-only';
import { incidentQueryOptions } from '../api/get-incident';
import { incidentHistoryQueryOptions } from '../api/get-incident-history';
import { DownloadAuditButton } from '../components/download-audit-button';
import { IncidentDetailView } from '../components/incident-detail-view';
import { AsOfBanner } from '../components/history/as-of-banner';
import { IncidentSidebar } from '../components/history/incident-sidebar';
import { HistoryCard } from '../components/history/history-card';
import { AuditRecordCard } from '../components/history/audit-record-card';
import { DispositionBanner, DispositionNotice } from '../components/disposition/disposition-banner';
import { DispositionCard } from '../components/disposition/disposition-card';
import { incidentTypeLabel } from '../incident-labels';
import { useTimeTravel } from '../use-time-travel';
import { actorName } from '../history-format';
import { incidentDateText } from '../incident-date';

const SummaryOnlyPage = ({ incident }: { incident: IncidentSummaryView }) => {
  const { t } = useTranslation('incidents');
  return (
    <>
      <PageHeader
        eyebrow={<BackToIncidents />}
        title={t('detail.numbered', { number: incident.reportNumber })}
        description={t('detail.summaryHeadline', {
          type: incidentTypeLabel(incident.type),
          location: incident.location,
          date: incidentDateText(incident),
        })}
      />
      {incident.disposition && <DispositionNotice disposition={incident.disposition} />}
      <IncidentSummaryOnly incident={incident} />
    </>
  );
};

const headline = (incident: IncidentDetail): string =>
  i18n.t('incidents:detail.headline', {
    type: incidentTypeLabel(incident.type),
    location: incident.location,
    date: incidentDateText(incident),
    person: incident.employeeName,
  });

export const IncidentDetailPage = () => {
  const { t } = useTranslation('incidents');
  const { id = '' } = useParams();
  // A malformed id cannot name a report; say so instead of asking the server.
  const validId = IncidentIdParams.safeParse({ id }).success;
  const user = useSignedInUser();
  const admin = isAdmin(user);
  // Medical details: the server refuses them to anyone else as well.
  const safetyTeam = isSafetyTeam(user);
  const timeTravel = useTimeTravel();
  const { asOf } = timeTravel;
  const current = useQuery({ ...incidentQueryOptions(id), enabled: validId });
  const past = useQuery({ ...incidentQueryOptions(id, asOf), enabled: validId && asOf !== null });
  // A summary comes without its history (the server refuses it to such readers).
  const history = useQuery({
    ...incidentHistoryQueryOptions(id),
    enabled: validId && current.data?.summaryOnly === false,
  });

  const incident = current.data;
  if (incident?.summaryOnly) return <SummaryOnlyPage incident={incident} />;
  if (!incident) {
    return (
      <>
        <PageHeader eyebrow={<BackToIncidents />} title={t('detail.title')} />
        <Card>
          {!validId || (current.isError && isNotFound(current.error)) ? (
            <StatusMessage kind="empty">{t('confirmation.missing')}</StatusMessage>
          ) : current.isError ? (
            <QueryError query={current}>{t('confirmation.failed')}</QueryError>
          ) : (
            <StatusMessage kind="loading">{t('confirmation.loading')}</StatusMessage>
          )}
        </Card>
      </>
    );
  }

  const entries = history.data?.entries ?? [];
  const total = Math.max(entries.length, incident.version);
  const viewingPast = asOf !== null;
  const pastView = viewingPast && past.data && !past.data.summaryOnly ? past.data : undefined;
  const notYetReported = viewingPast && past.isError && isNotFound(past.error);
  const shownVersion = !viewingPast
    ? incident.version
    : (pastView?.asOf?.version ?? ('version' in asOf ? Math.min(asOf.version, total) : incident.version));
  // The latest version is the present: showing it means leaving time travel.
  const showVersion = (version: number) =>
    version >= incident.version ? timeTravel.backToNow() : timeTravel.showVersion(version);
  const shownEntry = entries.find((entry) => entry.version === shownVersion);
  const reporterName = entries[0] ? actorName(entries[0]) : null;

  let record;
  if (!viewingPast) {
    record = <IncidentDetailView incident={incident} reporterName={reporterName} />;
  } else if (pastView) {
    record = (
      <IncidentDetailView
        incident={pastView}
        changed={new Set(pastView.changedSince)}
        reporterName={reporterName}
      />
    );
  } else {
    record = (
      <Card>
        {notYetReported ? (
          <StatusMessage kind="empty">The incident had not been reported at that time.</StatusMessage>
        ) : past.isError ? (
          <QueryError query={past}>Failed to load this version of the incident</QueryError>
        ) : (
          <StatusMessage kind="loading">Loading this version...</StatusMessage>
        )}
      </Card>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow={<BackToIncidents />}
        title={t('detail.numbered', { number: incident.reportNumber })}
        description={headline(incident)}
        actions={
          admin ? <DownloadAuditButton id={incident.id} reportNumber={incident.reportNumber} /> : undefined
        }
      />
      {incident.dispositionDetail && (
        <DispositionBanner
          report={incident}
          detail={incident.dispositionDetail}
          mayUndo={safetyTeam && !viewingPast}
        />
      )}
      {viewingPast && (pastView || notYetReported) && (
        <AsOfBanner
          moment={pastView?.asOf?.recordedAt ?? ('time' in asOf ? asOf.time : incident.createdAt)}
          version={pastView?.asOf?.version ?? null}
          total={total}
          entry={shownEntry}
          changedSince={pastView?.changedSince ?? []}
          notYetReported={notYetReported}
          onBackToNow={timeTravel.backToNow}
        />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="grid min-w-0 gap-6 lg:col-span-2">
          {record}
          {!viewingPast && <IncidentPhotosCard attachments={incident.attachments} />}
          {!viewingPast && <InvestigationCard incidentId={incident.id} />}
          {!viewingPast && <IncidentActionsCard incidentId={incident.id} mayRaise={incident.mayReview} />}
          <CommentsCard incidentId={incident.id} history={history} />
          {safetyTeam && !viewingPast && !incident.dispositionDetail && <DispositionCard report={incident} />}
          {safetyTeam && !viewingPast && <RecordkeepingPanel incident={incident} />}
        </div>
        <IncidentSidebar
          incident={incident}
          mayChangeStatus={incident.mayReview}
          history={history}
          shownVersion={shownVersion}
          viewingPast={viewingPast}
          timeTravel={timeTravel}
          onShowVersion={showVersion}
        />
      </div>
      <HistoryCard history={history} shownVersion={shownVersion} onShowVersion={showVersion} />
      {admin && <AuditRecordCard id={incident.id} />}
    </>
  );
};
