/** What the CLI (and other modules) may use of the inbound module. */
export { IngestInboundMessage } from './application/ingest-inbound-message.use-case';
export type { IngestResult } from './application/ingest-inbound-message.use-case';
export { PollMailbox } from './application/poll-mailbox.use-case';
export type { PollSummary } from './application/poll-mailbox.use-case';
export { ManageInbound } from './application/manage-inbound.use-case';
export { MailboxReaderFactory } from './application/ports/mailbox-reader';
export { InboundStatus } from './application/inbound-status.use-case';
export type { InboundReport } from './application/inbound-status.use-case';
export { probeMailbox } from './adapters/imapflow/imapflow-mailbox.probe';
export { InboundRawMessages } from './application/inbound-raw-messages.service';
export { EraseVaultMail } from './application/erase-vault-mail.service';
