import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig, loadConfig } from '../src/config/app-config';

/** A valid configuration for tests: quiet logs, a throwaway data folder, and the given overrides. */
export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-1234',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'sv-test-data-')),
    ...overrides,
  });
}
