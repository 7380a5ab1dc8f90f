/**
 * A story's tags: the question's category, then up to three words the senior used most that
 * say something (names of places, people, things), found with a small stop-word list. No
 * external service: the family's stories never leave the server.
 */
const STOP_WORDS = new Set(
  `about above after again against also always among another anyone anything around because been before being below
  between both but came cannot could couldn didn does doesn doing done down during each either else enough even ever
  every few first from further gave get gets getting give given goes going gone good got great had hadn has hasn have
  haven having he'd he'll her here hers herself him himself his how however i'd i'll i'm i've into isn it's its itself
  just know knew last later least less let like little long look made make many maybe might more most much must myself
  never next nothing now often once only other others ought our ours ourselves over own part perhaps quite rather
  really said same saw say says see seem seemed seen shall she'd she'll should shouldn since some something sometimes
  still such sure take than that that's their theirs them themselves then there there's these they they'd they'll
  they're they've thing things think this those though thought through time times told took too toward under until
  upon used very want wanted was wasn way we'd we'll we're we've well went were weren what when where whether which
  while who whom whose why will with within without won would wouldn year years yes yet you'd you'll you're you've your
  yours yourself yourselves back remember remembered recall day days back much every just always dear love mom dad
  grandma grandpa`.split(/\s+/),
);

export function tagsFor(category: string | null, text: string): string[] {
  const counts = new Map<string, number>();
  for (const match of text.toLowerCase().matchAll(/\p{L}[\p{L}'’-]{4,}/gu)) {
    const word = match[0].replace(/['’]s$/, '').replace(/['’-]+$/, '');
    if (word.length < 5 || STOP_WORDS.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const words = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 3)
    .map(([word]) => word);
  return [...(category ? [category] : []), ...words];
}
