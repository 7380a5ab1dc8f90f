/** What the CLI (and other modules) may use of the keepsakes module. */
export { MakeKeepsake } from './application/make-keepsake.use-case';
export { ExpireExports } from './application/expire-exports.use-case';
export { exportFilename } from './domain/export';
export type { BookOptions, ExportFormat } from './domain/keepsake';
export { EraseVaultKeepsakes } from './application/erase-vault-keepsakes.service';
