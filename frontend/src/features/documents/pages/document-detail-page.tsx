import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { actorText, categoryWord } from '../document-format';
import { ArrowLeft } from 'lucide-react';
import { DocumentIdParams } from '@hs/contracts';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { isNotFound } from '@/lib/http';
import { documentQueryOptions } from '../api/get-document';
import { DocumentDetailView } from '../components/document-detail-view';

const BackLink = () => {
  const { t } = useTranslation('documents');
  return (
    <Link
      to="/documents"
      className="mb-2 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-brand-800 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('detail.back')}
    </Link>
  );
};

/** /documents/:id, linked as View Document from the signature page. */
export const DocumentDetailPage = () => {
  const { t } = useTranslation('documents');
  const { id = '' } = useParams();
  const validId = DocumentIdParams.safeParse({ id }).success;
  const { data, isError, error, refetch, isFetching } = useQuery({
    ...documentQueryOptions(id),
    enabled: validId,
  });

  if (data) {
    return (
      <>
        <PageHeader
          eyebrow={<BackLink />}
          title={data.name}
          description={t('detail.description', {
            category: categoryWord(t, data.category),
            version: data.currentVersion,
            who: actorText(t, data.uploadedByName),
          })}
        />
        <DocumentDetailView document={data} />
      </>
    );
  }
  return (
    <>
      <PageHeader eyebrow={<BackLink />} title={t('detail.document')} />
      <Card>
        {!validId || (isError && isNotFound(error)) ? (
          <StatusMessage kind="empty">{t('detail.notFound')}</StatusMessage>
        ) : isError ? (
          <QueryError query={{ refetch, isFetching }}>{t('detail.failed')}</QueryError>
        ) : (
          <StatusMessage kind="loading">{t('detail.loading')}</StatusMessage>
        )}
      </Card>
    </>
  );
};
