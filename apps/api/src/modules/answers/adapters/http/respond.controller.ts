import { Body, Controller, Get, Header, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { pipeline } from 'node:stream';
import { AnswerByVoice } from '../../application/answer-by-voice.use-case';
import { AnswerInWriting } from '../../application/answer-in-writing.use-case';
import { AnswerLinkView, OpenAnswerLink } from '../../application/open-answer-link.use-case';
import { RECORDING_FIELD, RecordingReceiver } from './recording-receiver';
import { SkipQuestion, SkipResult } from '../../../delivery/delivery.public';
import { requestLanguage } from '../../../../shared/http/request-language';
import { AnswerLinks } from '../../application/answer-links';
import {
  AnswerLinkViewDto,
  AnswerSavedDto,
  SkipQuestionDto,
  SkipResultDto,
  TextAnswerDto,
  VoiceAnswerDto,
} from './respond.dto';

/**
 * The senior's answer pages (docs/product.md §2, §7): no sign-in, the emailed token is the key. A bad
 * token is always 404 INVALID_LINK, whichever call carries it. What the senior is told is in the
 * vault's language, or, for a link that names no vault, in the page's (its Accept-Language).
 */
@ApiTags('respond')
@Controller('respond')
export class RespondController {
  constructor(
    private readonly openLink: OpenAnswerLink,
    private readonly answerInWriting: AnswerInWriting,
    private readonly answerByVoice: AnswerByVoice,
    private readonly recordings: RecordingReceiver,
    private readonly links: AnswerLinks,
    private readonly skipQuestion: SkipQuestion,
  ) {}

  @Get('question')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The question an answer link is for, and the first name of whom it was sent to' })
  @ApiQuery({ name: 'token', required: false })
  @ApiResponse({ status: 200, type: AnswerLinkViewDto })
  @ApiResponse({ status: 404, description: 'INVALID_LINK' })
  @ApiResponse({
    status: 410,
    description: "LINK_EXPIRED: the question was sent more than 90 days ago; the message names the owner's email",
  })
  question(@Query('token') token: unknown, @Req() req: Request): Promise<AnswerLinkView> {
    return this.openLink.execute(typeof token === 'string' ? token : undefined, requestLanguage(req));
  }

  @Get('photo')
  @ApiOperation({ summary: "The photo of a photo question, for its answer pages: the link's token is the key" })
  @ApiQuery({ name: 'token', required: false })
  @ApiResponse({ status: 200, description: 'image/jpeg, resized, without metadata' })
  @ApiResponse({ status: 404, description: 'INVALID_LINK, PHOTO_NOT_FOUND: the question has no photo' })
  @ApiResponse({ status: 410, description: 'LINK_EXPIRED' })
  async photo(@Query('token') token: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const photo = await this.openLink.photo(typeof token === 'string' ? token : undefined, requestLanguage(req));
    res.setHeader('Content-Type', 'image/jpeg');
    res.setHeader('Content-Length', String(photo.size));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', 'inline');
    pipeline(photo.body, res, () => undefined);
  }

  @Post('text')
  @HttpCode(201)
  @ApiOperation({ summary: 'Answer in writing: the trimmed text becomes a written story' })
  @ApiResponse({ status: 201, type: AnswerSavedDto })
  @ApiResponse({ status: 429, description: 'ANSWER_LIMIT_REACHED: 10 answers a day per link' })
  async text(@Body() body: TextAnswerDto, @Req() req: Request): Promise<AnswerSavedDto> {
    await this.answerInWriting.execute({
      token: body.token,
      text: body.text,
      sendId: body.sendId?.toLowerCase(),
      pageLanguage: requestLanguage(req),
    });
    return { ok: true };
  }

  @Post('skip')
  @HttpCode(200)
  @ApiOperation({
    summary:
      '"Send me a different question": the question goes back to the end of the queue and the next one is sent now; once per question',
  })
  @ApiResponse({ status: 200, type: SkipResultDto })
  @ApiResponse({ status: 404, description: 'INVALID_LINK' })
  @ApiResponse({ status: 410, description: 'LINK_EXPIRED' })
  async skip(@Body() body: SkipQuestionDto, @Req() req: Request): Promise<SkipResult> {
    const { question } = await this.links.open(body.token, requestLanguage(req));
    return this.skipQuestion.execute(question);
  }

  @Post('voice')
  @HttpCode(201)
  @ApiOperation({ summary: 'Answer by voice: a WAV recording (at most 30 minutes, 100 MB) becomes a voice story' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [RECORDING_FIELD, 'token'],
      properties: {
        token: { type: 'string', description: 'The token from the emailed link; sent before the recording' },
        sendId: {
          type: 'string',
          format: 'uuid',
          description:
            "The page's own id for this recording, before the token: the same recording sent again is kept once",
        },
        [RECORDING_FIELD]: { type: 'string', format: 'binary', description: 'recording.wav (PCM or float WAV)' },
      },
    },
  })
  @ApiResponse({ status: 201, type: AnswerSavedDto })
  @ApiResponse({ status: 413, description: 'RECORDING_TOO_LARGE' })
  @ApiResponse({
    status: 429,
    description: 'ANSWER_LIMIT_REACHED (3 recordings an hour, 10 answers a day per link), UPLOADS_BUSY',
  })
  async voice(
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @Body() _json: VoiceAnswerDto,
  ): Promise<AnswerSavedDto> {
    // The token field comes before the recording: checked before the recording is read.
    const upload = await this.recordings.receive(req, res);
    try {
      await this.answerByVoice.execute(upload.ticket, upload.recording);
    } finally {
      upload.release();
    }
    return { ok: true };
  }
}
