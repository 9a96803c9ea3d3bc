import {
  attachmentsProjection,
  auditVerificationsProjection,
  complianceProjection,
  documentsProjection,
  employeesProjection,
  establishmentsProjection,
  incidentsProjection,
  itaSubmissionsProjection,
  oshaCasesProjection,
  oshaReportsProjection,
  trainingsProjection,
  workProjection,
  type Projection,
} from '@hs/read-models';
import { correctiveActionsProjection } from './corrective-actions/corrective-actions.projection.ts';
import { oshaFormsProjection } from './osha-forms/osha-forms.projection.ts';
import { inspectionsProjection } from './inspections/inspections.projection.ts';

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
