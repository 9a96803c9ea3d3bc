/** Personal data sealed per person in the log (crypto-shredding): the keyring and the store decorator. */
export * from './keyring.ts';
export * from './master-key.ts';
export * from './personal-data-store.ts';
