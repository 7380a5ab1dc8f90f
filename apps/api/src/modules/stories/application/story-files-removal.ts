import { ObjectStore } from '../../../shared/storage/object-store';
import { Story } from '../domain/story';
import { SERVED_STORY_PHOTOS, servedPhotoKey } from '../domain/story-files';

/** Every file of a story: recordings, photos with their served copies, attachments, and anything else under its prefix. */
export async function removeStoryFiles(media: ObjectStore, story: Story): Promise<void> {
  const keys = new Set<string>();
  if (story.mediaKey) keys.add(story.mediaKey);
  for (const file of story.attachments) {
    keys.add(file.mediaKey);
    if (file.kind === 'photo')
      for (const copy of SERVED_STORY_PHOTOS) keys.add(servedPhotoKey(story.id, file.id, copy));
  }
  for await (const object of media.list(`stories/${story.id}/`)) keys.add(object.key);
  for (const key of keys) await media.delete(key);
}
