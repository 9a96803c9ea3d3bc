import { describe, expect, it } from 'vitest';
import { actorLabel, actorWords, addedByText } from './actor-words';
import { eventTypeText } from './event-words';

describe('eventTypeText', () => {
  it('says what a known event means instead of its code', () => {
    expect(eventTypeText('IncidentStatusChanged')).toBe('Status changed');
    expect(eventTypeText('IncidentReported')).toBe('Incident reported');
    expect(eventTypeText('DocumentVersionUploaded')).toBe('New version added');
    expect(eventTypeText('CorrectiveActionCompleted')).toBe('Marked done');
  });

  it('turns an unknown code into ordinary words rather than showing it', () => {
    expect(eventTypeText('BadgeReaderReplaced')).toBe('Badge reader replaced');
    expect(eventTypeText('')).toBe('Change recorded');
  });
});

describe('actorWords', () => {
  it('says the sample data was added by the system, without the command code', () => {
    expect(actorWords('System (SeedSampleDocuments)')).toBe('the system (sample data)');
    expect(addedByText('System (SeedSampleDocuments)')).toBe('Added by the system (sample data)');
    expect(actorLabel('System (CreateFirstAdministrator)')).toBe('The system (initial setup)');
  });

  it('keeps a person’s name and calls a missing author the system', () => {
    expect(actorWords('Lisa Wilson')).toBe('Lisa Wilson');
    expect(actorLabel(null)).toBe('The system');
    expect(actorWords('System (SomeFutureJob)')).toBe('the system (automatic)');
  });
});
