import { Body, Controller, Delete, Get, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CommentView } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth.public';
import { StoryComments } from '../../application/story-comments.use-cases';
import { PostCommentDto } from './family.dto';
import { toCommentView } from './family-views';

@ApiTags('family')
@Controller('vaults/:id/stories/:storyId/comments')
@UseGuards(SignedInGuard)
export class StoryCommentsController {
  constructor(private readonly comments: StoryComments) {}

  @Get()
  @ApiOperation({ summary: "A story's comments, oldest first (any member)" })
  async list(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Param('storyId') storyId: string,
  ): Promise<CommentView[]> {
    return (await this.comments.list(req.user, id, storyId)).map(toCommentView);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Comment on a story: plain text, 1 to 2,000 characters (any member)' })
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
