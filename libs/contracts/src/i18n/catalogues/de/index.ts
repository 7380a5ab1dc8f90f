import { account } from './account';
import { book } from './book';
import { email } from './email';
import { family } from './family';
import { library } from './library';
import { senior } from './senior';
import { owner } from './owner';
import { archive } from './archive';
import { activity } from './activity';

/** Every message StoryVault sends or shows in this language, by key. */
export const catalogue = {
  ...account,
  ...email,
  ...senior,
  ...book,
  ...family,
  ...library,
  ...owner,
  ...archive,
  ...activity,
};
