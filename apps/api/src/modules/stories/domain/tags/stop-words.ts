/** The languages seniors write their stories in, as far as the tagger knows them. */
export const TAG_LANGUAGES = ['en', 'de', 'fr', 'es', 'nl', 'it'] as const;
export type TagLanguage = (typeof TAG_LANGUAGES)[number];

let lists: Map<TagLanguage, Set<string>> | undefined;

/**
 * Each language's stop words, read the first time a story's words are weighed: the list of every
 * language is a 200 kB JSON file that most processes loading this module never need.
 */
function stopWords(): Map<TagLanguage, Set<string>> {
  if (!lists) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, synchronously
    const all = require('stopwords-iso') as Record<string, string[]>;
    lists = new Map(TAG_LANGUAGES.map((language) => [language, new Set(all[language])]));
  }
  return lists;
}

/**
 * Words that say nothing about a story in any language: mail and answer-page words, the vague
 * words of a reply, family roles (every story has them), calendar words, and the words of HTML
 * and script that an emailed reply may carry as text.
 */
const NOISE = new Set(
  `answer answered answering answers question questions reply replied replies email emails mail sent send wrote write
  writing written story stories please thanks thank second seconds minute minutes hour hours week weeks month months
  year years day days today yesterday tomorrow morning evening night time times thing things lot lots bit kind sort
  way ways people person someone something everything nothing anything remember remembered recall memory memories
  dear love loved mom mum dad mother father grandma grandpa granny grandmother grandfather nana papa kids children
  child family really pretty quite maybe also always never often sometimes just still even ever much many
  good great nice little big small old new young first last next
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
  september october november december summer winter spring autumn sommer frühling herbst été hiver printemps
  automne verano invierno primavera otoño zomer lente herfst estate inverno autunno
  script alert onerror onload onclick img src href http https www html div span style iframe javascript nbsp amp quot
  br body head meta class id`.split(/\s+/),
);

/** The language whose stop words the text uses most (English when none stands out). */
export function detectLanguage(words: readonly string[]): TagLanguage {
  let best: TagLanguage = 'en';
  let bestHits = 0;
  for (const [language, list] of stopWords()) {
    const hits = words.reduce((sum, word) => sum + (list.has(word) ? 1 : 0), 0);
    if (hits > bestHits) [best, bestHits] = [language, hits];
  }
  return best;
}

/** A word too common (in the story's language) or too vague to describe a story. */
export function isStopWord(word: string, language: TagLanguage): boolean {
  const lower = word.toLowerCase();
  return NOISE.has(lower) || (stopWords().get(language)?.has(lower) ?? false);
}

/** For tags kept before they were chosen this way (English stop words only were removed then). */
export function isNoiseWord(word: string): boolean {
  const lower = word.toLowerCase();
  return NOISE.has(lower) || stopWords().get('en')!.has(lower);
}
