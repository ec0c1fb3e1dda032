import { describe, expect, it } from 'vitest';
import { duplicateTag, duplicateTagMessage, joinTags, splitTags } from './tags';

describe('tags', () => {
  it('splits comma-separated text, trimmed, without empty pieces', () => {
    expect(splitTags(' atta, wheat ,,flour ')).toEqual(['atta', 'wheat', 'flour']);
    expect(splitTags(['atta', 'rice, dal'])).toEqual(['atta', 'rice', 'dal']);
    expect(splitTags(null)).toEqual([]);
  });

  it('finds the first repeat, ignoring case', () => {
    expect(duplicateTag(['atta', 'Wheat', 'ATTA'])).toBe('ATTA');
    expect(duplicateTag(['atta', 'wheat'])).toBeUndefined();
  });

  it("warns with the spec's words", () => {
    expect(duplicateTagMessage('atta')).toBe('atta already exist!');
  });

  it('joins for storage, null for none', () => {
    expect(joinTags(['atta', 'wheat'])).toBe('atta,wheat');
    expect(joinTags([])).toBeNull();
  });
});
