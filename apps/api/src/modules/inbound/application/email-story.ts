import { Delivery } from '../../delivery/delivery.public';
import { LeftOutAttachment, leftOutNote, selectAttachments } from '../domain/attachments';
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
 * The story an email makes as the answer to `question`: the sender's words always (answer links
 * and reply addresses in them masked), the photos and recordings it can hold, and a closing line
 * naming the files it cannot.
 */
export function emailStory(parsed: ParsedInbound, question: Delivery, inboundMessageId: string): EmailStory {
  const { kept, leftOut } = selectAttachments(parsed.attachments, parsed.html);
  // Every member reads the story's words: an answer link the senior pasted in them is masked too
  // (the raw email keeps it).
  const fullText = maskOriginal(extractReply(parsed).fullText);
  const note = leftOutNote(leftOut);
  return {
    input: {
      question,
      fullText,
      rawText: originalText(parsed),
      source: 'email',
      files: kept,
      inboundMessageId,
      note,
    },
    leftOut,
    hasContent: fullText.trim() !== '' || kept.length > 0 || note !== null,
  };
}
