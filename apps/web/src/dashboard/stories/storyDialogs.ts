import { lazyDialog } from '../dialogs/lazyDialog';

// A story's dialogs, each loaded and mounted when first opened (see lazyDialog): the cards show none at first.
export const ReadStoryDialog = lazyDialog(() => import('./ReadStoryDialog').then((m) => m.ReadStoryDialog));
export const EditStoryDialog = lazyDialog(() => import('./curate/EditStoryDialog').then((m) => m.EditStoryDialog));
export const StoryHistoryDialog = lazyDialog(() =>
  import('./curate/StoryHistoryDialog').then((m) => m.StoryHistoryDialog),
);
