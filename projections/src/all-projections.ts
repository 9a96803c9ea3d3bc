import {
  attachmentsProjection,
  auditVerificationsProjection,
  complianceProjection,
  correctiveActionsProjection,
  documentsProjection,
  employeesProjection,
  establishmentsProjection,
  incidentsProjection,
  inspectionsProjection,
  itaSubmissionsProjection,
  oshaCasesProjection,
  oshaReportsProjection,
  trainingsProjection,
  workProjection,
  type Projection,
} from '@hs/read-models';
import { oshaFormsProjection } from './osha-forms/osha-forms.projection.ts';

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
