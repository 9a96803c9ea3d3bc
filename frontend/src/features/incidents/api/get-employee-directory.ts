import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { EmployeeDirectoryEntry, employeeRoutes } from '@hs/contracts';
import { getJson } from '@/lib/http';
import { incidentKeys } from '@/lib/query-keys/incident-keys';

const Directory = EmployeeDirectoryEntry.array();

/** GET /api/employees/directory: active colleagues whose name contains `search`. */
export const employeeDirectoryQueryOptions = (search: string) =>
  queryOptions({
    queryKey: incidentKeys.directory(search.trim().toLowerCase()),
    queryFn: ({ signal }) =>
      getJson(
        `${employeeRoutes.directory}?${new URLSearchParams({ search: search.trim() }).toString()}`,
        Directory,
        signal,
      ),
    // The list stays while the next search loads, so it does not flicker as the user types.
    placeholderData: keepPreviousData,
  });
