// The read models, one room each: a room holds its tables, its projection and its queries side by
// side, so the writer and the readers of a table change together. The runner takes the projections
// from here; the APIs import a room's queries by path (`@hs/read-models/incidents/queries`).
export type { Projection, ProjectionTable } from './projection.ts';
export { projectionOf, type DomainEvent, type EventType, type Stored } from './typed-projection.ts';
export { attachmentsProjection } from './attachments/projection.ts';
export { auditVerificationsProjection } from './audit-verifications/projection.ts';
export { incidentsProjection } from './incidents/projection.ts';
