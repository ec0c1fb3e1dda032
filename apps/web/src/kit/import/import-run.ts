/**
 * An import run: every call of one import (a loaded sheet's batches, a ZIP's products) carries
 * the same id in X-Import-Run, so the history shows them as one import.
 */
export const newImportRun = (): string => crypto.randomUUID();

export const importRunHeaders = (run: string): Record<string, string> => ({ 'X-Import-Run': run });
