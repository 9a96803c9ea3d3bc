import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import es from './locales/es.json';
import type { Training } from '@hs/contracts';
import { attendeesText, isTrainingTab, trainingsOfTab } from './training-format';

const training = (id: string, type: Training['type']): Training => ({
  id,
  title: id,
  description: '',
  type,
  date: null,
  time: null,
  location: null,
  duration: '1 hour',
  maxAttendees: null,
  validityMonths: null,
  enrolledCount: 0,
  waitlistCount: 0,
  seatsLeft: null,
});

describe('Training Center tabs', () => {
  const catalogue = [training('a', 'online'), training('b', 'inperson'), training('c', 'online')];

  it('All Courses shows every course, in catalogue order', () => {
    expect(trainingsOfTab(catalogue, 'all').map((t) => t.id)).toEqual(['a', 'b', 'c']);
  });

  it('Online shows only online courses and In-Person only in-person ones', () => {
    expect(trainingsOfTab(catalogue, 'online').map((t) => t.id)).toEqual(['a', 'c']);
    expect(trainingsOfTab(catalogue, 'inperson').map((t) => t.id)).toEqual(['b']);
  });

  it('an unknown tab in the address is not taken for a tab', () => {
    expect(isTrainingTab('online')).toBe(true);
    expect(isTrainingTab('webinar')).toBe(false);
    expect(isTrainingTab(null)).toBe(false);
  });
});

describe('course details', () => {
  it('says how many seats are left, that a session is full, or that there is no limit', async () => {
    const texts = i18next.createInstance();
    await texts.init({ resources: { en: { training: en }, es: { training: es } }, lng: 'en' });
    const t = texts.getFixedT('en');
    expect(attendeesText(t, { maxAttendees: 12, seatsLeft: 4 })).toBe('12 (4 seats left)');
    expect(attendeesText(t, { maxAttendees: 12, seatsLeft: 1 })).toBe('12 (1 seat left)');
    expect(attendeesText(t, { maxAttendees: 12, seatsLeft: 0 })).toBe('12 (full)');
    expect(attendeesText(t, { maxAttendees: null, seatsLeft: null })).toBe('No limit');
    const spanish = texts.getFixedT('es');
    expect(attendeesText(spanish, { maxAttendees: 12, seatsLeft: 1 })).toBe('12 (queda 1 lugar)');
    expect(attendeesText(spanish, { maxAttendees: 12, seatsLeft: 4 })).toBe('12 (quedan 4 lugares)');
  });
});
