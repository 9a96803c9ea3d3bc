import { Link } from 'react-router';
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
  const [filters, setFilters] = useLibraryFiltersInUrl();
  const managing = managesDocuments(useSignedInUser().role);
  return (
    <>
      <PageHeader
        title="Safety Documents"
        description="Safety data sheets, procedures, assessments, training material and policies, with their signatures."
        actions={
          <>
            <Button asChild variant="secondary">
              <Link to="/documents/approvals">
                <ClipboardCheck aria-hidden="true" />
                {managing ? 'Approval Queue' : 'My Uploads'}
              </Link>
            </Button>
            <Button asChild variant="secondary">
              <Link to="/required-signatures">
                <FileSignature aria-hidden="true" />
                Required Signatures
              </Link>
            </Button>
            <Button asChild>
              <Link to="/documents/upload">
                <Upload aria-hidden="true" />
                Upload Document
              </Link>
            </Button>
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card aria-labelledby="library-title">
          <CardHeader>
            <div>
              <CardTitle id="library-title">Document Library</CardTitle>
              <CardDescription>Search by name or pick a category; four documents per page.</CardDescription>
            </div>
          </CardHeader>
          <DocumentLibrary filters={filters} onFiltersChange={setFilters} label="Documents" />
        </Card>
        <div className="grid content-start gap-4">
          <HelpPanel title="Signing documents">
            Documents marked Unsigned need your signature. Open one to read it, then use Sign Document; your
            signature records your name, the date and time, and the version you reviewed.
          </HelpPanel>
          <HelpPanel title="Document access">
            Every employee of both companies can read the library. Documents you upload appear once an
            administrator or safety officer approves them; My Uploads shows where they stand.
          </HelpPanel>
          <HelpPanel title="Safety Data Sheets">
            Every hazardous substance on site has an SDS. Choose the SDS category to see them all.
          </HelpPanel>
        </div>
      </div>
    </>
  );
};
