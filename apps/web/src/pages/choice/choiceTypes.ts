export type { ReplyChoiceView } from '@storyvault/contracts';
export type ChoiceDecision = 'command' | 'story';
