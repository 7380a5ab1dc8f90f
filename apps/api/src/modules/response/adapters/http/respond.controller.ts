import { Body, Controller, Get, Header, HttpCode, Post, Query, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import { AnswerByVoice } from '../../application/answer-by-voice.use-case';
import { AnswerInWriting } from '../../application/answer-in-writing.use-case';
import { AnswerLinkView, OpenAnswerLink } from '../../application/open-answer-link.use-case';
import { AnswerLinkViewDto, AnswerSavedDto, TextAnswerDto, VoiceAnswerDto } from './respond.dto';
import { RECORDING_FIELD, RecordingUploadInterceptor, UploadedRecording } from './recording-upload.interceptor';

/**
 * The senior's answer pages (SPEC.md §2, §7): no sign-in, the emailed token is the key. A bad
 * token is always 404 INVALID_LINK, whichever call carries it.
 */
@ApiTags('respond')
@Controller('respond')
export class RespondController {
  constructor(
    private readonly openLink: OpenAnswerLink,
    private readonly answerInWriting: AnswerInWriting,
    private readonly answerByVoice: AnswerByVoice,
  ) {}

  @Get('question')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The question an answer link is for, and the first name of whom it was sent to' })
  @ApiQuery({ name: 'token', required: false })
  @ApiResponse({ status: 200, type: AnswerLinkViewDto })
  @ApiResponse({ status: 404, description: 'INVALID_LINK' })
  question(@Query('token') token: unknown): Promise<AnswerLinkView> {
    return this.openLink.execute(typeof token === 'string' ? token : undefined);
  }

  @Post('text')
  @HttpCode(201)
  @ApiOperation({ summary: 'Answer in writing: the trimmed text becomes a written story' })
  @ApiResponse({ status: 201, type: AnswerSavedDto })
  async text(@Body() body: TextAnswerDto): Promise<AnswerSavedDto> {
    await this.answerInWriting.execute({ token: body.token, text: body.text });
    return { ok: true };
  }

  @Post('voice')
  @HttpCode(201)
  @UseInterceptors(RecordingUploadInterceptor)
  @ApiOperation({ summary: 'Answer by voice: a WAV recording (at most 30 minutes, 100 MB) becomes a voice story' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [RECORDING_FIELD, 'token'],
      properties: {
        [RECORDING_FIELD]: { type: 'string', format: 'binary', description: 'recording.wav (PCM or float WAV)' },
        token: { type: 'string' },
      },
    },
  })
  @ApiResponse({ status: 201, type: AnswerSavedDto })
  @ApiResponse({ status: 413, description: 'RECORDING_TOO_LARGE' })
  async voice(
    @UploadedFile() recording: UploadedRecording | undefined,
    @Body() body: VoiceAnswerDto,
  ): Promise<AnswerSavedDto> {
    await this.answerByVoice.execute({ token: body.token, recording: recording?.buffer });
    return { ok: true };
  }
}
