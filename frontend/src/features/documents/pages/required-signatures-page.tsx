import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowLeft, CalendarClock, Eye, PartyPopper } from 'lucide-react';
import type { RequiredSignature } from '@hs/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/dates';
import { useSignedInUser } from '@/lib/session';
import { requiredSignaturesQueryOptions } from '../api/get-required-signatures';
import { CategoryBadge } from '../components/category-badge';
import { SignDocumentDialog } from '../components/sign-document-dialog';

const BackLink = () => (
  <Link
    to="/documents"
    className="mb-2 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
  >
    <ArrowLeft className="size-4" aria-hidden="true" />
    Back to Documents
  </Link>
);

const PendingCard = ({ item }: { item: RequiredSignature }) => {
  const titleId = `pending-${item.documentId}`;
  return (
    <li>
      <Card
        aria-labelledby={titleId}
        className={cn('flex h-full flex-col', item.overdue && 'border-red-300')}
      >
        <CardContent className="grid flex-1 content-start gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={item.category} />
            {item.overdue && <Badge tone="red">Overdue</Badge>}
            {item.reasons.includes('assignment') && <Badge tone="blue">Assigned to you</Badge>}
          </div>
          <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
            {item.name}
          </h2>
          <p
            className={cn(
              'flex items-center gap-1.5 text-sm',
              item.overdue ? 'font-semibold text-red-800' : 'text-slate-700',
            )}
          >
            <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
            {item.deadline
              ? `${item.overdue ? 'Was due' : 'Due'} ${formatDate(item.deadline)}`
              : 'No deadline'}
          </p>
          <p className="text-sm text-slate-700">
            Version {item.currentVersion} · {item.fileType.toUpperCase()}
            {item.previouslySignedVersion !== null &&
              ` · new since you signed version ${item.previouslySignedVersion}`}
          </p>
          {item.instructions && (
            <p className="text-sm whitespace-pre-line text-slate-800">{item.instructions}</p>
          )}
        </CardContent>
        <CardFooter className="justify-between">
          <Button asChild variant="ghost" size="sm" className="text-brand-800 hover:text-brand-900">
            <Link to={`/documents/${item.documentId}`} aria-label={`View Document: ${item.name}`}>
              <Eye aria-hidden="true" />
              View Document
            </Link>
          </Button>
          <SignDocumentDialog
            document={{ id: item.documentId, name: item.name, version: item.currentVersion }}
          />
        </CardFooter>
      </Card>
    </li>
  );
};

/** Documents Requiring Your Signature, always for the signed-in user: nobody signs for another. */
export const RequiredSignaturesPage = () => {
  const user = useSignedInUser();
  const { data, isPending, isError, refetch, isFetching } = useQuery(requiredSignaturesQueryOptions(user.id));
  return (
    <>
      <PageHeader
        eyebrow={<BackLink />}
        title="Documents Requiring Your Signature"
        description="Review each document, then sign it. Your signature records your name, the date and time, and the version."
      />
      {isPending ? (
        <Card>
          <StatusMessage kind="loading">Loading documents...</StatusMessage>
        </Card>
      ) : isError ? (
        <Card>
          <QueryError query={{ refetch, isFetching }}>
            Failed to load documents requiring signatures
          </QueryError>
        </Card>
      ) : data.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-14 text-center" role="status">
            <span
              className="grid size-14 place-items-center rounded-full bg-green-50 text-green-700"
              aria-hidden="true"
            >
              <PartyPopper className="size-7" />
            </span>
            <h2 className="text-xl font-semibold text-slate-900">All Good!</h2>
            <p className="text-slate-700">You have no pending documents requiring your signature.</p>
          </CardContent>
        </Card>
      ) : (
        <ul aria-label="Documents to sign" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {data.map((item) => (
            <PendingCard key={item.documentId} item={item} />
          ))}
        </ul>
      )}
    </>
  );
};
