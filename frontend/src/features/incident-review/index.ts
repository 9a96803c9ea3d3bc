export { incidentManagementLink } from './incident-list-params';
