import { startTestApp, TestApp } from '@storyvault/api-testing';
import { signedInOwner } from '@storyvault/testing';
import { PREWRITTEN_CATEGORIES, QuestionView } from '@storyvault/contracts';
import { PREWRITTEN_QUESTIONS } from '../src/modules/question/domain/library/prewritten-questions';

describe('the question library over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("lists the library in docs/product.md's category order, each category in the library's own order", async () => {
    const { agent } = await signedInOwner(t.server);
    const library: QuestionView[] = (await agent.get('/api/questions/prewritten').expect(200)).body;

    const categories = [...new Set(library.map((q) => q.category))];
    expect(categories).toEqual([...PREWRITTEN_CATEGORIES]);
    expect(library.map((q) => q.text)).toEqual(PREWRITTEN_QUESTIONS.map((q) => q.text));
  });
});
