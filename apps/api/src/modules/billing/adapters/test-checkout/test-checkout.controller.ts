import { Controller, Get, Param, Post, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { PLANS } from '@storyvault/contracts';
import type { Response } from 'express';
import { escapeHtml } from '../../../../shared/mail/email-layout';
import { Funnel } from '../../application/funnel.use-cases';
import { PaymentGateway } from '../../application/ports/payment-gateway';
import { CheckoutNotFoundError } from '../../domain/billing.errors';
import { TestPaymentGateway } from './test-payment-gateway';

export const TEST_PAGE_STYLE = `
body{margin:0;font:18px/1.5 system-ui,sans-serif;background:#faf6f0;color:#1f1a17}
.banner{background:#8a1c1c;color:#fff;text-align:center;font-weight:700;padding:12px;letter-spacing:.08em}
main{max-width:520px;margin:32px auto;padding:24px;background:#fff;border-radius:12px;box-shadow:0 1px 4px #0002}
h1{font-size:28px;margin:0 0 8px} .price{font-size:24px;font-weight:700}
form{display:inline} button,a.pay{font:inherit;font-weight:700;min-height:52px;padding:0 24px;border-radius:26px;border:2px solid #7a3b12;margin:8px 8px 0 0;cursor:pointer}
a.pay{display:inline-flex;align-items:center;text-decoration:none}
.pay{background:#7a3b12;color:#fff} .cancel{background:#fff;color:#7a3b12}
button:focus-visible,a:focus-visible{outline:3px solid #1f5fbf;outline-offset:2px}
`;

/** The local test checkout's page: marked TEST MODE, it completes or cancels the payment. */
@ApiExcludeController()
@Controller('billing/test-checkout')
export class TestCheckoutController {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly funnel: Funnel,
  ) {}

  private get test(): TestPaymentGateway {
    if (!(this.gateway instanceof TestPaymentGateway)) throw new CheckoutNotFoundError();
    return this.gateway;
  }

  @Get(':id')
  async page(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const session = await this.test.session(id);
    if (!session) throw new CheckoutNotFoundError();
    if (session.status !== 'open') {
      // Visited again (the back button, a bookmark): a page saying where things stand, not an error body.
      const paid = session.status === 'paid';
      const next = paid ? session.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id)) : '/';
      res
        .status(200)
        .type('html')
        .send(
          `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout finished | StoryVault</title>
<style>${TEST_PAGE_STYLE}</style></head><body>
<div class="banner" role="note">TEST MODE: no card is charged and no money moves</div>
<main>
<h1>${paid ? 'This payment is complete' : 'This checkout was cancelled'}</h1>
<p>${paid ? 'Nothing more to pay. If your account is not created yet, continue to create it.' : 'Nothing was paid. You can start again whenever you like.'}</p>
<p><a class="pay" href="${escapeHtml(next)}">${paid ? 'Continue to my account' : 'Back to StoryVault'}</a></p>
</main></body></html>`,
        );
      return;
    }
    const plan = PLANS[session.plan];
    const action = (what: string) => `/api/billing/test-checkout/${encodeURIComponent(id)}/${what}`;
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>TEST MODE checkout | StoryVault</title>
<style>${TEST_PAGE_STYLE}</style></head><body>
<div class="banner" role="note">TEST MODE: no card is charged and no money moves</div>
<main>
<h1>StoryVault subscription</h1>
<p>${escapeHtml(session.email)}</p>
<p class="price">${escapeHtml(plan.label)}</p>
<p>This local checkout stands in for the payment provider while StoryVault runs without Stripe keys.</p>
<form method="post" action="${action('complete')}"><button class="pay" type="submit">Complete test payment</button></form>
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>
</main></body></html>`);
  }

  @Post(':id/complete')
  async complete(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const session = await this.test.settle(id, 'paid');
    if (!session || session.status !== 'paid') throw new CheckoutNotFoundError();
    // Recorded now, as the provider's webhook does: the payer may never reach the return page.
    await this.funnel.verifyPayment({ sessionId: session.id, email: '' });
    res.redirect(303, session.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id)));
  }

  @Post(':id/cancel')
  async cancel(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const session = await this.test.settle(id, 'canceled');
    if (!session) throw new CheckoutNotFoundError();
    res.redirect(303, session.cancelUrl);
  }
}
