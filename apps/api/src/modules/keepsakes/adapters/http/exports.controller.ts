import { Body, Controller, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ExportView } from '@storyvault/contracts';
import type { Response } from 'express';
import { pipeline } from 'node:stream';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { ExportQueries } from '../../application/export-queries.use-cases';
import { RequestExport } from '../../application/request-export.use-case';
import { ExportRecord } from '../../domain/export';
import { RequestExportDto } from './exports.dto';

export function toExportView(record: ExportRecord): ExportView {
  const done = record.status === 'done';
  return {
    id: record.id,
    format: record.format,
    status: record.status,
    progress: done ? 100 : record.progress,
    createdAt: record.createdAt.toISOString(),
    ...(done ? { downloadUrl: `/api/vaults/${record.vaultId}/exports/${record.id}/file` } : {}),
    ...(done && record.expiresAt ? { expiresAt: record.expiresAt.toISOString() } : {}),
    ...(done && record.sizeBytes !== null ? { sizeBytes: record.sizeBytes } : {}),
    ...(record.status === 'failed' && record.error ? { error: record.error } : {}),
    ...(record.format === 'pdf' ? { title: record.options.title ?? null } : {}),
    ...(record.format === 'pdf' && record.options.storyIds ? { storyCount: record.options.storyIds.length } : {}),
  };
}

@ApiTags('keepsakes')
@Controller('vaults/:id/exports')
@UseGuards(SignedInGuard)
export class ExportsController {
  constructor(
    private readonly requestExport: RequestExport,
    private readonly queries: ExportQueries,
  ) {}

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask for the book (pdf, any member) or everything (zip, the owner); made in the background',
  })
  @ApiResponse({
    status: 202,
    description: '{ id, status }: queued; or the same export asked for by the same person, still being made',
  })
  @ApiResponse({
    status: 429,
    description:
      "EXPORTS_BUSY: two exports of this vault are being made already; EXPORTS_LIMIT (with Retry-After): a person's 5 a day in this vault, or the vault's 10, were asked for",
  })
  async create(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Body() body: RequestExportDto,
  ): Promise<{ id: string; status: string }> {
    return this.requestExport.execute(req.user, id, { ...body });
  }

  @Get()
  @ApiOperation({ summary: "The vault's recent exports, newest first (members see the books)" })
  async list(@Req() req: SignedInRequest, @Param('id') id: string): Promise<ExportView[]> {
    return (await this.queries.list(req.user, id)).map(toExportView);
  }

  @Get(':exportId')
  @ApiOperation({ summary: "An export's status and progress; its download link once done" })
  async get(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Param('exportId') exportId: string,
  ): Promise<ExportView> {
    return toExportView(await this.queries.get(req.user, id, exportId));
  }

  @Get(':exportId/file')
  @ApiOperation({ summary: 'The finished file (application/pdf or application/zip)' })
  @ApiResponse({ status: 409, description: 'EXPORT_NOT_READY: not finished, failed, or deleted after 7 days' })
  async file(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Param('exportId') exportId: string,
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.queries.open(req.user, id, exportId);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', `attachment; filename="${file.filename}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    pipeline(file.body, res, () => undefined);
  }
}
