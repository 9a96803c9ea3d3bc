export { InvestigationCard } from './components/investigation-card';
