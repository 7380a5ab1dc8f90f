import { Controller, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { RevokeListenLinksResponse } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth.public';
import { ListenLinks } from '../../application/listen-links.use-cases';

/** Revoking a printed book's listen links: whoever manages the vault (its owner). */
@ApiTags('keepsakes')
@Controller('vaults/:id/exports/:exportId')
@UseGuards(SignedInGuard)
export class ExportLinksController {
  constructor(private readonly links: ListenLinks) {}

  @Post('revoke-links')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stops every listen link printed in this book (the QR codes open nothing any more)' })
  @ApiResponse({ status: 200, description: '{ revoked }: how many links stopped working now' })
  @ApiResponse({ status: 403, description: 'VAULT_FORBIDDEN: a member who does not manage the vault' })
  @ApiResponse({ status: 404, description: 'VAULT_NOT_FOUND' })
  async revoke(
    @Req() req: SignedInRequest,
    @Param('id') vaultId: string,
    @Param('exportId') exportId: string,
  ): Promise<RevokeListenLinksResponse> {
    return { revoked: await this.links.revoke(req.user, vaultId, exportId) };
  }
}
