export { OutgoingMailCard } from './components/outgoing-mail-card';
export { outgoingMailQueryOptions } from './api/get-outgoing-mail';
