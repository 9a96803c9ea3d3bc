import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ClipboardCheck, FileSignature, Upload } from 'lucide-react';
import { managesDocuments } from '@hs/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { useSignedInUser } from '@/lib/session';
import { DocumentLibrary } from '../components/document-library';
import { useLibraryFiltersInUrl } from '../library-filters';

const HelpPanel = ({ title, children }: { title: string; children: string }) => (
  <Card aria-label={title}>
    <CardContent>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <p className="mt-1.5 text-sm text-slate-700">{children}</p>
    </CardContent>
  </Card>
);

/** Safety Documents. ?category=SDS from the dashboard's quick action preselects the filter. */
export const DocumentsPage = () => {
  const { t } = useTranslation('documents');
  const [filters, setFilters] = useLibraryFiltersInUrl();
  const managing = managesDocuments(useSignedInUser().role);
  return (
    <>
      <PageHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to="/documents/approvals">
                <ClipboardCheck aria-hidden="true" />
                {managing ? t('list.approvalQueue') : t('list.myUploads')}
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/required-signatures">
                <FileSignature aria-hidden="true" />
                {t('list.requiredSignatures')}
              </Link>
            </Button>
            <Button asChild>
              <Link to="/documents/upload">
                <Upload aria-hidden="true" />
                {t('list.upload')}
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card aria-labelledby="library-title">
          <CardHeader>
            <div>
              <CardTitle id="library-title">{t('list.library')}</CardTitle>
              <CardDescription>{t('list.libraryDescription')}</CardDescription>
            </div>
          </CardHeader>
          <DocumentLibrary filters={filters} onFiltersChange={setFilters} label={t('list.label')} />
        </Card>
        <div className="grid content-start gap-4">
          <HelpPanel title={t('list.helpSigningTitle')}>{t('list.helpSigning')}</HelpPanel>
          <HelpPanel title={t('list.helpAccessTitle')}>{t('list.helpAccess')}</HelpPanel>
          <HelpPanel title={t('list.helpSdsTitle')}>{t('list.helpSds')}</HelpPanel>
        </div>
      </div>
    </>
  );
};
