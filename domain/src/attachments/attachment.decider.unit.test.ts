import { describe, expect, it } from 'vitest';
import { givenEvents } from '../shared/given-events.ts';
import { decide, evolve, initialState, type AttachmentCommand } from './attachment.decider.ts';
import type { AttachmentEvent, AttachmentRef } from './attachment.events.ts';

const given = givenEvents({ decide, evolve, initialState });

const ref: AttachmentRef = {
  attachmentId: 'a-1',
  sha256: 'f'.repeat(64),
  thumbnailSha256: 'e'.repeat(64),
  contentType: 'image/jpeg',
  size: 2048,
  name: 'IMG_0042.jpg',
};
const metadata = (userId: string) => ({
  now: '2026-11-20T10:45:00.000Z',
  today: '2026-11-20',
  userId,
  userName: 'Someone',
  role: 'employee',
});
const staged: AttachmentEvent = {
  type: 'AttachmentStaged',
  data: { ...ref, stagedBy: 'u-7', stagedAt: '2026-11-20T10:45:00.000Z' },
};
const attach = (userId: string, incidentId = 'i-1'): AttachmentCommand => ({
  type: 'AttachAttachment',
  data: { attachmentId: 'a-1', incidentId },
  metadata: metadata(userId),
});

describe('an uploaded file', () => {
  it('when staged, then AttachmentStaged keeps its hashes and name and who uploaded it', () => {
    expect(given().when({ type: 'StageAttachment', data: { ref }, metadata: metadata('u-7') })).toEqual([
      staged,
    ]);
  });

  it('when its uploader puts it on a report, then it is attached to that incident', () => {
    expect(given(staged).when(attach('u-7'))).toEqual([
      {
        type: 'AttachmentAttached',
        data: {
          attachmentId: 'a-1',
          incidentId: 'i-1',
          attachedBy: 'u-7',
          attachedAt: '2026-11-20T10:45:00.000Z',
        },
      },
    ]);
  });

  it('when someone else names it, then it is refused as if it did not exist, naming attachmentIds', () => {
    expect(() => given(staged).when(attach('u-8'))).toThrowError(
      expect.objectContaining({ code: 'AttachmentNotUsable', fields: ['attachmentIds'] }),
    );
    expect(() => given().when(attach('u-7'))).toThrowError(
      expect.objectContaining({ code: 'AttachmentNotUsable' }),
    );
  });

  it('when already on an incident, then another incident cannot take it and the same one changes nothing', () => {
    const attached = given(staged).when(attach('u-7'))[0]!;
    expect(given(staged, attached).when(attach('u-7'))).toEqual([]);
    expect(() => given(staged, attached).when(attach('u-7', 'i-2'))).toThrowError(
      expect.objectContaining({
        code: 'AttachmentNotUsable',
        message: expect.stringMatching(/another incident/),
      }),
    );
  });
});
