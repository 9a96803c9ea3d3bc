import type {
  CaseOutcome,
  CaseType,
  PrivacyCaseKind,
  RecordkeepingDecision,
  WorkRelatednessException,
} from '@hs/contracts';

export const outcomeLabels: Record<CaseOutcome, string> = {
  death: 'Death',
  'days-away': 'Days away from work',
  'job-transfer-restriction': 'Job transfer or restriction',
  'other-recordable': 'Other recordable case',
};

export const caseTypeLabels: Record<CaseType, string> = {
  injury: 'Injury',
  'skin-disorder': 'Skin disorder',
  'respiratory-condition': 'Respiratory condition',
  poisoning: 'Poisoning',
  'hearing-loss': 'Hearing loss',
  'other-illness': 'All other illnesses',
};

/** 29 CFR 1904.5(b)(2), in the rule's own order. */
export const exceptionLabels: Record<WorkRelatednessException, string> = {
  'general-public': 'Present as a member of the general public',
  'non-work-symptoms': 'Symptoms from a non-work event or exposure',
  'voluntary-wellness': 'Voluntary wellness, fitness or recreational activity',
  'personal-food': 'Eating, drinking or preparing food for personal use',
  'personal-tasks-off-hours': 'Personal tasks outside assigned working hours',
  'grooming-self-medication-self-inflicted': 'Personal grooming, self-medication or self-inflicted',
  'commute-parking-lot': 'Motor vehicle accident in a parking lot or access road while commuting',
  'cold-or-flu': 'Common cold or flu',
  'mental-illness-without-opinion': 'Mental illness without a health professional’s opinion',
};

/** 29 CFR 1904.29(b)(7): the log shows "Privacy Case" instead of the name. */
export const privacyCaseLabels: Record<PrivacyCaseKind, string> = {
  'intimate-body-part': 'Intimate body part or reproductive system',
  'sexual-assault': 'Sexual assault',
  'mental-illness': 'Mental illness',
  'hiv-hepatitis-tuberculosis': 'HIV infection, hepatitis or tuberculosis',
  'needlestick-contaminated': 'Needlestick or sharps injury with another person’s blood',
  'illness-employee-request': 'Other illness, at the employee’s request',
};

export const recordkeepingFieldLabels: Record<keyof RecordkeepingDecision, string> = {
  workRelated: 'Work-related',
  workRelatednessException: 'Not work-related because',
  newCase: 'New case',
  recordable: 'Recordable',
  outcome: 'Most serious outcome',
  daysAway: 'Days away from work',
  daysRestricted: 'Days of job transfer or restriction',
  caseType: 'Case type',
  privacyCase: 'Privacy case',
  neutralDescription: 'Description for the log and OSHA’s files',
  jobTitle: 'Job title',
  dateOfDeath: 'Date of death',
  natureOfInjury: 'Injury or illness (what it was)',
  bodyPart: 'Body part affected',
  activityBefore: 'What the employee was doing',
  whatHappened: 'What happened',
  objectOrSubstance: 'Object or substance that harmed the employee',
  treatedInEmergencyRoom: 'Treated in an emergency room',
  hospitalizedOvernight: 'Hospitalized overnight as an in-patient',
  employeeStreet: 'Employee street address',
  employeeCity: 'Employee city',
  employeeState: 'Employee state',
  employeeZip: 'Employee ZIP',
  employeeDateOfBirth: 'Date of birth',
  employeeDateHired: 'Date hired',
  employeeSex: 'Sex',
  physicianName: 'Physician or other health care professional',
  treatmentFacility: 'Facility where treatment was given',
  facilityStreet: 'Facility street address',
  facilityCity: 'Facility city',
  facilityState: 'Facility state',
  facilityZip: 'Facility ZIP',
  timeBeganWork: 'Time the employee began work',
  amputationOrLossOfEye: 'Amputation or loss of an eye',
  answers: 'Answers to the recording questions',
  departureReason: 'Why the outcome differs from the answers',
};

export const sexLabels: Record<NonNullable<RecordkeepingDecision['employeeSex']>, string> = {
  male: 'Male',
  female: 'Female',
};
