import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/domain-error.ts';
import { decide, evolve, initialState, type ChangeSafetyContacts } from './safety-contacts.decider.ts';

const change = (safetyHotline: string | null, safetyEmail: string | null): ChangeSafetyContacts => ({
  type: 'ChangeSafetyContacts',
  data: { safetyHotline, safetyEmail },
  metadata: {
    now: '2026-12-03T15:00:00Z',
    today: '2026-12-03',
    userId: 'u-1',
    userName: 'Ana Ruiz',
    role: 'admin',
  },
});

describe('the site safety contacts an administrator sets', () => {
  it('records the hotline and e-mail with who changed them', () => {
    expect(decide(change('1-800-555-0147', 'safety@ipsi.example'), initialState)).toEqual([
      {
        type: 'SafetyContactsChanged',
        data: {
          safetyHotline: '1-800-555-0147',
          safetyEmail: 'safety@ipsi.example',
          changedBy: 'u-1',
          changedByName: 'Ana Ruiz',
          changedAt: '2026-12-03T15:00:00Z',
        },
      },
    ]);
  });

  it('records nothing when they are as set, but does record a first "not set" over the configuration', () => {
    const [first] = decide(change('911', null), initialState);
    expect(decide(change('911', null), evolve(initialState, first!))).toEqual([]);
    expect(decide(change(null, null), initialState)).toHaveLength(1);
  });

  it.each(['call us', '12', '+1 (713) 555-0100 ext. 4'])(
    'refuses "%s" as a hotline, naming the field',
    (hotline) => {
      expect(() => decide(change(hotline, null), initialState)).toThrow(DomainError);
      try {
        decide(change(hotline, null), initialState);
      } catch (error) {
        expect((error as DomainError).fields).toEqual(['safetyHotline']);
      }
    },
  );
});
