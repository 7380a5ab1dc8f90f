import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ActivityView, VaultStats, VaultView } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { ListVaults } from '../../application/list-vaults.use-case';
import { SaveVault } from '../../application/save-vault.use-case';
import { VaultInsights } from '../../application/vault-insights.use-cases';
import { VaultPauses } from '../../application/vault-pauses.service';
import { Clock } from '../../../../shared/time/clock';
import { SaveVaultDto, UpdateVaultDto } from './vault.dto';
import { toActivityView, toVaultView } from './vault-views';

@ApiTags('vaults')
@Controller('vaults')
@UseGuards(SignedInGuard)
export class VaultsController {
  constructor(
    private readonly listVaults: ListVaults,
    private readonly saveVault: SaveVault,
    private readonly insights: VaultInsights,
    private readonly pauses: VaultPauses,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The vaults the signed-in user is a member of, with their role: the ones they own first, oldest first',
  })
  async list(@Req() req: SignedInRequest): Promise<VaultView[]> {
    return (await this.listVaults.execute(req.user)).map((v) => toVaultView(v, this.clock.now()));
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Create a vault; with isSetupComplete it gets the 20 starter questions' })
  @ApiResponse({
    status: 409,
    description: 'VAULT_LIMIT: the trial has one vault; STORYTELLER_LIMIT: a plan includes up to 5 storytellers',
  })
  async create(@Req() req: SignedInRequest, @Body() body: SaveVaultDto): Promise<VaultView> {
    return toVaultView(await this.saveVault.create(req.user, body), this.clock.now());
  }

  @Put(':id')
  @ApiOperation({ summary: 'Update a vault (the setup card and the settings dialog)' })
  async update(@Req() req: SignedInRequest, @Param('id') id: string, @Body() body: UpdateVaultDto): Promise<VaultView> {
    return toVaultView(await this.saveVault.update(req.user, id, body), this.clock.now());
  }

  @Post(':id/resume')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Resume the questions the senior paused or stopped: the next one goes out now (the manage permission)',
  })
  async resume(@Req() req: SignedInRequest, @Param('id') id: string): Promise<{ ok: true }> {
    await this.pauses.resumeByOwner(req.user, id);
    return { ok: true };
  }

  @Get(':id/stats')
  @ApiOperation({ summary: 'Stories collected, questions ready, days active' })
  stats(@Req() req: SignedInRequest, @Param('id') id: string): Promise<VaultStats> {
    return this.insights.stats(req.user, id);
  }

  @Get(':id/activities')
  @ApiOperation({ summary: 'What happened in the vault, newest first' })
  async activities(@Req() req: SignedInRequest, @Param('id') id: string): Promise<ActivityView[]> {
    return (await this.insights.activityFeed(req.user, id)).map(toActivityView);
  }
}
