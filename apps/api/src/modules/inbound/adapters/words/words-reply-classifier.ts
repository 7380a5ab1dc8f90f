import { Injectable } from '@nestjs/common';
import { ReplyClassifier } from '../../application/ports/reply-classifier';
import { classifyReply, ReplyClassification } from '../../domain/reply/reply-classification';

/** The reply's words read by the rules of `classifyReply`. */
@Injectable()
export class WordsReplyClassifier extends ReplyClassifier {
  classify(text: string, now: Date): ReplyClassification {
    return classifyReply(text, now);
  }
}
