import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('makes zod jitless when zod loads after it', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
