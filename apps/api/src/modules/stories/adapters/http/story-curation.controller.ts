import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { DeletedStoryView, StoryRevisionView, StoryView } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { CurateStories } from '../../application/curate-stories.use-cases';
import { purgeDate, Story, StoryRevision } from '../../domain/story';
import { storyReader, toStoryView } from './stories.controller';
import { UpdateStoryDto } from './story-curation.dto';

function toRevisionView(revision: StoryRevision, i: number, all: StoryRevision[]): StoryRevisionView {
  return {
    id: revision.id,
    title: revision.title,
    period: revision.period,
    fullText: revision.fullText,
    tags: revision.tags,
    by: revision.revisedByName,
    at: revision.revisedAt.toISOString(),
    current: i === 0,
    original: i === all.length - 1,
  };
}

function toDeletedView(story: Story): DeletedStoryView {
  return {
    id: story.id,
    title: story.heading,
    question: { text: story.questionText },
    period: story.period,
    createdAt: story.createdAt.toISOString(),
    deletedAt: story.deletedAt!.toISOString(),
    purgeAt: purgeDate(story.deletedAt!).toISOString(),
  };
}

const OWNER = (req: SignedInRequest) => storyReader(req.user.id, 'owner');

const OWNER_ONLY = 'VAULT_FORBIDDEN: a member who is not the owner';
const ENDED = 'SUBSCRIPTION_ENDED: the owner’s subscription ended; the collection is read-only until renewed';

/** The owner curates the stories: edits and their history, deleting and restoring. */
@ApiTags('vaults')
@Controller('vaults/:id/stories')
@UseGuards(SignedInGuard)
export class StoryCurationController {
  constructor(private readonly curate: CurateStories) {}

  @Get('deleted')
  @ApiOperation({ summary: 'Recently deleted: stories restorable for 30 days, with the day each is purged (owner)' })
  @ApiResponse({ status: 403, description: OWNER_ONLY })
  async deleted(@Req() req: SignedInRequest, @Param('id') vaultId: string): Promise<DeletedStoryView[]> {
    return (await this.curate.deleted(req.user, vaultId)).map(toDeletedView);
  }

  @Patch(':storyId')
  @ApiOperation({ summary: "Edit a story's title, text, tags and when it happened; a new version (owner)" })
  @ApiResponse({
    status: 400,
    description: 'STORY_TITLE_INVALID, STORY_PERIOD_INVALID, STORY_TAGS_INVALID, STORY_EMPTY, STORY_TOO_LONG',
  })
  @ApiResponse({ status: 403, description: `${OWNER_ONLY}; ${ENDED}` })
  @ApiResponse({ status: 404, description: 'VAULT_NOT_FOUND, STORY_NOT_FOUND (a deleted story too)' })
  async edit(
    @Req() req: SignedInRequest,
    @Param('id') vaultId: string,
    @Param('storyId') storyId: string,
    @Body() body: UpdateStoryDto,
  ): Promise<StoryView> {
    return this.view(req, await this.curate.edit(req.user, vaultId, storyId, body));
  }

  @Delete(':storyId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Move a story to Recently deleted for 30 days (owner)' })
  @ApiResponse({ status: 403, description: `${OWNER_ONLY}; ${ENDED}` })
  async remove(@Req() req: SignedInRequest, @Param('id') vaultId: string, @Param('storyId') storyId: string) {
    await this.curate.delete(req.user, vaultId, storyId);
  }

  @Post(':storyId/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Bring a story back from Recently deleted (owner)' })
  @ApiResponse({ status: 403, description: `${OWNER_ONLY}; ${ENDED}` })
  async restore(
    @Req() req: SignedInRequest,
    @Param('id') vaultId: string,
    @Param('storyId') storyId: string,
  ): Promise<StoryView> {
    return this.view(req, await this.curate.restore(req.user, vaultId, storyId));
  }

  @Get(':storyId/revisions')
  @ApiOperation({ summary: 'Every version of a story, newest first; the story as it arrived last (owner)' })
  @ApiResponse({ status: 403, description: OWNER_ONLY })
  async revisions(
    @Req() req: SignedInRequest,
    @Param('id') vaultId: string,
    @Param('storyId') storyId: string,
  ): Promise<StoryRevisionView[]> {
    return (await this.curate.history(req.user, vaultId, storyId)).map(toRevisionView);
  }

  @Post(':storyId/revisions/:revisionId/restore')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make an earlier version the story again, as a new version (owner)' })
  @ApiResponse({ status: 403, description: `${OWNER_ONLY}; ${ENDED}` })
  @ApiResponse({ status: 404, description: 'VAULT_NOT_FOUND, STORY_NOT_FOUND, REVISION_NOT_FOUND' })
  async restoreRevision(
    @Req() req: SignedInRequest,
    @Param('id') vaultId: string,
    @Param('storyId') storyId: string,
    @Param('revisionId') revisionId: string,
  ): Promise<StoryView> {
    return this.view(req, await this.curate.restoreRevision(req.user, vaultId, storyId, revisionId));
  }

  /** The story as the list shows it to its owner. */
  private async view(req: SignedInRequest, story: Story): Promise<StoryView> {
    return toStoryView(story, OWNER(req), await this.curate.answersPhotoQuestion(story));
  }
}
