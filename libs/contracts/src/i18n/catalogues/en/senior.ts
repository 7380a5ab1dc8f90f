/** English: the senior words (ICU message format). The other languages follow these keys. */
export const senior = {
  // Every email to the senior: how it opens and how it is signed.
  'senior.email.greeting': 'Dear {name},',
  'senior.email.signature': 'With love, {owner} (through StoryVault)',

  // The question email and its follow-up.
  'senior.questionEmail.subject': 'A question from {owner}: {question}',
  'senior.questionEmail.preheader': '{owner} would love to hear this story from you.',
  'senior.questionEmail.lead': '{owner} would love to hear this story from you:',
  'senior.questionEmail.howToAnswer':
    'To answer, just reply to this email and write as much or as little as you like. Nothing else is needed.',
  'senior.questionEmail.talkInstead':
    'If you would rather talk than type, press "Record my answer" and tell the story out loud.',
  'senior.questionEmail.record': 'Record my answer',
  'senior.questionEmail.write': 'Write my answer',
  'senior.questionEmail.buttonFallback':
    'If a button does not work, simply reply to this email and write your answer there.',
  'senior.questionEmail.replyWords': 'Going away? Reply PAUSE. Rather talk about something else? Reply SKIP.',
  'senior.questionEmail.differentQuestion': 'Send me a different question',
  'senior.questionEmail.photoAlt': 'The photo this question is about',
  'senior.questionEmail.photoNote':
    'This question comes with a photo. If you cannot see it, press "Write my answer" below to see it on the page.',
  'senior.questionEmail.commentOnTitled': '{author} read your story “{title}” and wrote: “{comment}”',
  'senior.questionEmail.commentOnAnswer': '{author} read your answer to “{question}” and wrote: “{comment}”',
  'senior.followUpEmail.subject': 'Re: A question from {owner}: {question}',
  'senior.followUpEmail.preheader': 'No rush at all, just a gentle reminder.',
  'senior.followUpEmail.lead':
    'No rush at all. {owner} just wanted to remind you of this question, in case it got lost in your inbox:',
  'senior.followUpEmail.howToAnswer':
    'Whenever you are ready, simply reply to this email, or use a button below. A few sentences are plenty.',

  // The introduction email (the dashboard's preview shows the same).
  'senior.introEmail.subject': '{owner} would love to hear your stories',
  'senior.introEmail.started':
    '{owner} has started a StoryVault for you: a private place where your family can keep the stories of your life, in your own words.',
  'senior.introEmail.giftMessage': 'A message from {owner}:',
  'senior.introEmail.howOften':
    '{weeks, plural, =1 {Once a week} other {Every # weeks}} you will get one question by email, like "What was your first job?" or "How did you celebrate the holidays as a child?". There is nothing to install and no password to remember.',
  'senior.introEmail.howToAnswer':
    'To answer, simply reply to the email and write as much or as little as you like. If you would rather talk than type, each email also has a button to record your voice.',
  'senior.introEmail.pause':
    'If life gets busy, one word is enough. Reply PAUSE and the questions rest for four weeks, or write PAUSE until 3 June, or PAUSE for 2 weeks. Reply RESUME whenever you would like them back.',
  'senior.introEmail.skipAndStop':
    'If a question does not bring up a story, reply SKIP and a different one will come instead. Reply STOP to end the questions until {owner} starts them again. Anything else you write back becomes your story.',
  'senior.introEmail.firstQuestion':
    'Your first question will arrive {soon, select, yes {shortly} other {in a few days}}. There are no wrong answers, and every story is a gift to the people who love you.',

  // What her reply word did, told back to her: a subject, then its lines.
  'senior.confirmation.pause.subject': 'Questions paused until {until}',
  'senior.confirmation.pause.done':
    'We will not send you any questions until {until}. Then they will come again, as before.',
  'senior.confirmation.pause.undo': 'If you would like them sooner, just reply RESUME.',
  'senior.confirmation.stop.subject': 'No more questions for now',
  'senior.confirmation.stop.done': 'We will not send you any more questions until {owner} starts them again.',
  'senior.confirmation.stop.undo': 'If you change your mind, just reply RESUME.',
  'senior.confirmation.resume.subject': 'Your questions will come again',
  'senior.confirmation.resume.done': 'Thank you! Your next question is on its way.',
  'senior.confirmation.notPaused.subject': 'Your questions are still coming',
  'senior.confirmation.notPaused.done':
    'Your questions were not paused, so nothing needed to change. The next one will come as usual.',
  'senior.confirmation.setAside.subject': 'Question set aside',
  'senior.confirmation.setAside.done':
    'We have put that question aside for later. Your next question will come when it is due.',
  'senior.confirmation.nothingToSkip.subject': 'Nothing to skip',
  'senior.confirmation.nothingToSkip.done':
    'That question is already answered or set aside, so there was nothing to skip. The next one will come as usual.',

  // A short reply that may be a command: her email and the choice page.
  'senior.choice.pauseUntil': 'Pause my questions until {date}',
  'senior.choice.skip': 'Send me a different question',
  'senior.choice.stop': 'Stop my questions',
  'senior.choice.resume': 'Start my questions again',
  'senior.choice.story': 'Keep my message as a story',
  'senior.choice.subject': 'What would you like us to do?',
  'senior.choice.unsure':
    'Thank you for your reply. We were not sure what you meant, so we have not done anything with it yet.',
  'senior.choice.press': 'Please press the button for what you would like:',
  'senior.choice.youWrote': 'You wrote:',
  'senior.choice.wait': 'If you do not choose, we will keep your message as a story in a week.',
  'senior.choice.heading': 'What would you like us to do?',
  'senior.choice.doneCommand': 'Thank you. It is done: {label}.',
  'senior.choice.doneStory': 'Thank you. Your message is kept as a story for your family.',
  'senior.choice.chosen': 'You have already chosen: {label}. There is nothing more to do.',
  'senior.choice.keptAfterWait': 'Your message was kept as a story for your family. There is nothing more to do.',

  // The answer pages (write, record, skip) and a link that opens no question.
  'senior.page.writeTitle': 'Write Your Story',
  'senior.page.recordTitle': 'Record Your Story',
  'senior.page.skipTitle': 'A Different Question',
  'senior.page.sentTitle': 'Story Sent',
  'senior.page.loading': 'Loading your question...',
  'senior.page.loadFailed': 'We could not load your question. Please check your internet connection and try again.',
  'senior.page.tryAgain': 'Try Again',
  'senior.page.questionLabel': 'Your question',
  'senior.page.greeting': 'Hello {name}, here is your question:',
  'senior.page.greetingNoName': 'Here is your question:',
  'senior.page.photoAlt': 'The photo this question is about',
  'senior.page.answeredWrite': 'You already answered this question on {date} — write more if you like.',
  'senior.page.answeredRecord': 'You already answered this question on {date} — record more if you like.',
  'senior.page.thanks': 'Thank you — {owner} will get your story. You can close this page now.',
  'senior.page.thanksNoName': 'Thank you — your family will get your story. You can close this page now.',
  'senior.page.linkGone': "This link no longer works. Just reply to {owner}'s email with your story.",
  'senior.page.linkGoneNoName': "This link no longer works. Just reply to your family's email with your story.",
  'senior.page.help': 'If you need a hand, write to {email}.',
  'senior.page.rather.write': 'Would you rather write?',
  'senior.page.rather.writeLink': 'Write your story instead',
  'senior.page.rather.talk': 'Would you rather talk?',
  'senior.page.rather.recordLink': 'Record your story instead',
  'senior.page.emptyStory': 'Please write your story before submitting.',
  'senior.page.saveFailed': 'Error saving your story. Please try again.',
  'senior.page.uploadFailed': 'Error uploading your story. Please try again.',
  'senior.page.offline':
    'Your internet connection is down. You can keep writing: your story is kept on this device and will be sent once the connection is back.',
  'senior.page.offlineWaiting':
    'Your internet connection is down. Your story is kept safe on this device and will be sent by itself as soon as the connection is back.',
  'senior.page.stillSending': 'Still sending your story... It is kept on this device, so nothing is lost.',
  'senior.page.draftRestored': 'We kept the story you started writing. You can go on where you left off.',
  'senior.page.notSentYet': 'This story was not sent yet.',
  'senior.page.storyLabel': 'Your story',
  'senior.page.characters': '{count, plural, one {# character} other {# characters}}',
  'senior.page.tooLong': 'Your story is longer than {max, number} characters. Please shorten it and submit again.',
  'senior.page.saving': 'Saving your story...',
  'senior.page.savingShort': 'Saving...',
  'senior.page.waiting': 'Waiting for the connection...',
  'senior.page.send': 'Send',
  'senior.page.submit': 'Submit Story',
  'senior.page.skip.explain':
    'Not the right question today? We will keep this one for another time and send you a different question by email right away.',
  'senior.page.skip.sending': 'Sending...',
  'senior.page.skip.button': 'Send me a different question',
  'senior.page.skip.done': 'Done. You already asked for a different question for this one. Nothing more to do.',
  'senior.page.skip.answered': 'You have already answered this question. Thank you! The next one will come as usual.',
  'senior.page.skip.after': 'Would you rather answer this one after all?',
  'senior.page.skip.writeLink': 'Write your story',
  'senior.recorder.intro':
    'Press **Start Recording** and tell your story in your own words. Press **Stop Recording** when you are finished. You can listen to it before you send it.',
  'senior.recorder.start': 'Start Recording',
  'senior.recorder.stop': 'Stop Recording',
  'senior.recorder.again': 'Record Again',
  'senior.recorder.uploading': 'Uploading your story...',
  'senior.recorder.uploadingShort': 'Uploading...',
  'senior.recorder.starting': 'Starting the microphone...',
  'senior.recorder.recording': 'Recording... Press Stop Recording when you are finished.',
  'senior.recorder.stopping': 'Finishing your recording...',
  'senior.recorder.limitReached': 'The recording stopped at the {limit} limit. Listen to it, then press Submit Story.',
  'senior.recorder.ready': 'Your recording is ready. Listen to it, then press Submit Story.',
  'senior.recorder.time': 'Recording time',
  'senior.recorder.of': 'of {limit}',
  'senior.recorder.yours': 'Your recording ({duration})',
  'senior.recorder.listen': 'Listen to Your Recording',
  'senior.recorder.pause': 'Pause',
  'senior.mic.missing':
    '**We could not find a microphone on this device.** Try the link on your phone, or write your story instead.',
  'senior.mic.blocked': 'Your microphone is turned off for this page.',
  'senior.mic.failed': 'Something went wrong with the microphone.',
  'senior.mic.toRecord': 'To record your story:',
  'senior.mic.step1': 'Tap **Start Recording** again. When your phone asks to use the microphone, tap **Allow**.',
  'senior.mic.step2':
    'If it does not ask: on an iPhone, tap **aA** beside the web address, then **Website Settings**, and set **Microphone** to **Allow**. On an Android phone, tap the symbol left of the web address, then **Permissions**, and turn on **Microphone**.',
  'senior.mic.step3': 'On a computer, click the microphone or lock symbol in the address bar and choose **Allow**.',
  'senior.mic.orWrite': 'Or write your story instead, with the link below.',

  // The listen page, opened from a QR code in the printed book.
  'senior.listen.title': 'Listen to a story',
  'senior.listen.gone': 'This link does not work any more',
  'senior.listen.goneLead': 'Please ask your family for a new link to this story.',
  'senior.listen.failed': "We couldn't open this story",
  'senior.listen.retry': 'Try again',
  'senior.listen.loading': 'Loading...',
  'senior.listen.toldBy': 'Told by {name}',
  'senior.listen.playerLabel': '{name} tells “{title}”',
  'senior.listen.play': 'Play the story',
  'senior.listen.pause': 'Pause',

  // What the answer pages are told when the server refuses a story or a link (the codes stay as they are).
  'senior.refusal.invalidLink': 'Invalid link. Please check your email or SMS for the correct link.',
  'senior.refusal.linkExpired':
    'This link is more than 90 days old, so it no longer works. Your family can still hear from you: reply to the email this question came in and write your story there, or ask your family to send you a new question.',
  'senior.refusal.answersToday':
    'Thank you! Your stories for this question are saved. You have sent as many as one link takes in a day; you can send more tomorrow.',
  'senior.refusal.recordingsThisHour':
    'Thank you! Your recordings for this question are saved. You can send another recording in an hour.',
  'senior.refusal.recordingUnreadable': 'The recording could not be read. Please record again.',
  'senior.refusal.recordingTooLarge': 'The recording is too long or too large (at most 30 minutes, 100 MB).',
  'senior.refusal.recordingMissing': 'No recording was received. Please record your story and submit it again.',
  'senior.refusal.recordingCutShort':
    'The upload could not be read: The recording did not arrive whole. Please press Submit Story again.',
  'senior.refusal.uploadsBusyLink': 'Your recording is still being sent. Please wait until it is finished.',
  'senior.refusal.uploadsBusyServer':
    'Many stories are being sent right now. Please wait a minute, then press Submit Story again.',
  // The skip page: what asking for a different question did.
  'senior.skip.sent': 'Done. A different question is on its way to your inbox.',
  'senior.skip.aside': 'Done. We have put that question aside for later.',
  'senior.skip.already': 'You already asked for a different question for this one. Nothing more to do.',
  // The choice page's own words, before her reply is known or when pressing fails.
  'senior.choice.pageTitle': 'Your choice',
  'senior.choice.linkGone': 'This link does not work',
  'senior.choice.failed': "We couldn't open this page",
  'senior.choice.retry': 'Try again',
  'senior.choice.loading': 'Loading...',
  'senior.choice.chooseFailed': 'Something went wrong. Please try again.',
} as const;
