import { Injectable } from '@nestjs/common';
import { CommentRepository } from './ports/comment.repository';
import { PeopleNames } from './ports/people-names';

export interface KeptComment {
  author: string;
  text: string;
  createdAt: Date;
}

/** The comments the keepsakes keep with a story (the archive's pages): oldest first, with the names people go by. */
@Injectable()
export class CommentsForKeepsakes {
  constructor(
    private readonly comments: CommentRepository,
    private readonly names: PeopleNames,
  ) {}

  async ofStory(storyId: string): Promise<KeptComment[]> {
    const comments = await this.comments.listByStory(storyId);
    if (!comments.length) return [];
    const names = await this.names.namesOf([...new Set(comments.map((c) => c.authorId))]);
    return comments.map((c) => ({
      author: names.get(c.authorId) ?? 'A former member',
      text: c.text,
      createdAt: c.createdAt,
    }));
  }
}
