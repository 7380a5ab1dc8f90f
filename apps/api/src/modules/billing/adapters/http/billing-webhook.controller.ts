import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import { HandleBillingEvent } from '../../application/handle-billing-event.use-case';
import { InvalidWebhookError } from '../../domain/billing.errors';

@Controller('billing')
export class BillingWebhookController {
  constructor(private readonly handle: HandleBillingEvent) {}

  /** Stripe's webhook; the signature is checked over the exact bytes received. */
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(@Req() req: Request & { rawBody?: Buffer }, @Headers('stripe-signature') signature?: string) {
    if (!req.rawBody) throw new InvalidWebhookError('no body');
    const { applied, type } = await this.handle.execute(req.rawBody, signature);
    return { received: true, applied, type };
  }
}
