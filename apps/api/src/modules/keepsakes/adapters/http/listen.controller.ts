import { Controller, Get, Header, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { ListenStoryView } from '@storyvault/contracts';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream';
import { ListenLinks } from '../../application/listen-links.use-cases';
import { ListenRangeError } from '../../domain/listen-link';

/**
 * The printed book's listen links (no sign-in: the token is the key, as on the answer pages). The
 * recording is served as the dashboard's player gets it: one range 206, an unsatisfiable one 416,
 * several ranges or a malformed header the whole file (RFC 9110 §14). The token is in the path;
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
    const recording = await this.links.recording(token);
    const { size } = recording;
    res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Cache-Control', 'private, no-store');
    const ranges = req.headers.range ? req.range(size, { combine: true }) : undefined;
    if (ranges === -1) {
      res.setHeader('Content-Range', `bytes */${size}`);
      throw new ListenRangeError();
    }
    let start = 0;
    let end = size - 1;
    const range = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0] : undefined;
    if (range) ({ start, end } = range);
    const body = req.method === 'HEAD' || size === 0 ? null : await recording.read({ start, end });
    if (range) res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
    else res.status(200);
    res.setHeader('Content-Type', recording.contentType);
    res.setHeader('Content-Length', String(end - start + 1));
    if (!body) {
      res.end();
      return;
    }
    pipeline(body, res, () => {
      // A listener who seeks or closes the page ends the stream; nothing to report.
    });
  }
}
