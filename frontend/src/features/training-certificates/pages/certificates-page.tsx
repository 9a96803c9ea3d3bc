import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CertificateStatus } from '@hs/contracts';
import { BackLink } from '@/components/ui/back-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/form-controls';
import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/query-state';
import { isSafetyTeam } from '@/lib/roles';
import { useSignedInUser } from '@/lib/session';
import { certificatesQueryOptions } from '../api/get-certificates';
import { CertificateForm } from '../components/certificate-form';
import { CertificateList, statusLabel } from '../components/certificate-list';

/**
 * /training/certificates: record an outside certificate as evidence of a course; the safety team
 * reviews them (the list opens on those awaiting review), and an accepted one counts in the matrix.
 */
export const CertificatesPage = () => {
  const { t } = useTranslation('training-certificates');
  const user = useSignedInUser();
  const reviewer = isSafetyTeam(user);
  const [status, setStatus] = useState<CertificateStatus | ''>(reviewer ? 'submitted' : '');
  const certificates = useQuery(certificatesQueryOptions(status));
  // The server scopes the list: everyone's, a supervisor's department, or the person's own.
  const listTitle = reviewer
    ? t('page.listReviewer')
    : user.role === 'supervisor'
      ? t('page.listSupervisor')
      : t('page.listOwn');
  return (
    <>
      <PageHeader
        title={t('page.title')}
        eyebrow={<BackLink to="/training">{t('page.back')}</BackLink>}
        description={t('page.description')}
      />
      <div className="flex flex-col gap-6">
        <Card aria-labelledby="add-certificate-title">
          <CardHeader>
            <CardTitle id="add-certificate-title">{t('page.addTitle')}</CardTitle>
            <CardDescription>{t('page.addDescription')}</CardDescription>
          </CardHeader>
          <CardContent>
            <CertificateForm />
          </CardContent>
        </Card>
        <Card aria-labelledby="certificate-list-title">
          <CardHeader>
            <CardTitle id="certificate-list-title">{listTitle}</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            <Field id="certificate-status" label={t('page.status')} className="max-w-60">
              <NativeSelect
                id="certificate-status"
                value={status}
                onChange={(event) => setStatus(event.target.value as CertificateStatus | '')}
              >
                <option value="">{t('page.all')}</option>
                {CertificateStatus.options.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(t, s)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <QueryState
              query={certificates}
              loading={t('page.loading')}
              failed={t('page.failed')}
              empty={t('page.empty')}
              isEmpty={(list) => list.length === 0}
            >
              {(list) => <CertificateList certificates={list} canReview={reviewer} />}
            </QueryState>
          </CardContent>
        </Card>
      </div>
    </>
  );
};
