/** The most serious outcome of a recordable case, one check on the OSHA 300 log (columns G-J). */
export const caseOutcomes = ['death', 'days-away', 'job-transfer-restriction', 'other-recordable'] as const;
export type CaseOutcome = (typeof caseOutcomes)[number];

/** The 300 log's injury and illness columns (M1-M6). */
export const caseTypes = [
  'injury',
  'skin-disorder',
  'respiratory-condition',
  'poisoning',
  'hearing-loss',
  'other-illness',
] as const;
export type CaseType = (typeof caseTypes)[number];

/** 29 CFR 1904.5(b)(2)(i)-(ix): the situations in the work environment that are not work-related. */
export const workRelatednessExceptions = [
  'general-public',
  'non-work-symptoms',
  'voluntary-wellness',
  'personal-food',
  'personal-tasks-off-hours',
  'grooming-self-medication-self-inflicted',
  'commute-parking-lot',
  'cold-or-flu',
  'mental-illness-without-opinion',
] as const;
export type WorkRelatednessException = (typeof workRelatednessExceptions)[number];

/** 29 CFR 1904.29(b)(7)(i)-(vi): the cases whose employee name the log replaces with "Privacy Case". */
export const privacyCaseKinds = [
  'intimate-body-part',
  'sexual-assault',
  'mental-illness',
  'hiv-hepatitis-tuberculosis',
  'needlestick-contaminated',
  'illness-employee-request',
] as const;
export type PrivacyCaseKind = (typeof privacyCaseKinds)[number];

/** 1904.29(b)(7)(iii), (iv) and (vi) name illnesses: an injury is never one of these privacy cases. */
export const illnessOnlyPrivacyCaseKinds = [
  'mental-illness',
  'hiv-hepatitis-tuberculosis',
  'illness-employee-request',
] as const satisfies readonly PrivacyCaseKind[];

/** 1904.7(b)(3)(vii) and (b)(4)(x): days away and days restricted together stop counting at 180. */
export const MAX_CASE_DAYS = 180;

/** Form 301 item 5. */
export const employeeSexes = ['male', 'female'] as const;
export type EmployeeSex = (typeof employeeSexes)[number];
