import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Delivery } from '../domain/delivery';
import { replyAddressFor } from '../domain/reply-address';
import { DeliveryMessages, TokenUnavailableError } from './delivery-messages.service';

/**
 * The address a reply to a question goes to, with the question's token (as its email's
 * Reply-To), for another email in the question's thread. The bare inbound address when the token
 * cannot be recovered: the thread still ties a reply to the question.
 */
@Injectable()
export class QuestionReplyAddress {
  constructor(
    private readonly messages: DeliveryMessages,
    private readonly config: AppConfig,
  ) {}

  of(question: Delivery): string {
    try {
      return replyAddressFor(this.config.INBOUND_ADDRESS, this.messages.tokenOf(question));
    } catch (error) {
      if (error instanceof TokenUnavailableError) return this.config.INBOUND_ADDRESS;
      throw error;
    }
  }
}
