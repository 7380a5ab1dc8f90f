import { followUpEmail, questionEmail } from './question-email';

const input = {
  seniorName: 'Rose Smith',
  ownerName: 'Ann Smith',
  question: 'Where did you spend your summers?',
  recordUrl: 'https://stories.example.com/respond/record?token=t',
  writeUrl: 'https://stories.example.com/respond/write?token=t',
  help: 'help@example.com',
};

describe('the question email’s family lines', () => {
  it('quotes each comment briefly with the author’s first name and the story’s question, escaped in HTML', () => {
    const email = questionEmail({
      ...input,
      familyComments: [
        { authorName: 'Emma Jones', storyQuestion: 'What was the lake house like?', text: 'I <3 "it" & you' },
        { authorName: 'Vic', storyQuestion: 'Q'.repeat(200), text: `${'long '.repeat(60)}end` },
      ],
    });
    expect(email.text).toContain('Your family has been reading your stories.');
    expect(email.text).toContain('Emma wrote about your story “What was the lake house like?”: “I <3 "it" & you”');
    expect(email.html).toContain('I &lt;3 &quot;it&quot; &amp; you');
    const vic = email.text.split('\n').find((l) => l.startsWith('Vic wrote'))!;
    expect(vic).toContain(`“${'Q'.repeat(79)}…”`);
    expect(vic).not.toContain('end');
    expect(vic.length).toBeLessThan(330);
  });

  it('quotes links as plain words no mail program turns into links, in text and HTML', () => {
    const email = questionEmail({
      ...input,
      familyComments: [
        {
          authorName: 'Emma Jones',
          storyQuestion: 'What was the lake house like?',
          text: 'Look: https://win-a-prize.example/claim?id=1 or www.lake.example and mail me@emma.example',
        },
      ],
    });
    for (const body of [email.text, email.html]) {
      expect(body).toContain('win-a-prize[.]example/claim?id=1');
      expect(body).toContain('www[.]lake[.]example');
      expect(body).toContain('me@emma[.]example');
      expect(body).not.toMatch(/https?:\/\/win-a-prize|win-a-prize\.example|lake\.example|emma\.example/);
    }
    expect(email.html).not.toContain('href="https://win-a-prize');
  });

  it('names a family member in full whose first name is the owner’s or another author’s', () => {
    const email = questionEmail({
      ...input,
      familyComments: [
        { authorName: 'Ann Brown', storyQuestion: 'Q1', text: 'From Ann Brown.' },
        { authorName: 'Ann Smith', storyQuestion: 'Q2', text: 'From Ann Smith, the owner.' },
        { authorName: 'Vic Stone', storyQuestion: 'Q3', text: 'From Vic.' },
      ],
    });
    const lines = email.text.split('\n').filter((l) => l.includes(' wrote about your story '));
    expect(lines.map((l) => l.split(' wrote ')[0])).toEqual(['Ann Brown', 'Ann Smith', 'Vic']);
    // The owner alone with her first name: no one to mistake her for.
    const alone = questionEmail({
      ...input,
      familyComments: [{ authorName: 'Ann Smith', storyQuestion: 'Q', text: 'Hi' }],
    });
    expect(alone.text).toContain('Ann wrote about your story');
  });

  it('says nothing of the family when nothing is new, nor in a follow-up', () => {
    expect(questionEmail(input).text).not.toContain('Your family');
    const comments = [{ authorName: 'Emma', storyQuestion: 'Q?', text: 'Hi' }];
    expect(followUpEmail({ ...input, familyComments: comments }).text).not.toContain('Your family');
  });
});

describe('the different-question link', () => {
  const skipUrl = 'https://stories.example.com/respond/skip?token=t&x=1';

  it('is a quiet link in the question email and its follow-up, in text and HTML', () => {
    for (const email of [questionEmail({ ...input, skipUrl }), followUpEmail({ ...input, skipUrl })]) {
      expect(email.text).toContain(`Send me a different question:\n${skipUrl}`);
      expect(email.html).toContain('href="https://stories.example.com/respond/skip?token=t&amp;x=1"');
      expect(email.html).toMatch(/font-size:18px[^>]*><a [^>]*>Send me a different question<\/a>/);
      expect(email.html).not.toMatch(/background:#7a3b12[^>]*>Send me a different question/);
    }
  });

  it('is left out when there is no page for it', () => {
    expect(questionEmail(input).text).not.toContain('different question');
  });
});

describe('a photo question’s email', () => {
  it('shows the photo large above the question, by its Content-ID, and says so in the plain text', () => {
    for (const email of [
      questionEmail({ ...input, photo: { cid: 'photo@sv' } }),
      followUpEmail({ ...input, photo: { cid: 'photo@sv' } }),
    ]) {
      const img = email.html.indexOf('<img src="cid:photo@sv" alt="The photo this question is about"');
      expect(img).toBeGreaterThan(0);
      expect(img).toBeLessThan(email.html.indexOf(input.question));
      expect(email.text).toContain('This question comes with a photo.');
      expect(email.text.indexOf('This question comes with a photo.')).toBeLessThan(email.text.indexOf(input.question));
    }
  });

  it('has no picture and no such line for other questions', () => {
    for (const email of [questionEmail(input), followUpEmail(input)]) {
      expect(email.html).not.toContain('<img');
      expect(email.text).not.toContain('photo');
    }
  });
});
