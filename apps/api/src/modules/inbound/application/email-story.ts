import { answeredQuestionOf, Delivery } from '../../delivery/delivery.public';
import { LeftOutAttachment, selectAttachments } from '../domain/attachments';
import { ParsedInbound } from '../domain/inbound';
import { extractReply, originalText } from '../domain/reply/extract-reply';
import { maskOriginal, RecordStoryInput } from '../../stories/stories.public';

export interface EmailStory {
  input: RecordStoryInput;
  /** The files the story does not hold, each with the reason. */
  leftOut: LeftOutAttachment[];
  /** False when the email brought nothing new: no text, no file kept or left out for its size or kind. */
  hasContent: boolean;
}

/**
 * The story an email makes as the answer to `question`: the sender's words always (its text is
 * theirs alone, answer links and reply addresses in it masked), the photos and recordings it can
 * hold, and beside it the files it cannot that the sender meant to send (signature logos are not
 * named).
 */
export function emailStory(parsed: ParsedInbound, question: Delivery, inboundMessageId: string): EmailStory {
  const { kept, leftOut } = selectAttachments(parsed.attachments, parsed.html);
  // Every member reads the story's words: an answer link the senior pasted in them is masked too
  // (the raw email keeps it).
  const fullText = maskOriginal(extractReply(parsed).fullText);
  const leftOutFiles = leftOut.filter((f) => f.meant).map((f) => ({ filename: f.filename, sizeBytes: f.sizeBytes }));
  return {
    input: {
      question: answeredQuestionOf(question),
      fullText,
      rawText: originalText(parsed),
      source: 'email',
      files: kept,
      inboundMessageId,
      leftOutFiles,
    },
    leftOut,
    hasContent: fullText.trim() !== '' || kept.length > 0 || leftOutFiles.length > 0,
  };
}

/** Whether the email brought words only (no file kept or meant): only such a reply may be a reply word. */
export function onlyWords(made: EmailStory): boolean {
  return made.input.files.length === 0 && made.leftOut.every((f) => !f.meant);
}
