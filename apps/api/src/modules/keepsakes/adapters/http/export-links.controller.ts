import { Controller, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ListenBookView, RevokeListenLinksResponse } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { ListenLinks } from '../../application/listen-links.use-cases';

/** The printed books' listen links, listed and revoked by whoever manages the vault (its owner). */
@ApiTags('keepsakes')
@Controller('vaults/:id')
@UseGuards(SignedInGuard)
export class ExportLinksController {
  constructor(private readonly links: ListenLinks) {}

  @Get('listen-books')
  @ApiOperation({ summary: 'Every printed book whose listen links still play, newest first, however old' })
  @ApiResponse({ status: 200, description: 'ListenBookView[]' })
  @ApiResponse({ status: 403, description: 'VAULT_FORBIDDEN: a member who does not manage the vault' })
  @ApiResponse({ status: 404, description: 'VAULT_NOT_FOUND' })
  async books(@Req() req: SignedInRequest, @Param('id') vaultId: string): Promise<ListenBookView[]> {
    return (await this.links.books(req.user, vaultId)).map((book) => ({
      ...book,
      createdAt: book.createdAt.toISOString(),
    }));
  }

  @Post('exports/:exportId/revoke-links')
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
