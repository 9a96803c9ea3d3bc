import { describe, expect, it } from 'vitest';
import { alertTypeOf } from './alert-types';

describe('the dashboard alert banner', () => {
  it('keeps each of its four types', () => {
    expect(['warning', 'info', 'error', 'success'].map(alertTypeOf)).toEqual([
      'warning',
      'info',
      'error',
      'success',
    ]);
  });

  it('shows an unknown type as a warning', () => {
    expect(alertTypeOf('critical')).toBe('warning');
    expect(alertTypeOf('')).toBe('warning');
  });
});
