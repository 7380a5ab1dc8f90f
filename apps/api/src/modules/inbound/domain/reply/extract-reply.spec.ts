import { extractReply } from './extract-reply';

const story = 'My first job was at the bakery on Elm Street.\n\nI was fourteen and earned a dollar a day.';
const reply = (text: string) => extractReply({ text }).fullText;

describe('extractReply', () => {
  describe('quoted mail', () => {
    it('drops a Gmail quote under "On … wrote:"', () => {
      const text = `${story}\n\nOn Mon, Jan 6, 2025 at 9:00 AM StoryVault <questions@storyvault.app> wrote:\n> What was your first job?\n>\n> Reply to this email.\n`;
      expect(reply(text)).toBe(story);
    });

    it('drops an attribution line the client wrapped over two lines', () => {
      const text = `${story}\n\nOn Mon, Jan 6, 2025 at 9:00 AM StoryVault <\nquestions@storyvault.app> wrote:\n\n> What was your first job?\n`;
      expect(reply(text)).toBe(story);
    });

    it('drops an Outlook header block and the unquoted question under it', () => {
      const text = [
        story,
        '',
        '________________________________',
        'From: StoryVault <questions@storyvault.app>',
        'Sent: Monday, January 6, 2025 9:00 AM',
        'To: Margaret <margaret@example.com>',
        'Subject: What was your first job?',
        '',
        'What was your first job?',
      ].join('\r\n');
      expect(reply(text)).toBe(story);
    });

    it('drops an "-----Original Message-----" block', () => {
      const text = `${story}\n\n-----Original Message-----\nFrom: StoryVault\nSent: Monday\n\nWhat was your first job?`;
      expect(reply(text)).toBe(story);
    });

    it('drops a German Outlook header block', () => {
      const text = `${story}\n\nVon: StoryVault <questions@storyvault.app>\nGesendet: Montag, 6. Januar 2025 09:00\nAn: Margarete\nBetreff: Ihre Frage der Woche\n\nWas war Ihre erste Arbeit?`;
      expect(reply(text)).toBe(story);
    });

    it.each([
      ['de', 'Am 06.01.2025 um 09:00 schrieb StoryVault <questions@storyvault.app>:'],
      ['fr', 'Le lun. 6 janv. 2025 à 09:00, StoryVault <questions@storyvault.app> a écrit :'],
      ['es', 'El lun, 6 ene 2025 a las 9:00, StoryVault (<questions@storyvault.app>) escribió:'],
      ['it', 'Il giorno lun 6 gen 2025 alle ore 09:00 StoryVault <questions@storyvault.app> ha scritto:'],
      ['nl', 'Op ma 6 jan. 2025 om 09:00 schreef StoryVault <questions@storyvault.app>:'],
      ['pt', 'Em seg., 6 de jan. de 2025 às 09:00, StoryVault <questions@storyvault.app> escreveu:'],
      ['sv', 'Den mån 6 jan. 2025 kl 09:00 skrev StoryVault <questions@storyvault.app>:'],
      ['pl', 'W dniu 6.01.2025 o 09:00 StoryVault <questions@storyvault.app> napisał(a):'],
      ['ru', 'пн, 6 янв. 2025 г. в 09:00, StoryVault <questions@storyvault.app>:'],
      ['ja', '2025年1月6日(月) 9:00 StoryVault <questions@storyvault.app>:'],
      ['zh', '在 2025年1月6日 09:00，StoryVault <questions@storyvault.app> 写道：'],
    ])('drops a quote under a %s attribution', (_language, attribution) => {
      expect(reply(`${story}\n\n${attribution}\n\n> What was your first job?\n`)).toBe(story);
    });

    it('keeps answers written between the quoted lines, without the quotes', () => {
      const text =
        '> What was your first job?\n\nThe bakery on Elm Street.\n\n> Who hired you?\n\nMr. Novak, the baker.';
      expect(reply(text)).toBe('The bakery on Elm Street.\n\nMr. Novak, the baker.');
    });

    it('keeps a forwarded mail sent with nothing written above it, without its header block', () => {
      const forward = `---------- Forwarded message ---------\nFrom: Margaret <margaret@example.com>\nDate: Tue, Jan 28, 2016 at 4:00 PM\nSubject: The farm\nTo: Emma <emma@example.com>\n\n\n${story}`;
      expect(reply(forward)).toBe(story);
      expect(reply(`See below.\n\n${forward}`)).toBe('See below.');
    });

    it('lists what it cut', () => {
      const { removed } = extractReply({
        text: `${story}\n\nOn Mon, Jan 6, 2025 at 9:00 AM Q <q@example.com> wrote:\n> Q?`,
      });
      expect(removed).toEqual(['On Mon, Jan 6, 2025 at 9:00 AM Q <q@example.com> wrote:\n> Q?']);
    });
  });

  describe('phones and signatures', () => {
    it('drops the Apple Mail "Sent from my iPhone" line and the quote under it', () => {
      const text = `${story}\n\nSent from my iPhone\n\n> On Jan 6, 2025, at 9:00 AM, StoryVault <questions@storyvault.app> wrote:\n>\n> What was your first job?`;
      expect(reply(text)).toBe(story);
    });

    it.each([
      'Sent from my Galaxy',
      'Sent from my Samsung Galaxy smartphone.',
      'Get Outlook for Android',
      'Sent from Yahoo Mail on Android',
      'Von meinem iPhone gesendet',
      'Envoyé de mon iPhone',
      'Enviado desde mi iPhone',
      'Inviato da iPhone',
      'Verstuurd vanaf mijn iPhone',
      'Skickat från min iPhone',
      'Wysłane z iPhone’a',
      'Отправлено с iPhone',
      'iPhoneから送信',
    ])('drops the device line "%s"', (device) => {
      expect(reply(`${story}\n\n${device}`)).toBe(story);
    });

    it('keeps a sentence that starts like a device line', () => {
      const text = 'Sent from my desk, which was much easier than my mobile phone.';
      expect(reply(text)).toBe(text);
    });

    it('keeps text written under a device line the client put on top', () => {
      expect(reply(`Sent from my iPhone\n\n${story}`)).toBe(story);
    });

    it.each([[`${story}\n\nLove, Mom`], [`${story}\n\nHugs,\nGrandma`], [`${story}\n\n-Grandpa Joe`]])(
      'keeps the sign-off',
      (text) => {
        expect(reply(text)).toBe(text);
      },
    );

    it('drops a "-- " signature block but keeps the sign-off above it', () => {
      const text = `${story}\n\nLove, Mom\n\n-- \nMargaret Smith\nRetired teacher\n555-0100`;
      expect(reply(text)).toBe(`${story}\n\nLove, Mom`);
    });
  });

  describe('long stories', () => {
    const gmailQuote =
      'On Mon, Jan 6, 2025 at 9:00 AM StoryVault <questions@storyvault.app> wrote:\n\n> Dear Margaret,\n>\n> What was the first home you remember?';
    const sections = [
      "The first home I remember is the flat above the ironmonger's on Carter Street.",
      'In winter the only warm room was the kitchen, and we did our homework on the big table.',
      'We left in the spring of 1958 when the council gave us a house with a garden.\n\nLove,\nGrandma',
    ];

    it('keeps every section after a line of dashes used as a section break', () => {
      const story = sections.join('\n\n--\n\n');
      expect(reply(`${story}\n\n${gmailQuote}`)).toBe(story);
    });

    it.each(['--', '—', '***', '___', '~~~', '* * *'])('keeps the story around "%s" section breaks', (rule) => {
      const story = sections.join(`\n\n${rule}\n\n`);
      expect(reply(`${story}\n\n${gmailQuote}`)).toBe(story);
    });

    it('keeps a short last section under a rule when it is written like a story', () => {
      const story = `${sections[0]}\n\n________________________\n\nI still have the dress. It is yours if you want it.`;
      expect(reply(story)).toBe(story);
    });

    it('still drops a short footer under a rule and a "-- " signature under a story with breaks', () => {
      const story = sections.join('\n\n--\n\n');
      expect(reply(`${story}\n\n-- \nMargaret Hill\n07700 900123`)).toBe(story);
      expect(reply(`${sections[0]}\n\n__\nriak-users mailing list\nriak-users@lists.example.com`)).toBe(sections[0]);
    });

    it('drops a company disclaimer under "-- " that comes with contact lines', () => {
      const disclaimer = [
        'The information in this message is confidential and intended only for the addressee.',
        'If you received it in error, please tell the sender and delete it.',
        'Example Ltd - 1 High Street, Leeds',
        'tel 0113 496 0000 fax 0113 496 0001 e-mail info@example.com',
      ].join('\n');
      expect(reply(`${story}\n\n-- \n${disclaimer}`)).toBe(story);
    });

    it('keeps a signature block and the P.S. the sender wrote under it', () => {
      const text = `${story}\n\nDad\n\n-- \nJohn Parry\n01632 960001\n\nP.S. It was one afternoon.`;
      expect(reply(text)).toBe(text.replace('-- \n', '--\n'));
    });

    it('drops a "Sent from my iPad" line in the middle but keeps the text the sender wrote under it', () => {
      const text = `${sections[0]}\n\nSent from my iPad\n\nSorry, I pressed the wrong thing.\n\n${sections[1]}\n\nSent from my iPad`;
      expect(reply(text)).toBe(`${sections[0]}\n\nSorry, I pressed the wrong thing.\n\n${sections[1]}`);
    });

    it('keeps lines that begin with ">" as years or arrows, and drops the quote below', () => {
      const story = [
        'This is how we moved, as I wrote it down for myself in the back of my rough book:',
        '> 1962 we moved from Glasgow to Leeds',
        '> 1965 to Harrogate > and then abroad',
        'Each of those houses had something.',
        '',
        'Here are the years again:',
        '',
        '> 1971 Nairobi',
        '> 1976 Leeds',
        '',
        'Grandad',
      ].join('\n');
      expect(reply(`${story}\n\n${gmailQuote}`)).toBe(story);
    });

    it('still drops an unattributed quote of whole paragraphs and a quote the sender answered under', () => {
      expect(reply(`${story}\n\n> Dear Margaret,\n>\n> What was your first job?`)).toBe(story);
      expect(reply(`> What was your first job?\n\n${story}`)).toBe(story);
    });

    it('drops rules and tracking marks left at the very end', () => {
      expect(reply(`${story}\n\n\u1427\n--\n***\n~~~~~`)).toBe(story);
    });
  });

  describe('HTML-only replies', () => {
    it('converts to text without the Gmail quote, keeping paragraphs', () => {
      const html =
        '<div dir="ltr"><div>My first job was at the bakery.</div><div><br></div><div>Love, Mom</div></div>' +
        '<br><div class="gmail_quote"><div class="gmail_attr">On Mon, Jan 6, 2025 at 9:00 AM StoryVault wrote:</div>' +
        '<blockquote class="gmail_quote">What was your first job?</blockquote></div>';
      const result = extractReply({ html });
      expect(result.fullText).toBe('My first job was at the bakery.\n\nLove, Mom');
      expect(result.removed.join('\n')).toContain('What was your first job?');
    });

    it('cuts at the Outlook reply header', () => {
      const html =
        '<p>We lived above the shop.</p><div id="divRplyFwdMsg"><b>From:</b> StoryVault<br><b>Sent:</b> Monday</div>' +
        '<div>Where did you live as a child?</div>';
      expect(extractReply({ html }).fullText).toBe('We lived above the shop.');
    });

    it('turns <script> into nothing and escaped markup into plain text', () => {
      const html = '<p>Dear family,</p><script>alert("x")</script><p>I once typed &lt;script&gt; on a computer.</p>';
      expect(extractReply({ html }).fullText).toBe('Dear family,\n\nI once typed <script> on a computer.');
    });

    it('prefers the plain-text part when there is one', () => {
      expect(extractReply({ text: story, html: '<p>other</p>' }).fullText).toBe(story);
    });
  });

  describe('layout', () => {
    it('normalises CRLF, trims trailing spaces and collapses three or more blank lines', () => {
      const text = 'First paragraph.   \r\n\r\n\r\n\r\n\r\nSecond paragraph.\t\r\n\r\nThird.';
      expect(reply(text)).toBe('First paragraph.\n\nSecond paragraph.\n\nThird.');
    });

    it('keeps text that only looks like quote headers', () => {
      const text = [
        'On my tenth birthday, in 1952, my father wrote:',
        'Dear Margaret, you are growing up so fast.',
        '',
        'From: Grandma',
        'To: Emma',
        '',
        'On the surface it was a quiet town.',
      ].join('\n');
      expect(reply(text)).toBe(text);
    });
  });

  describe('empty replies', () => {
    it.each([
      ['no parts', {}],
      ['empty text', { text: '' }],
      ['null parts', { text: null, html: null }],
      ['only blank lines', { text: '\n \r\n\t\n' }],
      [
        'only the quote',
        { text: 'On Mon, Jan 6, 2025 at 9:00 AM StoryVault <q@example.com> wrote:\n> What was your first job?' },
      ],
      ['only an Outlook header', { text: 'From: StoryVault\nSent: Monday, January 6, 2025 9:00 AM\nSubject: Q\n\nQ?' }],
      ['HTML with only the quote', { html: '<blockquote>What was your first job?</blockquote>' }],
    ])('returns "" for %s', (_case, input) => {
      expect(extractReply(input).fullText).toBe('');
    });
  });
});
