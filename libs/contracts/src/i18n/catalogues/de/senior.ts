import type { Messages } from '../../messages';
import type { senior as en } from '../en/senior';

export const senior: Messages<typeof en> = {
  'senior.email.greeting': 'Hallo {name},',
  'senior.email.signature': 'Alles Liebe, {owner} (über StoryVault)',

  'senior.questionEmail.subject': 'Eine Frage von {owner}: {question}',
  'senior.questionEmail.preheader': '{owner} würde diese Geschichte so gern von dir hören.',
  'senior.questionEmail.lead': '{owner} würde diese Geschichte so gern von dir hören:',
  'senior.questionEmail.howToAnswer':
    'Antworte einfach auf diese E-Mail und schreib so viel oder so wenig, wie du magst. Mehr braucht es nicht.',
  'senior.questionEmail.talkInstead':
    'Wenn du lieber erzählst als tippst, drück auf „Antwort aufnehmen“ und erzähl die Geschichte laut.',
  'senior.questionEmail.record': 'Antwort aufnehmen',
  'senior.questionEmail.write': 'Antwort schreiben',
  'senior.questionEmail.buttonFallback':
    'Wenn ein Knopf nicht funktioniert, antworte einfach auf diese E-Mail und schreib deine Antwort dort hinein.',
  'senior.questionEmail.replyWords':
    'Du bist verreist? Antworte PAUSE. Lieber über etwas anderes reden? Antworte ÜBERSPRINGEN.',
  'senior.questionEmail.differentQuestion': 'Schickt mir eine andere Frage',
  'senior.questionEmail.photoAlt': 'Das Foto, um das es in dieser Frage geht',
  'senior.questionEmail.photoNote':
    'Zu dieser Frage gehört ein Foto. Wenn du es nicht siehst, drück unten auf „Antwort schreiben“, dann siehst du es auf der Seite.',
  'senior.questionEmail.commentOnTitled': '{author} hat deine Geschichte „{title}“ gelesen und schreibt: „{comment}“',
  'senior.questionEmail.commentOnAnswer':
    '{author} hat deine Antwort auf „{question}“ gelesen und schreibt: „{comment}“',
  'senior.followUpEmail.subject': 'Re: Eine Frage von {owner}: {question}',
  'senior.followUpEmail.preheader': 'Ganz ohne Eile, nur eine kleine Erinnerung.',
  'senior.followUpEmail.lead':
    'Ganz ohne Eile. {owner} wollte dich nur an diese Frage erinnern, falls sie in deinem Posteingang untergegangen ist:',
  'senior.followUpEmail.howToAnswer':
    'Wann immer du so weit bist: Antworte einfach auf diese E-Mail oder nimm einen der Knöpfe unten. Ein paar Sätze genügen.',

  'senior.introEmail.subject': '{owner} möchte so gern deine Geschichten hören',
  'senior.introEmail.started':
    '{owner} hat für dich ein StoryVault angelegt: einen privaten Ort, an dem deine Familie die Geschichten deines Lebens aufbewahren kann, in deinen eigenen Worten.',
  'senior.introEmail.giftMessage': 'Ein paar Worte von {owner}:',
  'senior.introEmail.howOften':
    '{weeks, plural, =1 {Einmal in der Woche} other {Alle # Wochen}} bekommst du eine Frage per E-Mail, zum Beispiel „Was war deine erste Arbeit?“ oder „Wie habt ihr als Kinder Weihnachten gefeiert?“. Du musst nichts installieren und dir kein Passwort merken.',
  'senior.introEmail.howToAnswer':
    'Zum Antworten schreibst du einfach zurück, so viel oder so wenig du magst. Wenn du lieber erzählst als tippst, hat jede E-Mail auch einen Knopf, mit dem du deine Stimme aufnehmen kannst.',
  'senior.introEmail.pause':
    'Wenn viel los ist, genügt ein Wort. Antworte PAUSE, dann ruhen die Fragen vier Wochen lang, oder schreib PAUSE bis 3. Juni oder PAUSE für 2 Wochen. Antworte FORTSETZEN, wann immer du sie wiederhaben möchtest.',
  'senior.introEmail.skipAndStop':
    'Wenn dir zu einer Frage nichts einfällt, antworte ÜBERSPRINGEN, dann kommt stattdessen eine andere. Antworte STOPP, dann kommen keine Fragen mehr, bis {owner} sie wieder startet. Alles andere, was du zurückschreibst, wird deine Geschichte.',
  'senior.introEmail.firstQuestion':
    'Deine erste Frage kommt {soon, select, yes {gleich} other {in ein paar Tagen}}. Es gibt keine falschen Antworten, und jede Geschichte ist ein Geschenk für die Menschen, die dich lieben.',

  'senior.confirmation.pause.subject': 'Fragen pausiert bis {until}',
  'senior.confirmation.pause.done': 'Bis {until} schicken wir dir keine Fragen. Danach kommen sie wieder wie gewohnt.',
  'senior.confirmation.pause.undo': 'Wenn du sie früher möchtest, antworte einfach FORTSETZEN.',
  'senior.confirmation.stop.subject': 'Vorerst keine Fragen mehr',
  'senior.confirmation.stop.done': 'Wir schicken dir keine Fragen mehr, bis {owner} sie wieder startet.',
  'senior.confirmation.stop.undo': 'Wenn du es dir anders überlegst, antworte einfach FORTSETZEN.',
  'senior.confirmation.resume.subject': 'Deine Fragen kommen wieder',
  'senior.confirmation.resume.done': 'Danke! Deine nächste Frage ist schon unterwegs.',
  'senior.confirmation.notPaused.subject': 'Deine Fragen kommen weiterhin',
  'senior.confirmation.notPaused.done':
    'Deine Fragen waren nicht pausiert, es musste sich also nichts ändern. Die nächste kommt wie gewohnt.',
  'senior.confirmation.setAside.subject': 'Frage beiseitegelegt',
  'senior.confirmation.setAside.done':
    'Wir haben diese Frage für später beiseitegelegt. Deine nächste Frage kommt, wenn es so weit ist.',
  'senior.confirmation.nothingToSkip.subject': 'Nichts zu überspringen',
  'senior.confirmation.nothingToSkip.done':
    'Diese Frage ist schon beantwortet oder beiseitegelegt, es gab also nichts zu überspringen. Die nächste kommt wie gewohnt.',

  'senior.choice.pauseUntil': 'Meine Fragen bis {date} pausieren',
  'senior.choice.skip': 'Schickt mir eine andere Frage',
  'senior.choice.stop': 'Meine Fragen beenden',
  'senior.choice.resume': 'Meine Fragen wieder starten',
  'senior.choice.story': 'Meine Nachricht als Geschichte behalten',
  'senior.choice.subject': 'Was sollen wir tun?',
  'senior.choice.unsure':
    'Danke für deine Antwort. Wir waren nicht sicher, was du meinst, deshalb haben wir noch nichts damit gemacht.',
  'senior.choice.press': 'Drück bitte den Knopf für das, was du möchtest:',
  'senior.choice.youWrote': 'Du hast geschrieben:',
  'senior.choice.wait': 'Wenn du nichts wählst, behalten wir deine Nachricht in einer Woche als Geschichte.',
  'senior.choice.heading': 'Was sollen wir tun?',
  'senior.choice.doneCommand': 'Danke. Erledigt: {label}.',
  'senior.choice.doneStory': 'Danke. Deine Nachricht bleibt als Geschichte für deine Familie.',
  'senior.choice.chosen': 'Du hast schon gewählt: {label}. Es ist nichts mehr zu tun.',
  'senior.choice.keptAfterWait':
    'Deine Nachricht wurde als Geschichte für deine Familie behalten. Es ist nichts mehr zu tun.',

  'senior.page.writeTitle': 'Schreib deine Geschichte',
  'senior.page.recordTitle': 'Nimm deine Geschichte auf',
  'senior.page.skipTitle': 'Eine andere Frage',
  'senior.page.sentTitle': 'Geschichte gesendet',
  'senior.page.loading': 'Deine Frage wird geladen...',
  'senior.page.loadFailed':
    'Wir konnten deine Frage nicht laden. Prüf bitte deine Internetverbindung und versuch es noch einmal.',
  'senior.page.tryAgain': 'Noch einmal versuchen',
  'senior.page.questionLabel': 'Deine Frage',
  'senior.page.greeting': 'Hallo {name}, hier ist deine Frage:',
  'senior.page.greetingNoName': 'Hier ist deine Frage:',
  'senior.page.photoAlt': 'Das Foto, um das es in dieser Frage geht',
  'senior.page.answeredWrite':
    'Du hast diese Frage am {date} schon beantwortet — schreib gern noch mehr dazu, wenn du magst.',
  'senior.page.answeredRecord':
    'Du hast diese Frage am {date} schon beantwortet — nimm gern noch mehr auf, wenn du magst.',
  'senior.page.thanks': 'Danke — {owner} bekommt deine Geschichte. Du kannst diese Seite jetzt schließen.',
  'senior.page.thanksNoName': 'Danke — deine Familie bekommt deine Geschichte. Du kannst diese Seite jetzt schließen.',
  'senior.page.linkGone':
    'Dieser Link funktioniert nicht mehr. Antworte einfach auf die E-Mail von {owner} und schreib deine Geschichte hinein.',
  'senior.page.linkGoneNoName':
    'Dieser Link funktioniert nicht mehr. Antworte einfach auf die E-Mail deiner Familie und schreib deine Geschichte hinein.',
  'senior.page.help': 'Wenn du Hilfe brauchst, schreib an {email}.',
  'senior.page.rather.write': 'Möchtest du lieber schreiben?',
  'senior.page.rather.writeLink': 'Schreib deine Geschichte stattdessen',
  'senior.page.rather.talk': 'Möchtest du lieber erzählen?',
  'senior.page.rather.recordLink': 'Nimm deine Geschichte stattdessen auf',
  'senior.page.emptyStory': 'Schreib bitte zuerst deine Geschichte, bevor du sie abschickst.',
  'senior.page.saveFailed': 'Deine Geschichte konnte nicht gespeichert werden. Versuch es bitte noch einmal.',
  'senior.page.uploadFailed': 'Deine Geschichte konnte nicht hochgeladen werden. Versuch es bitte noch einmal.',
  'senior.page.offline':
    'Deine Internetverbindung ist weg. Du kannst weiterschreiben: Deine Geschichte bleibt auf diesem Gerät und wird gesendet, sobald die Verbindung wieder da ist.',
  'senior.page.offlineWaiting':
    'Deine Internetverbindung ist weg. Deine Geschichte ist auf diesem Gerät sicher und wird von selbst gesendet, sobald die Verbindung wieder da ist.',
  'senior.page.stillSending':
    'Deine Geschichte wird noch gesendet... Sie bleibt auf diesem Gerät, es geht also nichts verloren.',
  'senior.page.draftRestored':
    'Wir haben die Geschichte aufbewahrt, die du angefangen hast. Du kannst dort weitermachen, wo du aufgehört hast.',
  'senior.page.notSentYet': 'Diese Geschichte wurde noch nicht gesendet.',
  'senior.page.storyLabel': 'Deine Geschichte',
  'senior.page.characters': '{count, plural, one {# Zeichen} other {# Zeichen}}',
  'senior.page.tooLong':
    'Deine Geschichte ist länger als {max, number} Zeichen. Kürz sie bitte ein wenig und schick sie noch einmal ab.',
  'senior.page.saving': 'Deine Geschichte wird gespeichert...',
  'senior.page.savingShort': 'Wird gespeichert...',
  'senior.page.waiting': 'Warten auf die Verbindung...',
  'senior.page.send': 'Senden',
  'senior.page.submit': 'Geschichte abschicken',
  'senior.page.skip.explain':
    'Heute nicht die richtige Frage? Wir heben sie für ein andermal auf und schicken dir gleich eine andere Frage per E-Mail.',
  'senior.page.skip.sending': 'Wird gesendet...',
  'senior.page.skip.button': 'Schickt mir eine andere Frage',
  'senior.page.skip.done': 'Erledigt. Du hast für diese Frage schon eine andere bekommen. Es ist nichts mehr zu tun.',
  'senior.page.skip.answered': 'Du hast diese Frage schon beantwortet. Danke! Die nächste kommt wie gewohnt.',
  'senior.page.skip.after': 'Möchtest du diese doch lieber beantworten?',
  'senior.page.skip.writeLink': 'Schreib deine Geschichte',
  'senior.recorder.intro':
    'Drück auf **Aufnahme starten** und erzähl deine Geschichte in deinen eigenen Worten. Drück auf **Aufnahme beenden**, wenn du fertig bist. Du kannst sie dir anhören, bevor du sie abschickst.',
  'senior.recorder.start': 'Aufnahme starten',
  'senior.recorder.stop': 'Aufnahme beenden',
  'senior.recorder.again': 'Noch einmal aufnehmen',
  'senior.recorder.uploading': 'Deine Geschichte wird hochgeladen...',
  'senior.recorder.uploadingShort': 'Wird hochgeladen...',
  'senior.recorder.starting': 'Das Mikrofon wird eingeschaltet...',
  'senior.recorder.recording': 'Aufnahme läuft... Drück auf Aufnahme beenden, wenn du fertig bist.',
  'senior.recorder.stopping': 'Deine Aufnahme wird fertiggestellt...',
  'senior.recorder.limitReached':
    'Die Aufnahme hat nach {limit} angehalten, länger geht es nicht. Hör sie dir an und drück dann auf Geschichte abschicken.',
  'senior.recorder.ready': 'Deine Aufnahme ist fertig. Hör sie dir an und drück dann auf Geschichte abschicken.',
  'senior.recorder.time': 'Aufnahmezeit',
  'senior.recorder.of': 'von {limit}',
  'senior.recorder.yours': 'Deine Aufnahme ({duration})',
  'senior.recorder.listen': 'Aufnahme anhören',
  'senior.recorder.pause': 'Pause',
  'senior.mic.missing':
    '**Wir haben auf diesem Gerät kein Mikrofon gefunden.** Versuch den Link auf deinem Handy oder schreib deine Geschichte stattdessen.',
  'senior.mic.blocked': 'Dein Mikrofon ist für diese Seite ausgeschaltet.',
  'senior.mic.failed': 'Mit dem Mikrofon ist etwas schiefgegangen.',
  'senior.mic.toRecord': 'So kannst du deine Geschichte aufnehmen:',
  'senior.mic.step1':
    'Tipp noch einmal auf **Aufnahme starten**. Wenn dein Handy fragt, ob es das Mikrofon benutzen darf, tipp auf **Erlauben**.',
  'senior.mic.step2':
    'Wenn es nicht fragt: Auf einem iPhone tippst du neben der Webadresse auf **aA**, dann auf **Website-Einstellungen**, und stellst **Mikrofon** auf **Erlauben**. Auf einem Android-Handy tippst du auf das Zeichen links neben der Webadresse, dann auf **Berechtigungen**, und schaltest **Mikrofon** ein.',
  'senior.mic.step3':
    'Am Computer klickst du auf das Mikrofon- oder Schloss-Zeichen in der Adresszeile und wählst **Erlauben**.',
  'senior.mic.orWrite': 'Oder schreib deine Geschichte stattdessen, mit dem Link unten.',

  'senior.listen.title': 'Eine Geschichte anhören',
  'senior.listen.gone': 'Dieser Link funktioniert nicht mehr',
  'senior.listen.goneLead': 'Bitte deine Familie um einen neuen Link zu dieser Geschichte.',
  'senior.listen.failed': 'Wir konnten diese Geschichte nicht öffnen',
  'senior.listen.retry': 'Noch einmal versuchen',
  'senior.listen.loading': 'Wird geladen...',
  'senior.listen.toldBy': 'Erzählt von {name}',
  'senior.listen.playerLabel': '{name} erzählt „{title}“',
  'senior.listen.play': 'Geschichte abspielen',
  'senior.listen.pause': 'Pause',
  'senior.refusal.invalidLink':
    'Dieser Link stimmt nicht. Schau bitte in deiner E-Mail oder SMS nach dem richtigen Link.',
  'senior.refusal.linkExpired':
    'Dieser Link ist älter als 90 Tage und funktioniert deshalb nicht mehr. Deine Familie kann trotzdem von dir hören: Antworte auf die E-Mail, mit der diese Frage kam, und schreib deine Geschichte dort hinein, oder bitte deine Familie, dir eine neue Frage zu schicken.',
  'senior.refusal.answersToday':
    'Danke! Deine Geschichten zu dieser Frage sind gespeichert. Du hast so viele geschickt, wie ein Link an einem Tag annimmt; morgen kannst du weitere schicken.',
  'senior.refusal.recordingsThisHour':
    'Danke! Deine Aufnahmen zu dieser Frage sind gespeichert. In einer Stunde kannst du die nächste Aufnahme schicken.',
  'senior.refusal.recordingUnreadable': 'Die Aufnahme konnte nicht gelesen werden. Nimm sie bitte noch einmal auf.',
  'senior.refusal.recordingTooLarge': 'Die Aufnahme ist zu lang oder zu groß (höchstens 30 Minuten, 100 MB).',
  'senior.refusal.recordingMissing':
    'Es ist keine Aufnahme angekommen. Nimm deine Geschichte bitte auf und schick sie noch einmal ab.',
  'senior.refusal.recordingCutShort':
    'Die Aufnahme ist nicht vollständig angekommen. Drück bitte noch einmal auf Geschichte abschicken.',
  'senior.refusal.uploadsBusyLink': 'Deine Aufnahme wird noch gesendet. Warte bitte, bis sie fertig ist.',
  'senior.refusal.uploadsBusyServer':
    'Gerade werden sehr viele Geschichten gesendet. Warte bitte eine Minute und drück dann noch einmal auf Geschichte abschicken.',
  'senior.skip.sent': 'Erledigt. Eine andere Frage ist auf dem Weg in dein Postfach.',
  'senior.skip.aside': 'Erledigt. Wir haben die Frage für später aufgehoben.',
  'senior.skip.already': 'Du hast für diese Frage schon um eine andere gebeten. Es ist nichts mehr zu tun.',
  'senior.choice.pageTitle': 'Deine Wahl',
  'senior.choice.linkGone': 'Dieser Link funktioniert nicht',
  'senior.choice.failed': 'Wir konnten diese Seite nicht öffnen',
  'senior.choice.retry': 'Noch einmal versuchen',
  'senior.choice.loading': 'Wird geladen...',
  'senior.choice.chooseFailed': 'Da ist etwas schiefgegangen. Versuch es bitte noch einmal.',
};
