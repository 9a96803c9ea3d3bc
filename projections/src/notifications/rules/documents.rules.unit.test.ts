import { describe, expect, it } from 'vitest';
import { documentNewVersion, documentSignatureRequired } from './documents.rules.ts';
import { fakeContext, person, stored } from './rule-test-context.ts';

const people = [person('ann', 'employee'), person('bob', 'employee'), person('officer', 'safety-officer')];
const document = {
  name: 'Lockout procedure',
  requires_signature: true,
  signature_deadline: '2026-12-01',
  current_version: 2,
};
/** The library's answers: the document, who must sign, who signed before. */
const library = (mustSign: string[], signedBefore: string[]) => (text: string) =>
  text.includes('SELECT e.id')
    ? mustSign.map((id) => ({ id }))
    : text.includes('DISTINCT user_id')
      ? signedBefore.map((user_id) => ({ user_id }))
      : [document];

describe('document signatures', () => {
  it('asks each person who must sign, with the deadline', async () => {
    const event = stored(
      'DocumentSignatureRequirementSet',
      'document-d1',
      { requiresSignature: true },
      'officer',
    );
    const outcome = await documentSignatureRequired.react(
      event,
      fakeContext(people, library(['ann', 'bob'], [])),
    );
    expect(outcome.notify?.map((d) => [d.recipientId, d.kind, d.link])).toEqual([
      ['ann', 'document-signature', '/documents/d1'],
      ['bob', 'document-signature', '/documents/d1'],
    ]);
    expect(outcome.notify?.[0]?.title).toBe('Your signature is required on "Lockout procedure"');
    expect(outcome.notify?.[0]?.body).toBe('Please read and sign it by Dec 1, 2026.');
  });

  it('does not handle a requirement lifted, or a version waiting for approval', () => {
    expect(
      documentSignatureRequired.handles(
        stored('DocumentSignatureRequirementSet', 'document-d1', { requiresSignature: false }),
      ),
    ).toBe(false);
    const pending = stored('DocumentVersionUploaded', 'document-d1', {
      needsApproval: true,
      file: { version: 2 },
    });
    expect(documentNewVersion.handles(pending)).toBe(false);
  });

  it('tells earlier signers and those who must sign of a new version, each once', async () => {
    const event = stored('DocumentVersionUploaded', 'document-d1', { file: { version: 2 } }, 'officer');
    const outcome = await documentNewVersion.react(
      event,
      fakeContext(people, library(['ann', 'bob'], ['bob'])),
    );
    expect(outcome.notify?.map((d) => d.recipientId)).toEqual(['bob', 'ann']);
    expect(outcome.notify?.[0]?.title).toBe('New version 2 of "Lockout procedure"');
  });
});
