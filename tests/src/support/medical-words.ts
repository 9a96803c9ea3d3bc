import { expect } from 'vitest';
import { validReport } from './incident-fixtures.ts';

/** An injury report as the fixtures write one: what must never leave the app by mail. */
export const injuryReport = validReport({
  type: 'injury',
  severity: 'High',
  injuryOccurred: true,
  medicalAttentionRequired: true,
  description: 'Operator caught the right wrist against the mast; suspected fracture, taken to the clinic.',
  immediateActionsTaken: 'First aid, ice pack on the wrist, transported for an X-ray.',
});

/**
 * Medical details: the fixtures' injury and illness texts (description, body part, what happened,
 * treatment) and the words that name such details.
 */
export const MEDICAL_DETAILS = [
  injuryReport.description!,
  injuryReport.immediateActionsTaken!,
  'Right wrist',
  'Left hand',
  'Caught the wrist against the mast',
  'Cut on a guard edge',
  'wrist',
  'fracture',
  'injur',
  'illness',
  'body part',
  'treatment',
  'hospital',
  'amputat',
  'first aid',
  'X-ray',
  'clinic',
];

/** Fails naming the mail and the detail when any subject, text or HTML holds a medical detail. */
export const expectNoMedicalDetail = (mails: readonly { subject: string; text: string; html: string }[]) => {
  const found = mails.flatMap((mail) =>
    MEDICAL_DETAILS.filter((detail) =>
      [mail.subject, mail.text, mail.html].some((part) => part.toLowerCase().includes(detail.toLowerCase())),
    ).map((detail) => `"${mail.subject}" holds "${detail}"`),
  );
  expect(found).toEqual([]);
};
