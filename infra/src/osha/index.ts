/** OSHA recordkeeping for the read side: the form and ITA functions of domain, the form queries. */
export * from './osha-forms.ts';
export * from './osha-forms.read.ts';
