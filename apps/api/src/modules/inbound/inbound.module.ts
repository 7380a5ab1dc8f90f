import { Module } from '@nestjs/common';
import { AudioTools } from '../../shared/audio/audio-tools';
import { AudioModule } from '../../shared/audio/audio.module';
import { AuthModule } from '../auth/auth.module';
import { DeliveryModule } from '../delivery/delivery.module';
import { StoriesModule } from '../stories/stories.module';
import { VaultModule } from '../vault/vault.module';
import { AttributeReply } from './application/attribute-reply.service';
import { FinishInterruptedInbound } from './application/finish-interrupted-inbound.use-case';
import { InboundStatus } from './application/inbound-status.use-case';
import { InboundRawMessages } from './application/inbound-raw-messages.service';
import { EraseVaultMail } from './application/erase-vault-mail.service';
import { ActOnReplyCommand } from './application/reply-commands.service';
import { AskReplyChoice } from './application/ask-reply-choice.service';
import { DecideReplyChoice } from './application/decide-reply-choice.use-case';
import { ReplyChoiceStore } from './application/ports/reply-choice.store';
import { ReplyClassifier } from './application/ports/reply-classifier';
import { TypeormReplyChoiceStore } from './adapters/persistence/typeorm-reply-choice.store';
import { WordsReplyClassifier } from './adapters/words/words-reply-classifier';
import { IngestInboundMessage } from './application/ingest-inbound-message.use-case';
import { ManageInbound } from './application/manage-inbound.use-case';
import { PollMailbox } from './application/poll-mailbox.use-case';
import { InboundMessageStore } from './application/ports/inbound-message.store';
import { InboundStatsReader } from './application/ports/inbound-stats.reader';
import { MailboxReaderFactory } from './application/ports/mailbox-reader';
import { MessageParser } from './application/ports/message-parser';
import { TellOwnerOfLeftOutFiles } from './application/tell-owner-of-left-out-files.service';
import { ImapflowMailboxReaderFactory } from './adapters/imapflow/imapflow-mailbox-reader.factory';
import { MailparserMessageParser } from './adapters/mailparser/mailparser-message-parser';
import { TypeormInboundMessageStore } from './adapters/persistence/typeorm-inbound-message.store';
import { TypeormInboundStatsReader } from './adapters/persistence/typeorm-inbound-stats.reader';

/**
 * Mail in: reading the mailbox, parsing, finding the question a reply answers, taking the reply
 * out of the quoted thread, and handing the answer to the stories module; operators' inbound commands.
 */
@Module({
  imports: [AuthModule, VaultModule, DeliveryModule, StoriesModule, AudioModule],
  providers: [
    { provide: ReplyChoiceStore, useClass: TypeormReplyChoiceStore },
    { provide: ReplyClassifier, useClass: WordsReplyClassifier },
    AskReplyChoice,
    DecideReplyChoice,
    { provide: InboundMessageStore, useClass: TypeormInboundMessageStore },
    { provide: InboundStatsReader, useClass: TypeormInboundStatsReader },
    {
      provide: MessageParser,
      useFactory: (audio: AudioTools) => new MailparserMessageParser(audio),
      inject: [AudioTools],
    },
    { provide: MailboxReaderFactory, useClass: ImapflowMailboxReaderFactory },
    TellOwnerOfLeftOutFiles,
    ActOnReplyCommand,
    AttributeReply,
    IngestInboundMessage,
    PollMailbox,
    FinishInterruptedInbound,
    ManageInbound,
    InboundStatus,
    InboundRawMessages,
    EraseVaultMail,
  ],
  exports: [
    EraseVaultMail,
    DecideReplyChoice,
    InboundRawMessages,
    IngestInboundMessage,
    PollMailbox,
    FinishInterruptedInbound,
    ManageInbound,
    MailboxReaderFactory,
    InboundStatus,
  ],
})
export class InboundModule {}
