import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CaptureLeadResponse,
  CompleteSignupResponse,
  CreateCheckoutResponse,
  VerifyPaymentResponse,
} from '@storyvault/contracts';
import type { Request } from 'express';
import 'express-session';
import {
  clientIp,
  establishSession,
  MaybeSignedInRequest,
  OptionalUserGuard,
  toUserView,
} from '../../../auth/auth-http.public';
import { Funnel } from '../../application/funnel.use-cases';
import { LeadNotFoundError } from '../../domain/billing.errors';
import { signUpLanguage } from '../../../../shared/http/request-language';
import { CaptureLeadDto, CompleteSignupDto, CreateCheckoutDto, VerifyPaymentDto } from './funnel.dto';

declare module 'express-session' {
  interface SessionData {
    /** The leads captured in this browser: lead ids count up, so only these may go to checkout from it. */
    leadIds?: number[];
  }
}

const LEADS_KEPT = 10;

@ApiTags('funnel')
@Controller()
export class FunnelController {
  constructor(private readonly funnel: Funnel) {}

  @Post('capture-lead')
  @HttpCode(200)
  @ApiOperation({ summary: 'Funnel step 1: name and email (409 ACCOUNT_EXISTS when they have an account)' })
  async captureLead(@Req() req: Request, @Body() body: CaptureLeadDto): Promise<CaptureLeadResponse> {
    const { lead, alreadyPaid } = await this.funnel.captureLead({
      name: body.name,
      email: body.email,
      ip: clientIp(req),
      language: signUpLanguage(req),
    });
    const id = lead.id;
    req.session.leadIds = [...(req.session.leadIds ?? []).filter((known) => known !== id), id].slice(-LEADS_KEPT);
    return alreadyPaid ? { leadId: id, alreadyPaid } : { leadId: id };
  }

  @Post('create-checkout')
  @HttpCode(200)
  @UseGuards(OptionalUserGuard)
  @ApiOperation({
    summary: 'Start the payment checkout for a lead captured in this browser, or for the signed-in user',
  })
  async createCheckout(
    @Req() req: MaybeSignedInRequest,
    @Body() body: CreateCheckoutDto,
  ): Promise<CreateCheckoutResponse> {
    // Another browser's lead is answered as an unknown one: its checkout would show that lead's email.
    if (body.leadId !== undefined && !req.session.leadIds?.includes(body.leadId)) throw new LeadNotFoundError();
    return {
      checkoutUrl: await this.funnel.createCheckout({ leadId: body.leadId, planType: body.planType, user: req.user }),
    };
  }

  @Post('verify-payment')
  @HttpCode(200)
  @ApiOperation({ summary: 'Has this checkout session paid, for this email?' })
  async verifyPayment(@Body() body: VerifyPaymentDto): Promise<VerifyPaymentResponse> {
    const { verified, lead } = await this.funnel.verifyPayment(body);
    return { success: verified, verified, ...(lead ? { lead: { name: lead.name, email: lead.email } } : {}) };
  }

  @Post('complete-signup')
  @HttpCode(200)
  @ApiOperation({ summary: 'Create the paid account and sign in' })
  async completeSignup(@Req() req: Request, @Body() body: CompleteSignupDto): Promise<CompleteSignupResponse> {
    const user = await this.funnel.completeSignup({ ...body, language: signUpLanguage(req, body.language) });
    await establishSession(req, user.id);
    return { success: true, user: toUserView(user) };
  }
}
