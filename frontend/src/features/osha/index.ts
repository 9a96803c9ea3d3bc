export { AsOfField, useAsOfParam } from './components/as-of-field';
