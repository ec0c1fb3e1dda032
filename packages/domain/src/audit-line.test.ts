import { describe, expect, it } from 'vitest';
import { auditLine } from './audit-line';

describe('auditLine', () => {
  it('names who created and last changed the row, with the lists’ dates', () => {
    const line = auditLine({
      createdTimestamp: '2025-11-22T06:00:00.000Z',
      createdByName: 'Asha Rao',
      updatedTimestamp: '2025-11-24T06:00:00.000Z',
      updatedByName: 'Vikram Shah',
    });
    expect(line).toBe(
      'Created by Asha Rao on Sat, 22nd Nov 2025 · last changed by Vikram Shah on Mon, 24th Nov 2025',
    );
  });

  it('leaves out a name nobody recorded, and says nothing without a creation time', () => {
    const line = auditLine({
      createdTimestamp: '2025-11-22T06:00:00.000Z',
      createdByName: null,
      updatedTimestamp: '2025-11-22T06:00:00.000Z',
      updatedByName: 'Asha Rao',
    });
    expect(line).toBe('Created on Sat, 22nd Nov 2025 · last changed by Asha Rao on Sat, 22nd Nov 2025');
    expect(auditLine({})).toBe('');
  });
});
