import { CATEGORY_LABELS, PREWRITTEN_CATEGORIES } from '@storyvault/contracts';
import { QuestionModule } from '@storyvault/api/modules/question/question.module';
import { QuestionCatalog } from '@storyvault/api/modules/question/question.public';
import { withApp } from '../context';
import { printJson } from '../format';
import { say } from '../output';

/** `storyvault questions`: it only reads, through the question module. */
export async function listQuestions(options: { category?: string; json?: boolean }): Promise<void> {
  await withApp(
    async (app) => {
      const questions = (await app.get(QuestionCatalog).listPrewritten()).filter(
        (q) => !options.category || q.category === options.category,
      );
      if (options.json) {
        printJson(
          questions.map(({ id, key, text, category, starterRank }) => ({ id, key, text, category, starterRank })),
        );
        return;
      }
      for (const category of PREWRITTEN_CATEGORIES) {
        const inCategory = questions.filter((q) => q.category === category);
        if (!inCategory.length) continue;
        say(`\n${CATEGORY_LABELS[category]} (${category}, ${inCategory.length})`);
        for (const q of inCategory)
          say(`  ${q.starterRank ? `★${String(q.starterRank).padStart(2)}` : '   '}  ${q.text}`);
      }
      say(`\n${questions.length} question(s). ★ marks the starter queue of a new vault, in order.`);
    },
    [QuestionModule],
  );
}
