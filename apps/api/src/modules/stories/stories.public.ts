/** What other modules (answers, inbound, …) and the CLI may use of the stories module. */
export { RecordStory, storyFileKey } from './application/record-story.use-case';
export type { AnsweredQuestion, RecordStoryInput, StoredFile, StoryFile } from './application/record-story.use-case';
export {
  EmptyStoryError,
  PhotoNotFoundError,
  StoryTooLongError,
  UploadsBusyError,
  UploadUnreadableError,
} from './domain/story.errors';
export { ListVaultStories } from './application/list-vault-stories.use-case';
export { maskOriginal } from './domain/original-text';
export { attachmentKind, safeFilename, saneContentType } from './domain/story';
export type { AttachmentKind, ResponseType, Story, StorySource } from './domain/story';
export { StoryNotFoundError } from './domain/story-photo';
export { StoryLookup } from './application/story-lookup.service';
export type { StoryRef } from './application/story-lookup.service';
export { StoryTranscripts } from './application/story-transcripts.service';
export type { StoryRecording, StoryToTranscribe } from './application/ports/transcript.store';
export type { TranscriptStatus } from './domain/story';
export { PurgeDeletedStories } from './application/purge-deleted-stories.use-case';
export { StoryArchive } from './application/story-archive.service';
export type { ArchivedFile, ArchivedRevision, ArchivedStory } from './application/ports/story-archive.reader';
export { EraseVaultStories } from './application/erase-vault-stories.service';
