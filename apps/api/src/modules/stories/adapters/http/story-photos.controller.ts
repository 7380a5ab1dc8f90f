import { Controller, Delete, HttpCode, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { STORY_PHOTO_LIMITS, StoryPhotoView } from '@storyvault/contracts';
import type { Response } from 'express';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { StoryPhotos } from '../../application/story-photos.use-cases';
import { PhotoReceiver } from './photo-receiver';
import { setAsideRefusedUpload } from '../../../../shared/http/refused-upload';
import { storyReader, toPhotoView } from './stories.controller';

/** Photos the family adds to a story (the owner and contributors), and removes again. */
@ApiTags('vaults')
@Controller('vaults/:id/stories/:storyId/photos')
@UseGuards(SignedInGuard)
export class StoryPhotosController {
  constructor(
    private readonly photos: StoryPhotos,
    private readonly receiver: PhotoReceiver,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Add a photo to a story: JPEG, PNG, WebP or GIF, at most 20 MB (owner and contributors)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [STORY_PHOTO_LIMITS.field],
      properties: { [STORY_PHOTO_LIMITS.field]: { type: 'string', format: 'binary' } },
    },
  })
  @ApiResponse({ status: 201, description: 'The photo as the story shows it: {id, url, filename, addedBy}' })
  @ApiResponse({ status: 403, description: 'VAULT_FORBIDDEN: a viewer' })
  @ApiResponse({ status: 404, description: 'VAULT_NOT_FOUND, STORY_NOT_FOUND' })
  @ApiResponse({ status: 413, description: 'PHOTO_TOO_LARGE' })
  @ApiResponse({ status: 415, description: 'PHOTO_UNSUPPORTED: not a JPEG, PNG, WebP or GIF' })
  async add(
    @Req() req: SignedInRequest,
    @Res({ passthrough: true }) res: Response,
    @Param('id') vaultId: string,
    @Param('storyId') storyId: string,
  ): Promise<StoryPhotoView> {
    // Who may add, and to which story, is checked before a byte of the photo is read.
    const ticket = await this.photos.admit(req.user, vaultId, storyId).catch(async (error: unknown) => {
      await setAsideRefusedUpload(req, res);
      throw error;
    });
    const received = await this.receiver
      .receive(req, res, req.user.id, (file, filename) => this.photos.receive(ticket, file, filename))
      .catch(async (error: unknown) => {
        await this.photos.cancel(ticket);
        throw error;
      });
    const photo = await this.photos.add(req.user, ticket, received);
    return toPhotoView(storyId, photo, storyReader(req.user.id, ticket.role));
  }

  @Delete(':photoId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a photo the family added: its adder or the owner; the answer’s own photos stay' })
  @ApiResponse({ status: 204 })
  @ApiResponse({ status: 403, description: 'VAULT_FORBIDDEN: a viewer, or someone else’s photo' })
  @ApiResponse({ status: 404, description: 'VAULT_NOT_FOUND, STORY_NOT_FOUND, PHOTO_NOT_FOUND' })
  @ApiResponse({ status: 409, description: 'PHOTO_NOT_REMOVABLE: it came with the story itself' })
  async remove(
    @Req() req: SignedInRequest,
    @Param('id') vaultId: string,
    @Param('storyId') storyId: string,
    @Param('photoId') photoId: string,
  ): Promise<void> {
    await this.photos.remove(req.user, vaultId, storyId, photoId);
  }
}
