import { hkdfSync } from 'node:crypto';
import { AppConfig } from './app-config';
import { persistentSecret } from './secrets';

/**
 * Secrets derived once at boot: the session secret (SESSION_SECRET, or one generated into
 * DATA_DIR) and, from it, the key that seals response tokens so a follow-up can repeat them.
 */
export class AppSecrets {
  readonly sessionSecret: string;
  readonly tokenKey: Buffer;

  constructor(config: AppConfig) {
    this.sessionSecret = config.SESSION_SECRET ?? persistentSecret(config.dataDir, 'session');
    this.tokenKey = Buffer.from(hkdfSync('sha256', this.sessionSecret, 'storyvault', 'response-token-seal', 32));
  }
}
