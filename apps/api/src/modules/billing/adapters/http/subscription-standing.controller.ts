import { Controller, Get, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SubscriptionStandingView } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { SubscriptionStanding } from '../../application/subscription-standing.service';

/** Whether the signed-in user's subscription ended: the dashboard then shows its renewal note. */
@ApiTags('billing')
@Controller('billing')
@UseGuards(SignedInGuard)
export class SubscriptionStandingController {
  constructor(private readonly standing: SubscriptionStanding) {}

  @Get('standing')
  @ApiOperation({
    summary: "Whether the signed-in user's subscription ended (their vaults are read-only until renewed)",
  })
  async get(@Req() req: SignedInRequest): Promise<SubscriptionStandingView> {
    return { ended: await this.standing.ended(req.user.id) };
  }
}
