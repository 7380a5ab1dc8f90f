import { ParsedInbound } from '../../domain/inbound';

/** Port: reads a raw RFC 5322 message. */
export abstract class MessageParser {
  abstract parse(raw: Buffer): Promise<ParsedInbound>;
}
