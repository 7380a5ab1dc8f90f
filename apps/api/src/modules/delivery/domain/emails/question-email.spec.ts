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
  it('come first, above the question, each naming the story by its title or else by its question', () => {
    const email = questionEmail({
      ...input,
      familyComments: [
        { authorName: 'Sam Smith', storyQuestion: 'What was your first job?', storyTitle: 'The bakery', text: 'Ha!' },
        { authorName: 'Emma Jones', storyQuestion: 'What was the lake house like?', storyTitle: null, text: 'Lovely.' },
        { authorName: 'Vic', storyQuestion: 'Who taught you to swim?', storyTitle: '  ', text: 'Me too.' },
      ],
    });
    const sam = 'Sam read your story “The bakery” and wrote: “Ha!”';
    const emma = 'Emma read your answer to “What was the lake house like?” and wrote: “Lovely.”';
    const vic = 'Vic read your answer to “Who taught you to swim?” and wrote: “Me too.”';
    expect(email.text).toContain(`Dear Rose,\n\n${sam}\n\n${emma}\n\n${vic}\n\nAnn Smith would love to hear`);
    for (const body of [email.text, email.html.replace(/&quot;/g, '"')]) {
      const order = [sam, emma, vic, 'Ann Smith would love to hear this story', input.question, 'Record my answer'].map(
        (s) => body.indexOf(s),
      );
      expect(order.every((at) => at >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    }
    expect(email.text).not.toContain('What was your first job?');
  });

  it('quotes each comment briefly, escaped in HTML', () => {
    const email = questionEmail({
      ...input,
      familyComments: [
        { authorName: 'Emma Jones', storyQuestion: 'What was the lake house like?', text: 'I <3 "it" & you' },
        { authorName: 'Vic', storyQuestion: 'Q'.repeat(200), text: `${'long '.repeat(60)}end` },
        { authorName: 'Lou', storyQuestion: 'Q', storyTitle: 'T'.repeat(200), text: 'Hi' },
      ],
    });
    expect(email.text).toContain(
      'Emma read your answer to “What was the lake house like?” and wrote: “I <3 "it" & you”',
    );
    expect(email.html).toContain('I &lt;3 &quot;it&quot; &amp; you');
    const vic = email.text.split('\n').find((l) => l.startsWith('Vic read'))!;
    expect(vic).toContain(`“${'Q'.repeat(79)}…”`);
    expect(vic).not.toContain('end');
    expect(vic.length).toBeLessThan(330);
    expect(email.text).toContain(`Lou read your story “${'T'.repeat(79)}…” and wrote`);
  });

  it('quotes links as plain words no mail program turns into links, in text and HTML', () => {
    const email = questionEmail({
      ...input,
      familyComments: [
        {
          authorName: 'Emma Jones',
          storyQuestion: 'What was the lake house like?',
          storyTitle: 'Summers at lake.example',
          text: 'Look: https://win-a-prize.example/claim?id=1 or www.lake.example and mail me@emma.example',
        },
      ],
    });
    for (const body of [email.text, email.html]) {
      expect(body).toContain('Summers at lake[.]example');
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
    const lines = email.text.split('\n').filter((l) => l.includes(' read your answer to '));
    expect(lines.map((l) => l.split(' read ')[0])).toEqual(['Ann Brown', 'Ann Smith', 'Vic']);
    // The owner alone with her first name: no one to mistake her for.
    const alone = questionEmail({
      ...input,
      familyComments: [{ authorName: 'Ann Smith', storyQuestion: 'Q', text: 'Hi' }],
    });
    expect(alone.text).toContain('Ann read your answer to “Q”');
  });

  it('says nothing of the family when nothing is new, nor in a follow-up', () => {
    expect(questionEmail(input).text).not.toMatch(/ read your | and wrote:/);
    const comments = [{ authorName: 'Emma', storyQuestion: 'Q?', text: 'Hi' }];
    expect(followUpEmail({ ...input, familyComments: comments }).text).not.toMatch(/ read your | and wrote:/);
  });
});

describe('the reply words', () => {
  const line = 'Going away? Reply PAUSE. Rather talk about something else? Reply SKIP.';

  it('are one short plain line in the question email and its follow-up, in text and HTML, after the buttons', () => {
    for (const email of [questionEmail(input), followUpEmail(input)]) {
      expect(email.text.split('\n')).toContain(line);
      expect(email.text.indexOf(line)).toBeGreaterThan(email.text.indexOf(input.writeUrl));
      expect(email.html).toContain(`>${line}</p>`);
      expect(email.html.indexOf(line)).toBeGreaterThan(email.html.indexOf('Write my answer</a>'));
    }
  });
});

describe('the answer links', () => {
  const token = 'abcdefghijklmnopqrstuvwxyz234567';
  const links = {
    recordUrl: `https://stories.example.com/respond/record?token=${token}`,
    writeUrl: `https://stories.example.com/respond/write?token=${token}`,
    skipUrl: `https://stories.example.com/respond/skip?token=${token}`,
  };

  it('stand each whole on a line of its own in the plain text', () => {
    for (const email of [questionEmail({ ...input, ...links }), followUpEmail({ ...input, ...links })]) {
      const lines = email.text.split('\n');
      for (const url of Object.values(links)) expect(lines).toContain(url);
      expect(lines.filter((l) => l.includes(token))).toHaveLength(3);
    }
  });

  it('are behind the buttons in the HTML, never shown as addresses a narrow screen would break', () => {
    for (const email of [questionEmail({ ...input, ...links }), followUpEmail({ ...input, ...links })]) {
      const visible = email.html.replace(/<[^>]*>/g, ' ');
      expect(visible).not.toContain(token);
      expect(email.html).toContain(`href="${links.recordUrl}"`);
      expect(email.html).toContain(`href="${links.writeUrl}"`);
      expect(visible).toContain('If a button does not work, simply reply to this email and write your answer there.');
    }
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
