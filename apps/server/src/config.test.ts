import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const MB = 1024 * 1024;

describe('the unzip limits in the configuration', () => {
  it('default to 100 MB in all, 50 MB an entry and 10,000 entries', () => {
    expect(loadConfig({}).unzip).toEqual({ totalBytes: 100 * MB, entryBytes: 50 * MB, entries: 10_000 });
  });

  it('are read from MANDI_UNZIP_MAX_MB, MANDI_UNZIP_ENTRY_MAX_MB and MANDI_UNZIP_MAX_ENTRIES', () => {
    const env = { MANDI_UNZIP_MAX_MB: '20', MANDI_UNZIP_ENTRY_MAX_MB: '5.5', MANDI_UNZIP_MAX_ENTRIES: '300' };
    expect(loadConfig(env).unzip).toEqual({ totalBytes: 20 * MB, entryBytes: 5.5 * MB, entries: 300 });
  });

  it('stop start-up on a value that is no limit, naming the variable', () => {
    expect(() => loadConfig({ MANDI_UNZIP_MAX_ENTRIES: '1.5' })).toThrow(ConfigError);
    expect(() => loadConfig({ MANDI_UNZIP_MAX_MB: '-1' })).toThrow(/MANDI_UNZIP_MAX_MB/);
  });
});
