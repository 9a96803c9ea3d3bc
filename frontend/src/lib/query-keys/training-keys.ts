/**
 * Query keys of the training catalogue and of people's registrations. Everything sits under
 * `all`, so a registration or completion refreshes seats, lists and My Certifications at once.
 */
export const trainingKeys = {
  all: ['trainings'] as const,
  catalogue: () => ['trainings', 'catalogue'] as const,
  upcoming: () => ['trainings', 'upcoming'] as const,
  ofUser: (userId: string) => ['trainings', 'user', userId] as const,
  /** The matrix and the requirements sit under `all`: a completion changes their cells too. */
  matrix: (query: string) => ['trainings', 'matrix', query] as const,
  requirements: () => ['trainings', 'requirements'] as const,
  /** The signed-in person's sessions and due dates: a registration moves it too. */
  mySchedule: () => ['trainings', 'my-schedule'] as const,
  videos: () => ['trainings', 'videos'] as const,
  /** A session's attendance sheet (safety team). */
  attendance: (trainingId: string) => ['trainings', 'attendance', trainingId] as const,
  /** Outside certificates; an acceptance changes the matrix too, which sits under `all` as well. */
  certificates: (status: string) => ['trainings', 'certificates', status] as const,
};
