import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CommentView } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { StoryComments } from '../../application/story-comments.use-cases';
import { parseCommentPage } from '../../domain/comment';
import { PostCommentDto } from './family.dto';
import { toCommentView } from './family-views';

@ApiTags('family')
@Controller('vaults/:id/stories/:storyId/comments')
@UseGuards(SignedInGuard)
export class StoryCommentsController {
  constructor(private readonly comments: StoryComments) {}

  @Get()
  @ApiOperation({
    summary:
      "A page of a story's comments, oldest first (any member): the newest 50 unless limit says otherwise. " +
      'X-Total-Count says how many the story has; when earlier comments remain, a Link header with ' +
      'rel="next" gives their page, whose before is the id of the first comment of this one.',
  })
  @ApiQuery({ name: 'limit', required: false, description: '1 to 100, 50 by default' })
  @ApiQuery({ name: 'before', required: false, description: 'The id of the first comment of the page after' })
  @ApiResponse({ status: 400, description: 'INVALID_COMMENT: a limit or before that is not one' })
  async list(
    @Req() req: SignedInRequest,
    @Res({ passthrough: true }) res: Response,
    @Param('id') id: string,
    @Param('storyId') storyId: string,
    @Query('limit') limit: unknown,
    @Query('before') before: unknown,
  ): Promise<CommentView[]> {
    const request = parseCommentPage(limit, before);
    const page = await this.comments.list(req.user, id, storyId, request);
    res.setHeader('X-Total-Count', String(page.total));
    if (page.nextBefore) {
      const path = `/api/vaults/${encodeURIComponent(id)}/stories/${encodeURIComponent(storyId)}/comments`;
      res.setHeader('Link', `<${path}?limit=${request.limit}&before=${page.nextBefore}>; rel="next"`);
    }
    return page.comments.map(toCommentView);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Comment on a story: plain text, 1 to 2,000 characters (any member)' })
  @ApiResponse({ status: 409, description: 'COMMENT_LIMIT_REACHED: the story has 500 comments' })
  @ApiResponse({
    status: 429,
    description: 'TOO_MANY_WRITES: 30 comments in 10 minutes in this vault; see Retry-After',
  })
  async post(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Param('storyId') storyId: string,
    @Body() body: PostCommentDto,
  ): Promise<CommentView> {
    return toCommentView(await this.comments.post(req.user, id, storyId, body.text));
  }

  @Delete(':commentId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a comment: your own, or any when you own the vault' })
  async remove(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Param('storyId') storyId: string,
    @Param('commentId') commentId: string,
  ): Promise<void> {
    await this.comments.remove(req.user, id, storyId, commentId);
  }
}
