import {
  attachmentsProjection,
  auditVerificationsProjection,
  incidentsProjection,
  type Projection,
} from '@hs/read-models';
import { correctiveActionsProjection } from './corrective-actions/corrective-actions.projection.ts';
import { complianceProjection } from './compliance/compliance.projection.ts';
import { documentsProjection } from './documents/documents.projection.ts';
import { employeesProjection } from './employees/employees.projection.ts';
import { establishmentsProjection } from './establishments/establishments.projection.ts';
import { oshaFormsProjection } from './osha-forms/osha-forms.projection.ts';
import { inspectionsProjection } from './inspections/inspections.projection.ts';
import { oshaCasesProjection } from './recordkeeping/osha-cases.projection.ts';
import { oshaReportsProjection } from './osha-reports/osha-reports.projection.ts';
import { itaSubmissionsProjection } from './osha-reports/ita-submissions.projection.ts';
import { trainingsProjection } from './trainings/trainings.projection.ts';
import { workProjection } from './work/work.projection.ts';

/** Every read model the application serves, in the order they are started and rebuilt. */
export const allProjections: readonly Projection[] = [
  incidentsProjection,
  employeesProjection,
  trainingsProjection,
  workProjection,
  complianceProjection,
  documentsProjection,
  auditVerificationsProjection,
  oshaCasesProjection,
  establishmentsProjection,
  correctiveActionsProjection,
  oshaFormsProjection,
  oshaReportsProjection,
  itaSubmissionsProjection,
  inspectionsProjection,
  attachmentsProjection,
];
