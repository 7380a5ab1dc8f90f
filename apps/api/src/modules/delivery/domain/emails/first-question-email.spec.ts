import { firstQuestionSentEmail } from './first-question-email';

const base = {
  ownerName: 'Ann Smith',
  seniorName: 'Rose',
  question: 'Where did you grow up?',
  frequency: 1,
  dashboardUrl: 'https://stories.example.com/dashboard',
  help: 'help@example.com',
};

describe('firstQuestionSentEmail', () => {
  it('speaks English word for word as it always has', () => {
    const email = firstQuestionSentEmail(base);
    expect(email.subject).toBe('The first question was sent to Rose');
    expect(email.text).toContain('Hello Ann,');
    expect(email.text).toContain('We have just sent Rose the first question from your StoryVault:');
    expect(email.text).toContain(
      'Rose can answer by replying to the email, or by recording or writing the story on a web page, with no account and no password. A gentle reminder follows after a few days if no answer has come.',
    );
    expect(email.text).toContain('The next question goes out every week, in the order of your question list');
    expect(email.text).toContain('Open your StoryVault');
    expect(email.text).toContain('The StoryVault team');
    expect(firstQuestionSentEmail({ ...base, frequency: 2 }).text).toContain(
      'The next question goes out every 2 weeks,',
    );
  });

  it("is written in the owner's language, the question as it was sent", () => {
    const email = firstQuestionSentEmail({ ...base, language: 'de', frequency: 2 });
    expect(email.subject).toBe('Rose hat die erste Frage bekommen');
    expect(email.text).toContain('Hallo Ann,');
    expect(email.text).toContain('Wir haben Rose gerade die erste Frage aus deinem StoryVault geschickt:');
    expect(email.text).toContain('Where did you grow up?');
    expect(email.text).toContain('Die nächste Frage geht alle 2 Wochen hinaus');
    expect(email.text).toContain('Dein StoryVault öffnen');
    expect(email.text).not.toContain('The next question');
    expect(email.html).toContain('lang="de"');
  });
});
