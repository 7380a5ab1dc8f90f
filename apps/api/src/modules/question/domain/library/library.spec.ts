import { PREWRITTEN_CATEGORIES, PREWRITTEN_QUESTION_COUNT, PrewrittenCategory } from '@storyvault/contracts';
import { PREWRITTEN_QUESTIONS } from './prewritten-questions';
import { STARTER_QUESTION_KEYS } from './starter-set';

const KEY_PATTERN = /^[a-z]+\.[a-z0-9]+(-[a-z0-9]+)*$/;

const KEY_CODES: Record<PrewrittenCategory, string> = {
  childhood_and_school: 'childhood',
  family_and_traditions: 'family',
  love_and_relationships: 'love',
  career_and_work: 'work',
  challenges_and_triumphs: 'challenges',
  joys_and_memories: 'joys',
  wisdom_and_legacy: 'wisdom',
  whimsical: 'whimsical',
  cultural_reflection: 'times',
};

/** What makes two texts "the same question": case and punctuation do not count. */
function normalized(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function duplicates(values: readonly string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

describe('the pre-written question library', () => {
  it('keeps the promise of 134+ questions', () => {
    expect(PREWRITTEN_QUESTIONS.length).toBeGreaterThanOrEqual(134);
  });

  it.each(PREWRITTEN_CATEGORIES.map((category) => [category]))('has at least 10 questions in %s', (category) => {
    const count = PREWRITTEN_QUESTIONS.filter((question) => question.category === category).length;
    expect(count).toBeGreaterThanOrEqual(10);
  });

  it('uses only the pre-written categories, grouped in their order', () => {
    const order = PREWRITTEN_QUESTIONS.map((question) => PREWRITTEN_CATEGORIES.indexOf(question.category));
    expect(order).not.toContain(-1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('gives every question a unique kebab-case key', () => {
    const keys = PREWRITTEN_QUESTIONS.map((question) => question.key);
    expect(keys.filter((key) => !KEY_PATTERN.test(key))).toEqual([]);
    expect(duplicates(keys)).toEqual([]);
  });

  it("prefixes every key with its category's code", () => {
    const misfiled = PREWRITTEN_QUESTIONS.filter(
      (question) => !question.key.startsWith(`${KEY_CODES[question.category]}.`),
    ).map((question) => question.key);
    expect(misfiled).toEqual([]);
  });

  it('never asks the same question twice', () => {
    expect(duplicates(PREWRITTEN_QUESTIONS.map((question) => normalized(question.text)))).toEqual([]);
  });

  it('keeps every text short, tidy and ending like a question or a gentle prompt', () => {
    const untidy = PREWRITTEN_QUESTIONS.filter(
      ({ text }) => text.length > 200 || text !== text.trim() || text.includes('  ') || !/[a-z'][?.]$/i.test(text),
    ).map((question) => question.key);
    expect(untidy).toEqual([]);
  });
});

describe('the starter set', () => {
  const byKey = new Map(PREWRITTEN_QUESTIONS.map((question) => [question.key, question]));

  it('is 20 distinct questions of the library', () => {
    expect(STARTER_QUESTION_KEYS).toHaveLength(20);
    expect(duplicates(STARTER_QUESTION_KEYS)).toEqual([]);
    expect(STARTER_QUESTION_KEYS.filter((key) => !byKey.has(key))).toEqual([]);
  });

  it('spreads over at least 7 categories, no more than 3 from any one', () => {
    const counts = new Map<string, number>();
    for (const key of STARTER_QUESTION_KEYS) {
      const category = byKey.get(key)?.category ?? 'missing';
      counts.set(category, (counts.get(category) ?? 0) + 1);
    }
    expect(counts.size).toBeGreaterThanOrEqual(7);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(3);
  });
});

describe('the library size the copy claims', () => {
  it('is the real number of pre-written questions', () => {
    expect(PREWRITTEN_QUESTIONS).toHaveLength(PREWRITTEN_QUESTION_COUNT);
  });
});
