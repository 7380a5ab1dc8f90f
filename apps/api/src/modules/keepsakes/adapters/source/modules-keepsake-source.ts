import { Injectable } from '@nestjs/common';
import { DEFAULT_LANGUAGE, translate } from '@storyvault/contracts';
import { ManageUsers } from '../../../auth/auth.public';
import { CommentsForKeepsakes } from '../../../family/family.public';
import { InboundRawMessages } from '../../../inbound/inbound.public';
import { Question, QuestionCatalog } from '../../../question/question.public';
import { ArchivedStory, maskOriginal, StoryArchive } from '../../../stories/stories.public';
import { VaultDirectory } from '../../../vault/vault.public';
import { KeepsakeSource, KeepsakeStory, KeepsakeVault } from '../../application/ports/keepsake-source';

/** The keepsakes' reading of a vault, through the other modules' public services. */
@Injectable()
export class ModulesKeepsakeSource extends KeepsakeSource {
  constructor(
    private readonly archive: StoryArchive,
    private readonly vaults: VaultDirectory,
    private readonly users: ManageUsers,
    private readonly questions: QuestionCatalog,
    private readonly comments: CommentsForKeepsakes,
    private readonly inbound: InboundRawMessages,
  ) {
    super();
  }

  async vault(vaultId: string): Promise<KeepsakeVault | null> {
    const vault = await this.vaults.byId(vaultId);
    if (!vault) return null;
    const [owner, storyCount] = await Promise.all([this.users.findById(vault.ownerId), this.archive.count(vaultId)]);
    return {
      id: vault.id,
      seniorName: vault.seniorName,
      title: translate(vault.language, 'book.title', { name: vault.seniorName }),
      language: vault.language,
      ownerName: owner?.name ?? '',
      storyCount,
    };
  }

  async *stories(vaultId: string, pageSize = 50): AsyncIterable<KeepsakeStory> {
    let number = 0;
    let page: ArchivedStory[] = [];
    // The book's question headings are in the vault's language: a library question is worded in it
    // now, whatever language it was sent in; a custom question stays as it was asked.
    const language = (await this.vaults.byId(vaultId))?.language ?? DEFAULT_LANGUAGE;
    const flush = async function* (this: ModulesKeepsakeSource, stories: ArchivedStory[]) {
      const questionIds = [...new Set(stories.map((s) => s.questionId).filter((id): id is string => !!id))];
      const questions: Map<string, Question> = questionIds.length
        ? await this.questions.byIds(questionIds, language)
        : new Map();
      for (const story of stories) {
        const question = story.questionId ? questions.get(story.questionId) : undefined;
        const library = question?.isPrewritten ? question : null;
        yield await this.toKeepsake(story, ++number, library?.category ?? null, library?.text ?? story.questionText);
      }
    }.bind(this);
    for await (const story of this.archive.stories(vaultId, pageSize)) {
      page.push(story);
      if (page.length >= pageSize) {
        yield* flush(page);
        page = [];
      }
    }
    yield* flush(page);
  }

  rawEmail(inboundMessageId: string): Promise<Buffer | null> {
    return this.inbound.raw(inboundMessageId);
  }

  private async toKeepsake(
    story: ArchivedStory,
    number: number,
    category: string | null,
    questionText: string,
  ): Promise<KeepsakeStory> {
    const transcribed = !story.fullText.trim() && !!story.transcript;
    return {
      id: story.id,
      number,
      title: story.title ?? questionText,
      questionText,
      category,
      period: story.period,
      createdAt: story.createdAt,
      responseType: story.responseType,
      source: story.source,
      tags: story.tags,
      text: transcribed ? story.transcript! : story.fullText,
      textTranscribed: transcribed,
      // Masked as on the dashboard; the raw email (the archive's .eml) keeps its links byte for byte.
      rawText: maskOriginal(story.rawText),
      transcript: story.transcript,
      files: story.attachments.map((a) => ({
        id: a.id,
        kind: a.kind,
        filename: a.filename,
        contentType: a.contentType,
        sizeBytes: Number(a.sizeBytes),
        mediaKey: a.mediaKey,
        addedBy: a.addedByName,
      })),
      leftOutFiles: (story.leftOutFiles ?? []).map((f) => ({ filename: f.filename, sizeBytes: Number(f.sizeBytes) })),
      inboundMessageId: story.inboundMessageId,
      revisions: story.revisions,
      comments: await this.comments.ofStory(story.id),
    };
  }
}
