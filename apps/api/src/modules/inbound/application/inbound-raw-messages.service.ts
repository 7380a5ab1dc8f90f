import { Injectable } from '@nestjs/common';
import { InboundMessageStore } from './ports/inbound-message.store';

/** The emails as they arrived, byte for byte, for the keepsakes' archive (emails/*.eml). */
@Injectable()
export class InboundRawMessages {
  constructor(private readonly store: InboundMessageStore) {}

  /** The raw message (RFC 5322 bytes) stored under this id, or null. */
  raw(inboundMessageId: string): Promise<Buffer | null> {
    return this.store.readRaw(inboundMessageId);
  }
}
