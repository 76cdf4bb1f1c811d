import { describe, expect, it } from 'vitest';
import { withExcluded } from './supply-edit.ts';

describe('excluding one zone or site from a campaign', () => {
  it('adds it to an exclude list, or to an empty list, once', () => {
    expect(withExcluded({ mode: 'exclude', values: ['1'] }, '2')).toEqual({
      mode: 'exclude',
      values: ['1', '2'],
    });
    expect(withExcluded({ mode: 'include', values: [] }, '2')).toEqual({ mode: 'exclude', values: ['2'] });
    expect(withExcluded({ mode: 'exclude', values: ['2'] }, '2')).toBe('already');
  });

  it('takes it out of an include list, never the last one', () => {
    expect(withExcluded({ mode: 'include', values: ['1', '2'] }, '2')).toEqual({
      mode: 'include',
      values: ['1'],
    });
    expect(withExcluded({ mode: 'include', values: ['2'] }, '2')).toBe('last_included');
    expect(withExcluded({ mode: 'include', values: ['1'] }, '2')).toBe('already');
  });
});
