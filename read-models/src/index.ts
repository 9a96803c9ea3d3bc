// The read models, one room each: a room holds its tables, its projection and its queries side by
// side, so the writer and the readers of a table change together. The runner takes the projections
// from here; the APIs import a room's queries by path (`@hs/read-models/incidents/queries`).
export type { Projection, ProjectionTable } from './projection.ts';
export { projectionOf, type DomainEvent, type EventType, type Stored } from './typed-projection.ts';
export { attachmentsProjection } from './attachments/projection.ts';
export { auditVerificationsProjection } from './audit-verifications/projection.ts';
export { incidentsProjection } from './incidents/projection.ts';
export { complianceProjection } from './compliance/projection.ts';
export { employeesProjection } from './employees/projection.ts';
export { establishmentsProjection } from './establishments/projection.ts';
export { trainingsProjection } from './trainings/projection.ts';
export { trainingMatrixProjection } from './training-matrix/projection.ts';
export { trainingCertificatesProjection } from './training-certificates/projection.ts';
export { safetyInboxProjection } from './safety-inbox/projection.ts';
export { noticesProjection } from './notices/projection.ts';
export { siteContactsProjection } from './site-contacts/projection.ts';
export { trainingVideosProjection } from './training-videos/projection.ts';
export { trainingQuizzesProjection } from './training-quizzes/projection.ts';
export { workProjection } from './work/projection.ts';
export { oshaCasesProjection } from './osha-cases/projection.ts';
export { oshaFormsProjection } from './osha-forms/projection.ts';
export { oshaReportsProjection } from './osha-reports/projection.ts';
export { itaSubmissionsProjection } from './osha-reports/ita-submissions.projection.ts';
export { documentsProjection } from './documents/projection.ts';
export { correctiveActionsProjection } from './corrective-actions/projection.ts';
export { inspectionsProjection } from './inspections/projection.ts';
export { investigationsProjection } from './investigations/projection.ts';
export { retentionProjection } from './retention/projection.ts';
export { insightsProjection } from './insights/projection.ts';
export * from './osha-forms/forms-read.ts';
