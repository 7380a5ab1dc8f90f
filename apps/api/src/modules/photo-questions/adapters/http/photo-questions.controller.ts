import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { PHOTO_QUESTION_LIMITS, VaultQuestionView, WaitingPhotoQuestionView } from '@storyvault/contracts';
import type { Response } from 'express';
import { pipeline } from 'node:stream';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { toVaultQuestionView } from '../../../vault/vault-http.public';
import { PhotoQuestions } from '../../application/photo-questions.use-cases';
import { WaitingPhotoQuestions } from '../../application/waiting-photo-questions.use-cases';
import { QuestionPhotoNotFoundError, SERVED_PHOTO_COPIES, ServedPhotoCopy } from '../../../question/question.public';
import { setAsideRefusedUpload } from '../../../../shared/http/refused-upload';
import { PhotoQuestionReceiver } from './photo-question-receiver';
import { PhotoQuestionFieldsDto } from './photo-question.dto';
import { toWaitingPhotoQuestionView } from './photo-question-views';

/**
 * Questions with a photo ("Tell us about this photo"): added by the owner (straight into the
 * queue) or a contributor (waiting for the owner to add it or dismiss it).
 */
@ApiTags('vaults')
@Controller('vaults/:id/questions')
@UseGuards(SignedInGuard)
export class PhotoQuestionsController {
  constructor(
    private readonly photoQuestions: PhotoQuestions,
    private readonly receiver: PhotoQuestionReceiver,
    private readonly waiting: WaitingPhotoQuestions,
  ) {}

  @Post('photo')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Add a question with a photo (JPEG, PNG or WebP, at most 20 MB): the owner's to the end of the queue, a contributor's to wait for the owner",
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [PHOTO_QUESTION_LIMITS.field],
      properties: {
        [PHOTO_QUESTION_LIMITS.field]: { type: 'string', format: 'binary' },
        [PHOTO_QUESTION_LIMITS.textField]: {
          type: 'string',
          description: `Default "${PHOTO_QUESTION_LIMITS.defaultText}"`,
        },
      },
    },
  })
  @ApiResponse({
    status: 201,
    description:
      "The owner's queued question (VaultQuestionView), or a contributor's waiting one (WaitingPhotoQuestionView, waiting: true)",
  })
  @ApiResponse({ status: 400, description: 'UPLOAD_UNREADABLE (no photo), INVALID_QUESTION (text too long)' })
  @ApiResponse({ status: 403, description: 'VAULT_FORBIDDEN: a viewer' })
  @ApiResponse({ status: 413, description: 'PHOTO_TOO_LARGE' })
  @ApiResponse({ status: 415, description: 'PHOTO_UNSUPPORTED: not a JPEG, PNG or WebP (an iPhone HEIC: send a JPEG)' })
  async add(
    @Req() req: SignedInRequest,
    @Res({ passthrough: true }) res: Response,
    @Param('id') vaultId: string,
    @Body() _json: PhotoQuestionFieldsDto,
  ): Promise<VaultQuestionView | WaitingPhotoQuestionView> {
    // Who may add is checked before a byte of the photo is read.
    const ticket = await this.photoQuestions.admit(req.user, vaultId).catch(async (error: unknown) => {
      await setAsideRefusedUpload(req, res);
      throw error;
    });
    const { text } = await this.receiver
      .receive(req, res, (file) => this.photoQuestions.receive(ticket, file))
      .catch(async (error: unknown) => {
        await this.photoQuestions.cancel(ticket);
        throw error;
      });
    const added = await this.photoQuestions.add(req.user, ticket, text);
    return 'waiting' in added ? toWaitingPhotoQuestionView(added) : toVaultQuestionView(added);
  }

  // Declared before ':questionId/photo/:size', though their paths never meet.
  @Get('photo/waiting')
  @ApiOperation({ summary: "Contributors' photo questions waiting for the owner, oldest first (the owner's)" })
  async listWaiting(@Req() req: SignedInRequest, @Param('id') vaultId: string): Promise<WaitingPhotoQuestionView[]> {
    return (await this.waiting.list(req.user, vaultId)).map(toWaitingPhotoQuestionView);
  }

  @Post('photo/:questionId/approve')
  @HttpCode(201)
  @ApiOperation({ summary: "Add a contributor's waiting photo question to the end of the queue (the owner's)" })
  @ApiResponse({ status: 404, description: 'PHOTO_NOT_FOUND: not waiting (added or dismissed already)' })
  async approve(
    @Req() req: SignedInRequest,
    @Param('id') vaultId: string,
    @Param('questionId') questionId: string,
  ): Promise<VaultQuestionView> {
    return toVaultQuestionView(await this.waiting.approve(req.user, vaultId, questionId));
  }

  @Delete('photo/:questionId')
  @HttpCode(204)
  @ApiOperation({ summary: "Dismiss a contributor's waiting photo question; its photo goes with it (the owner's)" })
  @ApiResponse({ status: 404, description: 'PHOTO_NOT_FOUND: not waiting (added or dismissed already)' })
  async dismiss(
    @Req() req: SignedInRequest,
    @Param('id') vaultId: string,
    @Param('questionId') questionId: string,
  ): Promise<void> {
    await this.waiting.dismiss(req.user, vaultId, questionId);
  }

  @Get(':questionId/photo/:size')
  @ApiOperation({ summary: "A photo question's photo for members: `web` (screen size) or `thumb`" })
  @ApiResponse({ status: 404, description: 'PHOTO_NOT_FOUND' })
  async photo(
    @Req() req: SignedInRequest,
    @Res() res: Response,
    @Param('id') vaultId: string,
    @Param('questionId') questionId: string,
    @Param('size') size: string,
  ): Promise<void> {
    if (!(SERVED_PHOTO_COPIES as readonly string[]).includes(size)) throw new QuestionPhotoNotFoundError();
    const photo = await this.photoQuestions.open(req.user, vaultId, questionId, size as ServedPhotoCopy);
    res.setHeader('Content-Type', 'image/jpeg');
    res.setHeader('Content-Length', String(photo.size));
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Disposition', 'inline');
    pipeline(photo.body, res, () => undefined);
  }
}
