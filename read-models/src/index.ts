// The read models, one room each: a room holds its table's schema notes, its projection and its
// queries side by side, so the writer and the readers of a table change together.
export * from './osha-forms/forms-read.ts';
