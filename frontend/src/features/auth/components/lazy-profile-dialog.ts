import { lazy } from 'react';

/** The profile dialog is fetched when first needed (the user menu loads it on opening), not with the page. */
export const loadProfileDialog = () => import('./profile-dialog');

export const ProfileDialog = lazy(async () => ({ default: (await loadProfileDialog()).ProfileDialog }));
