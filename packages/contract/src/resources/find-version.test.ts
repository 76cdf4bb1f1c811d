import { describe, expect, it } from 'vitest';
import { findVersion } from './find-version.ts';

const list = (...versions: string[]) => versions.map((version) => ({ version }));

describe('findVersion', () => {
  it.each([
    [['7', '8', '8.1', '10'], '8.1', '8.1'],
    [['7', '8', '8.1', '10'], '8', '8'],
    [['8', '9', '10'], '8.1.0', '8'],
    [['10', '100'], '100.0.1', '100'],
    [['10', '100'], '10.2', '10'],
    [['10.15', '11'], '10.15.7', '10.15'],
  ])('in %j, %s is %s', (versions, reported, expected) => {
    expect(findVersion(list(...versions), reported)?.version).toBe(expected);
  });

  it.each([undefined, null, '', '6', '1.0'])('finds nothing for %j', (reported) => {
    expect(findVersion(list('7', '8', '10'), reported)).toBeUndefined();
  });
});
