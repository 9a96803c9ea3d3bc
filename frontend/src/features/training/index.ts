export { enrollInTraining } from './api/enroll-in-training';
export { trainingsQueryOptions } from './api/get-trainings';
export { upcomingTrainingsQueryOptions } from './api/get-upcoming-trainings';
export { REGISTERED_TEXT, RegisterButton } from './components/register-button';
export { trainingTypeLabels } from './training-format';
export { useMyRegistrations, type MyRegistration } from './use-my-registrations';
export { trainingAssignmentsQueryOptions } from './api/get-training-assignments';
