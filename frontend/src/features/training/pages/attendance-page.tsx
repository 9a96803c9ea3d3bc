import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { TrainingIdParams, type AttendanceSheet } from '@hs/contracts';
import { BackLink } from '@/components/ui/back-link';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { StatusMessage } from '@/components/ui/status-message';
import { QueryError } from '@/components/query-state';
import { formatClockTime, formatDate } from '@/lib/dates';
import { isNotFound } from '@/lib/http';
import { attendanceSheetQueryOptions } from '../api/get-attendance-sheet';
import { AttendanceForm } from '../components/attendance-form';

const whenText = (sheet: AttendanceSheet) =>
  [
    formatDate(sheet.date),
    sheet.time && `at ${formatClockTime(sheet.time)}`,
    sheet.location && `· ${sheet.location}`,
  ]
    .filter(Boolean)
    .join(' ');

/** Why there is no sheet to mark yet, or none at all; null when it can be marked. */
const closedText = (sheet: AttendanceSheet): string | null => {
  if (!sheet.hasSheet)
    return 'Only in-person sessions with a date have an attendance sheet. Online and self-paced courses are completed by the person who takes them.';
  if (!sheet.started) return `The attendance sheet opens when the session starts: ${whenText(sheet)}.`;
  if (sheet.attendees.length === 0) return 'Nobody is registered for this session.';
  return null;
};

const back = <BackLink to="/training">Training Center</BackLink>;

/** /training/:id/attendance (safety team): who came to an in-person session. */
export const AttendancePage = () => {
  const { id = '' } = useParams();
  const validId = TrainingIdParams.safeParse({ id }).success;
  const query = useQuery({ ...attendanceSheetQueryOptions(id), enabled: validId });
  const sheet = query.data;
  if (!sheet)
    return (
      <>
        <PageHeader eyebrow={back} title="Attendance" />
        <Card>
          {!validId || (query.isError && isNotFound(query.error)) ? (
            <StatusMessage kind="empty">This training does not exist.</StatusMessage>
          ) : query.isError ? (
            <QueryError query={query}>Failed to load the attendance sheet</QueryError>
          ) : (
            <StatusMessage kind="loading">Loading attendance sheet...</StatusMessage>
          )}
        </Card>
      </>
    );
  const closed = closedText(sheet);
  return (
    <>
      <PageHeader eyebrow={back} title={sheet.title} description={sheet.date ? whenText(sheet) : undefined} />
      {closed ? (
        <Card>
          <StatusMessage kind="empty">{closed}</StatusMessage>
        </Card>
      ) : (
        <AttendanceForm sheet={sheet} />
      )}
    </>
  );
};
