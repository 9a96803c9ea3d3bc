import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { MousePointerClick } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { employeesQueryOptions } from '@/lib/employee-list';
import { AddEmployeeDialog } from '../components/add-employee-dialog';
import { EmployeeDetails } from '../components/employee-details';
import { EmployeeList } from '../components/employee-list';
import { EmployeeWorkTabs } from '../components/employee-work-tabs';

/** /employee-management, for administrators; the router shows others the denial. */
export const EmployeeManagementPage = () => {
  // The selection lives in the URL, so a reload or a shared link shows the same employee.
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('employee');
  const employees = useQuery(employeesQueryOptions());
  const selected = employees.data?.find((employee) => employee.id === selectedId) ?? null;
  const detailsRef = useRef<HTMLDivElement>(null);
  const scrollPending = useRef(false);
  const select = (id: string) => {
    scrollPending.current = true;
    setSearchParams({ employee: id }, { replace: true });
  };

  // On a narrow screen the details sit below the list: bring them into view after a choice.
  useEffect(() => {
    if (!scrollPending.current || !selected || !detailsRef.current) return;
    scrollPending.current = false;
    if (window.matchMedia('(max-width: 1023px)').matches) {
      const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      detailsRef.current.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    }
  }, [selected]);

  return (
    <>
      <PageHeader
        title="Employee Management"
        description="Add employees, assign training, documents, files and tasks, and follow their progress."
        actions={<AddEmployeeDialog onAdded={select} />}
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
        <EmployeeList query={employees} selectedId={selectedId} onSelect={select} />
        {selected ? (
          <div ref={detailsRef} className="grid min-w-0 scroll-mt-4 gap-6">
            <EmployeeDetails employee={selected} />
            <EmployeeWorkTabs employee={selected} />
          </div>
        ) : (
          <Card>
            <CardContent className="flex flex-col items-center gap-3 py-16 text-center">
              <span
                className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700"
                aria-hidden="true"
              >
                <MousePointerClick className="size-7" />
              </span>
              <h2 className="text-lg font-semibold text-slate-900">Select an employee</h2>
              <p className="max-w-md text-sm text-slate-600">
                Choose someone from the list to see their details, assign classes, documents, files and tasks,
                and follow their work.
              </p>
            </CardContent>
          </Card>
        )}
      </div>
    </>
  );
};
