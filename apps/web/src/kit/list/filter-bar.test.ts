import { describe, expect, it } from 'vitest';
import { followUrl } from './filter-bar';

describe('followUrl', () => {
  it('takes the URL values after a navigation, back or reset', () => {
    expect(followUrl({ name: 'dal' }, { name: 'dal' }, {})).toEqual({});
    expect(followUrl({ name: 'dal' }, { name: 'dal' }, { name: 'rice' })).toEqual({ name: 'rice' });
  });

  it('keeps a box being typed in while another filter reaches the URL', () => {
    // Resource chosen (URL gains resource), Record ID typed before the list re-rendered.
    expect(followUrl({ recordId: '264' }, {}, { resource: 'products' })).toEqual({
      resource: 'products',
      recordId: '264',
    });
  });

  it('lets the URL win for a box whose own URL value changed', () => {
    expect(followUrl({ recordId: '264' }, { recordId: '1' }, { recordId: '2' })).toEqual({ recordId: '2' });
  });
});
