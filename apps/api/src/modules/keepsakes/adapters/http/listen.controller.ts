import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ListenStoryView } from '@storyvault/contracts';
import type { Request, Response } from 'express';
import { ListenLinks } from '../../application/listen-links.use-cases';
import { sendRecording } from '../../../../shared/http/ranged-recording';

/**
 * The printed book's listen links (no sign-in: the token is the key, as on the answer pages). The
 * recording is served as the dashboard's player gets it (`sendRecording`). The token is in the path;
 * the request log replaces it.
 */
@ApiTags('listen')
@Controller('listen')
export class ListenController {
  constructor(private readonly links: ListenLinks) {}

  @Get(':token')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "A voice story of a printed book: its title, question, text, the senior's name" })
  @ApiResponse({ status: 200, description: 'ListenStoryView' })
  @ApiResponse({ status: 404, description: 'LISTEN_LINK_NOT_FOUND: unknown or revoked link' })
  open(@Param('token') token: string): Promise<ListenStoryView> {
    return this.links.open(token);
  }

  @Get(':token/audio')
  @ApiOperation({ summary: "The story's original recording, with Range support" })
  @ApiProduces('audio/wav')
  @ApiResponse({ status: 206, description: 'The requested byte range' })
  @ApiResponse({ status: 404, description: 'LISTEN_LINK_NOT_FOUND' })
  @ApiResponse({ status: 416, description: 'RANGE_NOT_SATISFIABLE' })
  async audio(@Param('token') token: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await sendRecording(req, res, await this.links.recording(token), 'private, no-store');
  }
}
