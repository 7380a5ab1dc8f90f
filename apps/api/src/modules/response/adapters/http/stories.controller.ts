import { Controller, Get, Param, Req, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CATEGORY_LABELS, PREWRITTEN_CATEGORIES, StoryView } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth.public';
import { ListVaultStories } from '../../application/list-vault-stories.use-case';
import { Story } from '../../domain/story';
import { displayTags } from '../../domain/tags/tags';

/** Library categories by their names; custom, general and starter say nothing about a story. */
const TAG_CATEGORIES: Record<string, string> = Object.fromEntries(
  Object.entries(CATEGORY_LABELS).map(([slug, name]) => [
    slug,
    (PREWRITTEN_CATEGORIES as readonly string[]).includes(slug) ? name : '',
  ]),
);

export function toStoryView(story: Story): StoryView {
  return {
    id: story.id,
    createdAt: story.createdAt.toISOString(),
    question: { text: story.questionText },
    responseType: story.responseType,
    tags: displayTags(story.tags, TAG_CATEGORIES),
    fullText: story.fullText,
    rawText: story.rawText,
    audioUrl: story.mediaKey ? `/api/stories/${story.id}/audio` : null,
    photos: story.attachments
      .filter((a) => a.kind === 'photo')
      .map((a) => ({ url: `/api/stories/${story.id}/photos/${a.id}`, filename: a.filename })),
  };
}

@ApiTags('vaults')
@Controller('vaults/:id/stories')
@UseGuards(SignedInGuard)
export class StoriesController {
  constructor(private readonly listStories: ListVaultStories) {}

  @Get()
  @ApiOperation({ summary: "The vault's stories, newest first" })
  async list(@Req() req: SignedInRequest, @Param('id') id: string): Promise<StoryView[]> {
    return (await this.listStories.execute(req.user.id, id)).map(toStoryView);
  }
}
