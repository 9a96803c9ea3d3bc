export { establishmentsQueryOptions } from './api/get-establishments';
export { establishmentForLocation } from './establishment-for-location';
