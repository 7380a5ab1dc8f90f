/**
 * English: the owner's emails about the vault (the first question, replies kept aside or held,
 * files left out, an unclear reply, a keepsake ready). The other languages follow these keys.
 * Greeting and signature are the family area's.
 */
export const owner = {
  'owner.dashboardButton': 'Open your dashboard',

  // The very first question went out.
  'owner.firstQuestion.subject': 'The first question was sent to {senior}',
  'owner.firstQuestion.preheader': '{senior} can answer by replying, or by recording or writing on the web.',
  'owner.firstQuestion.sent': 'We have just sent {senior} the first question from your StoryVault:',
  'owner.firstQuestion.howToAnswer':
    '{senior} can answer by replying to the email, or by recording or writing the story on a web page, with no account and no password. A gentle reminder follows after a few days if no answer has come.',
  'owner.firstQuestion.next':
    'Each answer appears in your story collection as soon as it arrives. The next question goes out {weeks, plural, =1 {every week} other {every # weeks}}, in the order of your question list, which you can change at any time.',
  'owner.firstQuestion.button': 'Open your StoryVault',

  // A reply from the senior's address kept aside until we know whose it is.
  'owner.replyToClaim.subject': 'A reply from {email} is waiting to be filed',
  'owner.replyToClaim.shared':
    "On {day, date, long} an email came from {email}, which may be {senior}'s answer to a question. It was not added to {senior}'s stories: this email address is also used in another StoryVault account, so replies from it that do not come through the question email's own reply address are kept aside until we know whose they are.",
  'owner.replyToClaim.several':
    "On {day, date, long} an email came from {email}, which may be {senior}'s answer to a question. It was not added to a vault: more than one of your vaults has this email address and a question waiting for an answer, so it is kept aside until we know which one it answers.",
  'owner.replyToClaim.howTo':
    'To have it added, reply to this email (or write to {support}) with this reference. We will check with you first; until then it is not shown in any vault.',
  'owner.replyToClaim.reference': 'Reference: {reference}',

  // A story came by email with files it cannot hold.
  'owner.filesLeftOut.subject':
    "{count, plural, one {{senior}'s story came with a file we could not add} other {{senior}'s story came with # files we could not add}}",
  'owner.filesLeftOut.answeredQuestion':
    '{senior} answered “{question}” by email, and the story is in your vault. The email also brought {count, plural, one {a file} other {files}} the story cannot hold:',
  'owner.filesLeftOut.answered':
    '{senior} answered by email, and the story is in your vault. The email also brought {count, plural, one {a file} other {files}} the story cannot hold:',
  'owner.filesLeftOut.file': '{name} ({size}): {reason}.',
  'owner.filesLeftOut.tooBig': '{size}, over the {max} a story keeps',
  'owner.filesLeftOut.notAudio': 'not a recording that can be played ({detail})',
  'owner.filesLeftOut.notMedia': 'not a photo or recording ({type})',
  'owner.filesLeftOut.tooMany': 'more than {max} files in one email',
  'owner.filesLeftOut.nothingLost':
    '{count, plural, one {Nothing is lost: we keep the original email with the file. Write to {support} and we will send it to you.} other {Nothing is lost: we keep the original email with every file. Write to {support} and we will send them to you.}}',

  // A reply word from an address that is not surely the senior's, held back.
  'owner.held.subject':
    "{kind, select, skip {A reply asked to skip {senior}'s question} pause {A reply asked to pause {senior}'s questions} stop {A reply asked to stop {senior}'s questions} other {A reply asked to resume {senior}'s questions}}",
  'owner.held.notSenior':
    "{kind, select, skip {A reply to {senior}'s question came from {from}, which is not {senior}'s address ({seniorEmail}), and asked to skip the question.} pause {A reply to {senior}'s question came from {from}, which is not {senior}'s address ({seniorEmail}), and asked to pause the questions.} stop {A reply to {senior}'s question came from {from}, which is not {senior}'s address ({seniorEmail}), and asked to stop the questions.} other {A reply to {senior}'s question came from {from}, which is not {senior}'s address ({seniorEmail}), and asked to resume the questions.}}",
  'owner.held.unconfirmed':
    "{kind, select, skip {A reply to {senior}'s question came from {from}, but our mail server could not confirm that {senior} sent it, and it asked to skip the question.} pause {A reply to {senior}'s question came from {from}, but our mail server could not confirm that {senior} sent it, and it asked to pause the questions.} stop {A reply to {senior}'s question came from {from}, but our mail server could not confirm that {senior} sent it, and it asked to stop the questions.} other {A reply to {senior}'s question came from {from}, but our mail server could not confirm that {senior} sent it, and it asked to resume the questions.}}",
  'owner.held.notDone':
    "{kind, select, skip {We have not skipped it: only {senior}'s own replies can.} pause {We have not paused them: only {senior}'s own replies can.} stop {We have not stopped them: only {senior}'s own replies can.} other {We have not resumed them: only {senior}'s own replies can.}}",
  'owner.held.resumeNext': 'If it was {senior}, you can resume the questions from your dashboard.',
  'owner.held.next':
    "If it was {senior}, a reply from {seniorEmail} will do it; if {senior} now writes from another address, change the address in your vault's settings on your dashboard.",

  // The senior's short reply was unclear; she was asked.
  'owner.choice.subject': 'We asked {senior} what a reply meant',
  'owner.choice.replied': '{senior} replied to a question: “{reply}”.',
  'owner.choice.unsure':
    'It may mean “{meant}”, but we were not sure, so we have done nothing with it yet. We emailed {senior} two buttons: that, or keep the message as a story.',
  'owner.choice.week': 'If {senior} does not choose within a week, the message is kept as a story.',

  // A keepsake (the book or everything) is ready, to whoever asked for it.
  'owner.exportReady.subject':
    "{format, select, pdf {The book of {senior}'s stories is ready to download} other {Everything from {senior}'s Story Collection is ready to download}}",
  'owner.exportReady.preheader':
    "{format, select, pdf {The book of {senior}'s stories is ready.} other {Everything from {senior}'s Story Collection is ready.}}",
  'owner.exportReady.body':
    "{format, select, pdf {The book of {senior}'s stories is ready: a PDF you can read, share or have printed.} other {Everything from {senior}'s Story Collection is ready: every story, recording, photo and email, in one ZIP file you can keep anywhere.}}",
  'owner.exportReady.button': 'Download it',
  'owner.exportReady.kept':
    'Sign in to download it. The file is kept until {day}; after that you can ask for a new one at any time.',
} as const;
