export { SafetyContactsCard } from './components/safety-contacts-card';
