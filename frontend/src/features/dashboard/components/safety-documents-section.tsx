import { Link } from 'react-router';
import { ArrowRight, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DocumentLibrary, useLibraryFilters } from '@/features/documents';

/** The document library on the dashboard, with its own search, filter and pages. */
export const SafetyDocumentsSection = () => {
  const [filters, setFilters] = useLibraryFilters();
  return (
    <Card aria-labelledby="dashboard-documents-title">
      <CardHeader>
        <div>
          <CardTitle id="dashboard-documents-title">Safety Documents</CardTitle>
          <CardDescription>
            Find a document, see what you have signed and what still needs you.
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="secondary" size="sm">
            <Link to="/documents/upload">
              <Upload aria-hidden="true" />
              Upload
            </Link>
          </Button>
          <Button asChild variant="link">
            <Link to="/documents">
              View All<span className="sr-only"> documents</span>
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </CardHeader>
      <DocumentLibrary filters={filters} onFiltersChange={setFilters} label="Dashboard documents" />
    </Card>
  );
};
