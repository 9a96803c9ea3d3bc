/** Fixed display text of the shared frame and help boxes. */
export const APP_NAME = 'SafetyHub';

export const SAFETY_OFFICE = 'Building #3';
export const COMPANIES = 'IPSI & TODCO';
