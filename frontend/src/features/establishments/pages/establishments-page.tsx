import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { establishmentDetailsQueryOptions } from '../api/get-establishments';
import { AddEstablishmentForm } from '../components/add-establishment-form';
import { EstablishmentList } from '../components/establishment-list';
import { UnassignedIncidents } from '../components/unassigned-incidents';

/** Administrators keep the establishments (OSHA 1904.30) and their yearly figures here. */
export const EstablishmentsPage = () => {
  const query = useQuery(establishmentDetailsQueryOptions());
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Establishments"
        description="Each location where work is done, with its yearly employees and hours for OSHA recordkeeping."
      />
      {query.isPending ? (
        <StatusMessage kind="loading">Loading establishments…</StatusMessage>
      ) : query.isError ? (
        <StatusMessage kind="error">The establishments could not be loaded.</StatusMessage>
      ) : query.data.length === 0 ? (
        <StatusMessage kind="empty">No establishments yet.</StatusMessage>
      ) : (
        <EstablishmentList establishments={query.data} />
      )}
      <Card>
        <CardHeader>
          <CardTitle>Add an establishment</CardTitle>
        </CardHeader>
        <CardContent>
          <AddEstablishmentForm />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Incidents without an establishment</CardTitle>
        </CardHeader>
        <CardContent>
          <UnassignedIncidents establishments={query.data ?? []} />
        </CardContent>
      </Card>
    </div>
  );
};
