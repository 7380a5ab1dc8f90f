import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { GiftView, GiftWelcomeView, GiveGiftResponse } from '@storyvault/contracts';
import type { Request, Response } from 'express';
import { clientIp, SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { GiftCards } from '../../application/gift-cards.use-cases';
import { GiveGift } from '../../application/give-gift.use-case';
import { GiftCardQueryDto, GiveGiftDto } from './gifts.dto';
import { signUpLanguage } from '../../../../shared/http/request-language';

@ApiTags('gifts')
@Controller('gifts')
export class GiftsController {
  constructor(
    private readonly give: GiveGift,
    private readonly cards: GiftCards,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Give StoryVault (signed out): the gift, then the checkout of the annual plan for the giver',
  })
  @ApiResponse({ status: 200, description: '{ checkoutUrl }' })
  @ApiResponse({ status: 400, description: 'INVALID_GIFT: details names the field at fault' })
  @ApiResponse({ status: 409, description: 'ACCOUNT_EXISTS: the giver has an account (sign in first)' })
  async create(@Req() req: Request, @Body() body: GiveGiftDto): Promise<GiveGiftResponse> {
    const { checkoutUrl } = await this.give.execute({ ...body, ip: clientIp(req), language: signUpLanguage(req) });
    return { checkoutUrl };
  }

  @Get('mine')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: "The signed-in giver's paid gifts, newest first, with their cards' links" })
  mine(@Req() req: SignedInRequest): Promise<GiftView[]> {
    return this.cards.mine(req.user.id);
  }

  @Get('welcome/:code')
  @ApiOperation({ summary: "What the card's QR code opens (no sign-in): who gave it, to whom, from when" })
  @ApiResponse({ status: 404, description: 'GIFT_NOT_FOUND' })
  welcome(@Param('code') code: string): Promise<GiftWelcomeView> {
    return this.cards.welcome(code);
  }

  @Get(':id/card')
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'The printable gift card (application/pdf), A5 or US Letter; the giver only' })
  @ApiResponse({ status: 404, description: "GIFT_NOT_FOUND: no such gift, or another giver's" })
  async card(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Query() query: GiftCardQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    const size = query.size ?? 'a5';
    const pdf = await this.cards.card(req.user.id, id, size);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `attachment; filename="storyvault-gift-card-${size}.pdf"`);
    res.setHeader('Content-Length', String(pdf.length));
    res.end(pdf);
  }
}
