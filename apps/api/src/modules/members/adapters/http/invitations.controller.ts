import { Body, Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AcceptInvitationResponse, InvitationView } from '@storyvault/contracts';
import {
  clientIp,
  establishSession,
  MaybeSignedInRequest,
  OptionalUserGuard,
  toUserView,
} from '../../../auth/auth-http.public';
import { InvitationLinks } from '../../application/invitation-links.use-cases';
import { signUpLanguage } from '../../../../shared/http/request-language';
import { AcceptInvitationDto } from './family-members.dto';

/** The emailed join link: no sign-in needed to see it or to join as a new account. */
@ApiTags('family')
@Controller('invitations/:token')
@UseGuards(OptionalUserGuard)
export class InvitationsController {
  constructor(private readonly links: InvitationLinks) {}

  @Get()
  @ApiOperation({ summary: 'Whose collection the link invites to; 404 unknown, 410 used or expired' })
  show(@Req() req: MaybeSignedInRequest, @Param('token') token: string): Promise<InvitationView> {
    return this.links.show(token, clientIp(req));
  }

  @Post('accept')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Join: {name, password} makes the account and signs in; signed in with the invited email, {} joins',
  })
  async accept(
    @Req() req: MaybeSignedInRequest,
    @Param('token') token: string,
    @Body() body: AcceptInvitationDto,
  ): Promise<AcceptInvitationResponse> {
    const accepted = await this.links.accept({
      token,
      ip: clientIp(req),
      user: req.user ?? null,
      name: body.name,
      password: body.password,
      language: signUpLanguage(req, body.language),
    });
    if (accepted.signedUp) await establishSession(req, accepted.user.id);
    return { user: toUserView(accepted.user), vaultId: accepted.vaultId };
  }
}
