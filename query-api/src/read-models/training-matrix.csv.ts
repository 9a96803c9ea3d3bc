import type { MatrixCell, TrainingMatrix } from '@hs/contracts';

const cellText = (cell: MatrixCell): string => {
  switch (cell.state) {
    case 'not-required':
      return 'Not required';
    case 'missing':
      return `Missing (due ${cell.dueOn})`;
    case 'held':
      return cell.validThrough === null ? 'Held' : `Held until ${cell.validThrough}`;
    case 'expiring':
      return `Expiring ${cell.validThrough}`;
    case 'expired':
      return `Expired ${cell.validThrough}`;
  }
};

/** The matrix as CSV rows: a person per row, a column per course (titles made unique). */
export const matrixCsvRows = (matrix: TrainingMatrix) => {
  const seen = new Map<string, number>();
  const courseColumns = matrix.courses.map((course) => {
    const count = (seen.get(course.title) ?? 0) + 1;
    seen.set(course.title, count);
    return count === 1 ? course.title : `${course.title} (${count})`;
  });
  const columns = ['Name', 'Department', 'Job title', 'Role', ...courseColumns];
  const rows = matrix.people.map((person) => ({
    Name: person.name,
    Department: person.department,
    'Job title': person.position ?? '',
    Role: person.role,
    ...Object.fromEntries(person.cells.map((cell, i) => [courseColumns[i]!, cellText(cell)])),
  }));
  return { columns, rows };
};
