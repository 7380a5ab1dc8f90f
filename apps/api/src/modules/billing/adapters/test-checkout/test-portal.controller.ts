import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { IsIn, Matches } from 'class-validator';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { escapeHtml } from '../../../../shared/mail/email-layout';
import { PaymentGateway } from '../../application/ports/payment-gateway';
import { CheckoutNotFoundError } from '../../domain/billing.errors';
import { TEST_PAGE_STYLE } from './test-checkout.controller';
import { TestPaymentGateway } from './test-payment-gateway';
import { CARD_BRANDS } from './test-subscriptions';

/** The TEST MODE card form: a brand and the last four digits, never a card number. */
export class TestCardDto {
  @IsIn(CARD_BRANDS, { message: 'brand must be one of visa, mastercard, amex or discover' })
  brand: string;

  @Matches(/^[0-9]{4}$/, { message: 'last4 must be the last four digits of the card' })
  last4: string;
}

/** The local stand-in for Stripe's billing portal: marked TEST MODE, it changes the card. */
@ApiExcludeController()
@Controller('billing/test-portal')
export class TestPortalController {
  constructor(private readonly gateway: PaymentGateway) {}

  private get test(): TestPaymentGateway {
    if (!(this.gateway instanceof TestPaymentGateway)) throw new CheckoutNotFoundError();
    return this.gateway;
  }

  @Get(':id')
  async page(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const portal = await this.test.subscriptions.portal(id);
    if (!portal) throw new CheckoutNotFoundError();
    const options = CARD_BRANDS.map(
      (brand) => `<option value="${brand}"${brand === portal.card.brand ? ' selected' : ''}>${brand}</option>`,
    ).join('');
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST MODE billing | StoryVault</title>
<style>${TEST_PAGE_STYLE}
label{display:block;font-weight:700;margin:16px 0 4px} select,input{font:inherit;min-height:48px;width:100%;box-sizing:border-box;padding:0 12px;border:2px solid #6b5f57;border-radius:8px}</style></head><body>
<div class="banner" role="note">TEST MODE: no card is charged and no money moves</div>
<main>
<h1>Update your card</h1>
<p>The card now: ${escapeHtml(portal.card.brand)} ending in ${escapeHtml(portal.card.last4)}.</p>
<form method="post" action="/api/billing/test-portal/${encodeURIComponent(portal.id)}">
<label for="brand">Card brand</label><select id="brand" name="brand">${options}</select>
<label for="last4">Last four digits</label><input id="last4" name="last4" inputmode="numeric" pattern="[0-9]{4}" maxlength="4" required autocomplete="off">
<p><button class="pay" type="submit">Save card</button> <a class="pay cancel" href="${escapeHtml(portal.returnUrl)}">Back to my account</a></p>
</form>
</main></body></html>`);
  }

  @Post(':id')
  async change(@Param('id') id: string, @Body() body: TestCardDto, @Res() res: Response): Promise<void> {
    const back = await this.test.subscriptions.changeCard(id, { brand: body.brand, last4: body.last4 });
    if (!back) throw new CheckoutNotFoundError();
    res.redirect(303, back);
  }
}
