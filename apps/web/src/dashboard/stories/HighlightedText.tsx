import Box from '@mui/material/Box';
import { STORY_HIGHLIGHT } from '@storyvault/contracts';

/**
 * The parts of a search's highlight: plain text, and the matching words (between the API's
 * marks). The text stays text: React escapes it, nothing of the story is read as markup.
 */
export function highlightParts(highlight: string): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = [];
  let rest = highlight;
  while (rest) {
    const start = rest.indexOf(STORY_HIGHLIGHT.start);
    const end = start < 0 ? -1 : rest.indexOf(STORY_HIGHLIGHT.end, start + STORY_HIGHLIGHT.start.length);
    if (start < 0 || end < 0) {
      parts.push({
        text: rest.replaceAll(STORY_HIGHLIGHT.start, '').replaceAll(STORY_HIGHLIGHT.end, ''),
        match: false,
      });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start).replaceAll(STORY_HIGHLIGHT.end, ''), match: false });
    parts.push({ text: rest.slice(start + STORY_HIGHLIGHT.start.length, end), match: true });
    rest = rest.slice(end + STORY_HIGHLIGHT.end.length);
  }
  return parts.filter((p) => p.text);
}

/** A search result's snippet, its matching words in <mark>. */
export function HighlightedText({ highlight }: { highlight: string }) {
  return (
    <>
      {highlightParts(highlight).map((part, i) =>
        part.match ? (
          <Box component="mark" key={i} sx={{ bgcolor: '#fde68a', color: 'inherit', borderRadius: 0.5, px: 0.25 }}>
            {part.text}
          </Box>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
