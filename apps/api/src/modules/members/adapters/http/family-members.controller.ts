import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MemberView } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { FamilyMembers } from '../../application/family-members.use-cases';
import { ChangeMemberRoleDto, InviteMemberDto } from './family-members.dto';
import { toMemberView, toSentInvitationView } from './member-views';

@ApiTags('family')
@Controller('vaults/:id/members')
@UseGuards(SignedInGuard)
export class FamilyMembersController {
  constructor(private readonly members: FamilyMembers) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Invite someone by name and email as contributor or viewer (owner only); emailSent: false when the email could not be sent',
  })
  async invite(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Body() body: InviteMemberDto,
  ): Promise<MemberView> {
    return toSentInvitationView(await this.members.invite(req.user, id, body));
  }

  @Get()
  @ApiOperation({
    summary: 'Everyone invited, oldest first, with their state: invited, joined or expired (owner only)',
  })
  async list(@Req() req: SignedInRequest, @Param('id') id: string): Promise<MemberView[]> {
    return (await this.members.list(req.user, id)).map(toMemberView);
  }

  @Post(':memberId/resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'A fresh 14-day link, emailed again; the old link stops working (owner only)' })
  async resend(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Param('memberId') memberId: string,
  ): Promise<MemberView> {
    return toSentInvitationView(await this.members.resend(req.user, id, memberId));
  }

  @Patch(':memberId')
  @ApiOperation({ summary: "Change a member's role (owner only)" })
  async changeRole(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Param('memberId') memberId: string,
    @Body() body: ChangeMemberRoleDto,
  ): Promise<MemberView> {
    return toMemberView(await this.members.changeRole(req.user, id, memberId, body.role));
  }

  @Delete(':memberId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a member or an invitation; their access ends on their next request (owner only)' })
  async remove(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Param('memberId') memberId: string,
  ): Promise<void> {
    await this.members.remove(req.user, id, memberId);
  }
}
