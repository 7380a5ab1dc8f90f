import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StoryRevisionView } from '@storyvault/contracts';
import { type TextChange, wordChanges } from './revisionChanges';
import { useT } from '../../../i18n/LanguageContext';

const added = { bgcolor: '#d7f0dc', color: '#0b3d1a', textDecoration: 'underline', borderRadius: 0.5 } as const;
const removed = { bgcolor: '#fbe0dd', color: '#6b1410', textDecoration: 'line-through', borderRadius: 0.5 } as const;

/** Words a version added (underlined, green) and took away (struck through, red) among those it kept. */
function Changes({ changes }: { changes: TextChange[] }) {
  return (
    <>
      {changes.map((change, index) =>
        change.kind === 'added' ? (
          <Box component="ins" key={index} sx={added}>
            {change.value}
          </Box>
        ) : change.kind === 'removed' ? (
          <Fragment key={index}>
            <Box component="del" sx={removed}>
              {change.value}
            </Box>
            {/* Words replaced: a space between the old and the new, so they do not run together. */}
            {changes[index + 1]?.kind === 'added' ? ' ' : null}
          </Fragment>
        ) : (
          <span key={index}>{change.value}</span>
        ),
      )}
    </>
  );
}

/** One line of what changed in a field given by one word (a title, a year, tags), or nothing when it did not. */
function FieldChange({ label, before, after }: { label: string; before: string; after: string }) {
  const t = useT();
  if (before === after) return null;
  return (
    <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
      {label}{' '}
      {before && (
        <Box component="del" sx={removed}>
          {before}
        </Box>
      )}
      {before && after ? ' ' : ''}
      {after ? (
        <Box component="ins" sx={added}>
          {after}
        </Box>
      ) : (
        ` ${t('dashboard.storyHistory.none')}`
      )}
    </Typography>
  );
}

/**
 * What a version changed from the one before it: its title, year, tags and, word by word, its text,
 * highlighted; the text shown whole, so the version can be read as it was.
 */
export function RevisionDiff({
  revision,
  previous,
  questionText,
}: {
  revision: StoryRevisionView;
  previous: StoryRevisionView;
  questionText: string;
}) {
  const t = useT();
  const changes = wordChanges(previous.fullText, revision.fullText);
  const textChanged = changes.some((change) => change.kind !== 'same');
  return (
    <Box data-testid="revision-diff" sx={{ mt: 1 }}>
      <Typography color="text.secondary" sx={{ fontSize: '0.95rem' }}>
        {t('dashboard.storyHistory.diffIntro')}
      </Typography>
      <FieldChange
        label={t('dashboard.storyHistory.titleLabel')}
        before={previous.title ?? questionText}
        after={revision.title ?? questionText}
      />
      <FieldChange
        label={t('dashboard.storyHistory.periodLabel')}
        before={previous.period ?? ''}
        after={revision.period ?? ''}
      />
      <FieldChange
        label={t('dashboard.storyHistory.tagsLabel')}
        before={previous.tags.join(', ')}
        after={revision.tags.join(', ')}
      />
      <Typography sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {revision.fullText || previous.fullText ? <Changes changes={changes} /> : t('dashboard.storyHistory.noText')}
      </Typography>
      {!textChanged && (
        <Typography color="text.secondary" sx={{ mt: 0.5, fontSize: '0.95rem' }}>
          {t('dashboard.storyHistory.textSame')}
        </Typography>
      )}
    </Box>
  );
}
