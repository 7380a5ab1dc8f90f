import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { BillingPortalResponse, BillingView } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { BillingAccount } from '../../application/billing-account.use-cases';
import { BillingPortalDto, BillingViewDto, SwitchPlanDto } from './billing-account.dto';

const NONE = 'NO_SUBSCRIPTION: no subscription in progress';

/** The signed-in user's own subscription (docs/payments.md); nobody reaches another's. */
@ApiTags('billing')
@Controller('billing')
@UseGuards(SignedInGuard)
export class BillingAccountController {
  constructor(private readonly account: BillingAccount) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's plan, card and receipts (all null for someone who never paid)" })
  @ApiOkResponse({ type: BillingViewDto })
  view(@Req() req: SignedInRequest): Promise<BillingView> {
    return this.account.view(req.user.id);
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel at the end of the paid period' })
  @ApiOkResponse({ type: BillingViewDto })
  @ApiResponse({ status: 404, description: NONE })
  @ApiResponse({ status: 409, description: 'ALREADY_CANCELLING' })
  cancel(@Req() req: SignedInRequest): Promise<BillingView> {
    return this.account.cancel(req.user.id);
  }

  @Post('resume')
  @HttpCode(200)
  @ApiOperation({ summary: 'Undo a cancellation before the period ends' })
  @ApiOkResponse({ type: BillingViewDto })
  @ApiResponse({ status: 404, description: NONE })
  @ApiResponse({ status: 409, description: 'NOT_CANCELLING' })
  resume(@Req() req: SignedInRequest): Promise<BillingView> {
    return this.account.resume(req.user.id);
  }

  @Post('switch')
  @HttpCode(200)
  @ApiOperation({ summary: 'Switch between the monthly and the annual plan' })
  @ApiOkResponse({ type: BillingViewDto })
  @ApiResponse({ status: 404, description: NONE })
  @ApiResponse({ status: 409, description: 'SAME_PLAN' })
  switchPlan(@Req() req: SignedInRequest, @Body() body: SwitchPlanDto): Promise<BillingView> {
    return this.account.switchPlan(req.user.id, body.plan);
  }

  @Post('portal')
  @HttpCode(200)
  @ApiOperation({ summary: "Where the card is updated (Stripe's billing portal, or the TEST MODE page)" })
  @ApiOkResponse({ type: BillingPortalDto })
  @ApiResponse({ status: 404, description: NONE })
  async portal(@Req() req: SignedInRequest): Promise<BillingPortalResponse> {
    return { url: await this.account.portal(req.user.id) };
  }

  @Post('refund')
  @HttpCode(200)
  @ApiOperation({
    summary: 'The 30-day money-back guarantee: the first payment refunded and the subscription ended now',
  })
  @ApiOkResponse({ type: BillingViewDto })
  @ApiResponse({ status: 404, description: NONE })
  @ApiResponse({ status: 409, description: 'REFUND_WINDOW_CLOSED: more than 30 days after the first payment' })
  refund(@Req() req: SignedInRequest): Promise<BillingView> {
    return this.account.refund(req.user.id);
  }
}
