export { employeesQueryOptions } from './api/get-employees';
export { trainingAssignmentsQueryOptions } from './api/get-training-assignments';
export { fullName, sortEmployees } from './employee-search';
