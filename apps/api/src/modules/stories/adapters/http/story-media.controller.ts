import { Controller, Get, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { pipeline } from 'node:stream';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { OpenStoryPhoto } from '../../application/open-story-photo.use-case';
import { OpenStoryRecording } from '../../application/open-story-recording.use-case';
import { StoryPhotoQueryDto } from './story-media.dto';
import { sendRecording } from '../../../../shared/http/ranged-recording';

/** A family's photos and recordings are kept by no cache, the browser's own included. */
const PRIVATE_MEDIA = 'private, no-store';

/**
 * A voice story's recording for the dashboard's player. Audio elements seek with HTTP Range
 * requests (RFC 9110 §14): one range is answered 206, an unsatisfiable one 416, and several
 * ranges or a malformed header get the whole file, as the RFC allows.
 */
@ApiTags('stories')
@Controller('stories')
@UseGuards(SignedInGuard)
export class StoryMediaController {
  constructor(
    private readonly openRecording: OpenStoryRecording,
    private readonly openPhoto: OpenStoryPhoto,
  ) {}

  @Get(':id/photos/:photoId')
  @ApiOperation({
    summary: "A story's photo (members of its vault): the screen's copy, or `?size=thumb` the small one",
  })
  @ApiResponse({ status: 400, description: 'VALIDATION_FAILED: size is neither web nor thumb' })
  @ApiResponse({ status: 404, description: 'PHOTO_NOT_FOUND: no such photo, or not yours' })
  async photo(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Param('photoId') photoId: string,
    @Query() query: StoryPhotoQueryDto,
    @Res() res: Response,
  ): Promise<void> {
    const photo = await this.openPhoto.execute(req.user, id, photoId, query.size ?? 'web');
    const body = await photo.read();
    res.setHeader('Content-Type', photo.contentType);
    res.setHeader('Content-Length', String(photo.size));
    res.setHeader('Cache-Control', PRIVATE_MEDIA);
    res.setHeader('Content-Disposition', 'inline');
    pipeline(body, res, () => undefined);
  }

  @Get(':id/audio')
  @ApiOperation({ summary: "A voice story's recording (members of its vault), with Range support" })
  @ApiProduces('audio/wav')
  @ApiResponse({ status: 206, description: 'The requested byte range' })
  @ApiResponse({ status: 404, description: 'RECORDING_NOT_FOUND: no such story, not yours, or no recording' })
  @ApiResponse({ status: 416, description: 'RANGE_NOT_SATISFIABLE' })
  async audio(@Req() req: SignedInRequest, @Param('id') id: string, @Res() res: Response): Promise<void> {
    await sendRecording(req, res, await this.openRecording.execute(req.user, id), PRIVATE_MEDIA);
  }
}
