import { ReplyClassification } from '../../domain/reply/reply-classification';

/** Port: what a reply's own words are (a command, unclear, or a story); `classifyReply` in the product. */
export abstract class ReplyClassifier {
  abstract classify(text: string, now: Date): ReplyClassification;
}
