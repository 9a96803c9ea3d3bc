import type { DocumentAssignment, EmployeeFileRequirement, Task, TrainingAssignment } from '@hs/contracts';
import type { BadgeTone } from '@/components/ui/badge';

type Labelled<T extends string> = Record<T, { label: string; tone: BadgeTone }>;

export const fileTypeLabels: Record<EmployeeFileRequirement['fileType'], string> = {
  'safety-certificate': 'Safety Certificate',
  'training-record': 'Training Record',
  'compliance-doc': 'Compliance Document',
  'medical-record': 'Medical Record',
  license: 'License',
  other: 'Other',
};

export const taskTypeLabels: Record<Task['taskType'], string> = {
  training: 'Training',
  document_review: 'Document Review',
  inspection: 'Inspection',
  certification: 'Certification',
  custom: 'Custom',
};

export const priorityLabels: Labelled<Task['priority']> = {
  low: { label: 'Low', tone: 'grey' },
  medium: { label: 'Medium', tone: 'blue' },
  high: { label: 'High', tone: 'orange' },
  urgent: { label: 'Urgent', tone: 'red' },
};

export const taskStatusLabels: Labelled<Task['status']> = {
  assigned: { label: 'Assigned', tone: 'blue' },
  in_progress: { label: 'In Progress', tone: 'purple' },
  completed: { label: 'Completed', tone: 'green' },
  overdue: { label: 'Overdue', tone: 'red' },
};

export const assignmentStatusLabels: Labelled<TrainingAssignment['status']> = {
  assigned: { label: 'Assigned', tone: 'blue' },
  completed: { label: 'Completed', tone: 'green' },
  overdue: { label: 'Overdue', tone: 'red' },
};

export const fileStatusLabels: Labelled<EmployeeFileRequirement['status']> = {
  pending: { label: 'Pending', tone: 'yellow' },
  overdue: { label: 'Overdue', tone: 'red' },
  submitted: { label: 'Submitted', tone: 'blue' },
  accepted: { label: 'Accepted', tone: 'green' },
  rejected: { label: 'Rejected', tone: 'red' },
};

export const documentActionLabels: Record<DocumentAssignment['action'], string> = {
  sign: 'Sign',
  review: 'Review',
  acknowledge: 'Acknowledge',
};
