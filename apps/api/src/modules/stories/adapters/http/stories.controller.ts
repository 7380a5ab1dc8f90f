import { Controller, Get, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CATEGORY_LABELS, PREWRITTEN_CATEGORIES, StoryPhotoView, StoryView, VaultRole } from '@storyvault/contracts';
import { SignedInGuard, SignedInRequest } from '../../../auth/auth-http.public';
import { roleAllows } from '../../../vault/vault.public';
import { questionPhotoUrl } from '../../../question/question.public';
import { ListVaultStories } from '../../application/list-vault-stories.use-case';
import { maskOriginal } from '../../domain/original-text';
import { isAddedBy, Story, StoryAttachment } from '../../domain/story';
import { parseStoryPage, STORY_PAGE } from '../../domain/story-page';
import { parseStoryOrder, parseStorySearch, STORY_ORDERS, STORY_SEARCH } from '../../domain/story-search';
import { displayTags } from '../../domain/tags/tags';

/** Library categories by their names; custom, general and starter say nothing about a story. */
const TAG_CATEGORIES: Record<string, string> = Object.fromEntries(
  Object.entries(CATEGORY_LABELS).map(([slug, name]) => [
    slug,
    (PREWRITTEN_CATEGORIES as readonly string[]).includes(slug) ? name : '',
  ]),
);

/**
 * Who reads a story: whether they may remove a photo (`story.photo.remove`), and whether they get
 * the original (`readOriginal`: the original email, masked; members get none), depend on it.
 */
export interface StoryReader {
  userId: string;
  role: VaultRole;
}

/** A reader in a vault, whose role the permission table is asked about. */
export function storyReader(userId: string, role: VaultRole): StoryReader {
  return { userId, role };
}

/** A photo the family added, which this reader added or may remove all the same; the answer's own stay. */
function mayRemove(photo: StoryAttachment, reader: StoryReader): boolean {
  return (
    Boolean(photo.addedBy) &&
    roleAllows(reader.role, 'story.photo.remove', { isAdder: isAddedBy(photo, reader.userId) })
  );
}

export function toPhotoView(storyId: string, photo: StoryAttachment, reader?: StoryReader): StoryPhotoView {
  return {
    url: `/api/stories/${storyId}/photos/${photo.id}`,
    thumbnailUrl: `/api/stories/${storyId}/photos/${photo.id}?size=thumb`,
    filename: photo.filename,
    id: photo.id,
    ...(photo.addedBy ? { addedBy: { name: photo.addedBy.name } } : {}),
    ...(reader ? { canRemove: mayRemove(photo, reader) } : {}),
  };
}

export function toStoryView(story: Story, reader?: StoryReader, photoQuestions?: Set<string>): StoryView {
  return {
    id: story.id,
    createdAt: story.createdAt.toISOString(),
    question: { text: story.questionText },
    title: story.heading,
    period: story.period,
    responseType: story.responseType,
    tags: displayTags(story.tags, TAG_CATEGORIES),
    fullText: story.text.text,
    ...(reader && roleAllows(reader.role, 'readOriginal') ? { rawText: maskOriginal(story.rawText) } : {}),
    audioUrl: story.mediaKey ? `/api/stories/${story.id}/audio` : null,
    photos: story.attachments.filter((a) => a.kind === 'photo').map((a) => toPhotoView(story.id, a, reader)),
    transcriptStatus: story.transcriptStatus,
    transcript: story.transcript,
    textTranscribed: story.text.transcribed,
    // A story answering a photo question keeps its photo (other stories have none).
    ...(story.questionId && photoQuestions?.has(story.questionId)
      ? { photoUrl: questionPhotoUrl(story.vaultId, story.questionId, 'web') }
      : {}),
    // Beside the text, never in it: the text is the senior's words, and what the book prints.
    ...(story.leftOutFiles.length
      ? { leftOutFiles: story.leftOutFiles.map((f) => ({ filename: f.filename, sizeBytes: Number(f.sizeBytes) })) }
      : {}),
  };
}

@ApiTags('vaults')
@Controller('vaults/:id/stories')
@UseGuards(SignedInGuard)
export class StoriesController {
  constructor(private readonly listStories: ListVaultStories) {}

  @Get()
  @ApiOperation({
    summary: "The vault's stories, newest first",
    description:
      'Without limit and before: every story. With either: one page, newest first; when older stories ' +
      'follow, a Link header with rel="next" gives the next page, whose before is the id of this page\'s last story.',
  })
  @ApiQuery({
    name: 'limit',
    required: false,
    description: `Stories a page, 1 to ${STORY_PAGE.maxLimit} (default ${STORY_PAGE.defaultLimit})`,
  })
  @ApiQuery({ name: 'before', required: false, description: 'The id of the last story of the page before' })
  @ApiQuery({
    name: 'q',
    required: false,
    description:
      `Words to find (at most ${STORY_SEARCH.maxLength} characters, ${STORY_SEARCH.maxWords} words), in any order, ` +
      'accents aside, each also as other forms of the word (lifeguard, lifeguards), the last one also as the ' +
      'start of a word (as typed): in the title, tags, period, question, text and transcript. Always a page ' +
      '(limit and before as above), the best match first, each story with its highlight. Without a letter or ' +
      'digit: no stories.',
  })
  @ApiQuery({
    name: 'sort',
    required: false,
    enum: STORY_ORDERS,
    description:
      'arrival (the default): newest first (a search: best match first); period: by when it happened, the ' +
      'oldest first, a decade before its years, stories without a period last.',
  })
  async list(
    @Req() req: SignedInRequest,
    @Param('id') id: string,
    @Query('limit') limit: unknown,
    @Query('before') before: unknown,
    @Query('q') q: unknown,
    @Query('sort') sort: unknown,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StoryView[]> {
    const request = parseStoryPage(limit, before);
    const words = parseStorySearch(q);
    const order = parseStoryOrder(sort);
    const reader = (role: VaultRole) => storyReader(req.user.id, role);
    if (words || order !== 'arrival') {
      // A search is always paged; the list by period is whole unless a page is asked for.
      const paged = request ?? (words ? { limit: STORY_PAGE.defaultLimit, before: null } : null);
      const page = await this.listStories.find(req.user, id, {
        words,
        order,
        limit: paged?.limit ?? null,
        before: paged?.before ?? null,
      });
      if (paged && page.nextBefore) {
        const next = new URLSearchParams({
          ...(words ? { q: q as string } : {}),
          ...(order !== 'arrival' ? { sort: order } : {}),
          limit: String(paged.limit),
          before: page.nextBefore,
        });
        res.setHeader('Link', `</api/vaults/${encodeURIComponent(id)}/stories?${next.toString()}>; rel="next"`);
      }
      return page.stories.map((story) => ({
        ...toStoryView(story, reader(page.role), page.photoQuestions),
        ...(page.highlights ? { highlight: page.highlights.get(story.id) ?? '' } : {}),
      }));
    }
    if (!request) {
      const { stories, role, photoQuestions } = await this.listStories.all(req.user, id);
      return stories.map((story) => toStoryView(story, reader(role), photoQuestions));
    }
    const page = await this.listStories.page(req.user, id, request);
    if (page.nextBefore) {
      const next = `/api/vaults/${encodeURIComponent(id)}/stories?limit=${request.limit}&before=${page.nextBefore}`;
      res.setHeader('Link', `<${next}>; rel="next"`);
    }
    return page.stories.map((story) => toStoryView(story, reader(page.role), page.photoQuestions));
  }
}
