import type { LibraryTexts } from './library-texts';

/** The library in German, asked as a grandchild would ask: "du", warm and plain. */
export const DE: LibraryTexts = {
  // Kindheit & Schule
  'childhood.first-day-of-school': 'Was weißt du noch von deinem allerersten Schultag?',
  'childhood.childhood-home':
    'Denk an das Zuhause, in dem du aufgewachsen bist. Welches Zimmer fällt dir zuerst ein, und was passiert dort gerade?',
  'childhood.memorable-teacher': 'An welche Lehrerin oder welchen Lehrer erinnerst du dich bis heute, und warum?',
  'childhood.best-friend':
    'Wer war als Kind dein bester Freund oder deine beste Freundin, und was habt ihr zusammen angestellt?',
  'childhood.outdoor-games': 'Was habt ihr Kinder draußen gespielt, dort wo du aufgewachsen bist?',
  'childhood.way-to-school': 'Wie bist du jeden Tag zur Schule gekommen, und woran bist du unterwegs vorbeigekommen?',
  'childhood.favorite-subject': 'Was war in der Schule dein Lieblingsfach, und was hat dir daran so gefallen?',
  'childhood.mischief': 'Was hast du als Kind mal ausgefressen? Ist es jemandem aufgefallen?',
  'childhood.treasured-toy': 'Welches Spielzeug war dir als Kind das Liebste?',
  'childhood.chores': 'Bei welchen Arbeiten musstest du als Kind mithelfen, und welche mochtest du gar nicht?',
  'childhood.school-holidays': 'Wie hast du als Kind deine Schulferien verbracht?',
  'childhood.favorite-treat': 'Was war als Kind deine liebste Leckerei, und wo gab es sie?',
  'childhood.grown-up-dream': 'Was wolltest du als kleines Kind werden, wenn du groß bist?',
  'childhood.classroom': 'Wie sah dein Klassenzimmer aus, so gut du es noch vor dir siehst?',
  'childhood.favorite-spot': 'Wo hast du als Kind am liebsten gespielt oder dich versteckt?',
  'childhood.first-loved-book': 'Welches Buch oder welche Geschichte hast du als Kind als Erstes so richtig geliebt?',
  'childhood.school-lunch': 'Was hast du an Schultagen mittags gegessen, und wo?',
  'childhood.school-show':
    'Hast du mal bei einem Schultheater, einem Konzert oder einem Sportfest mitgemacht? Was weißt du noch davon?',

  // Familie & Traditionen
  'family.holiday-table':
    'Denk an ein Festessen aus deinen jungen Jahren. Wer saß mit am Tisch, und was kam auf den Tisch?',
  'family.family-recipe': 'Gibt es ein Familienrezept, das du noch auswendig kannst? Erzähl uns, wie es gemacht wird.',
  'family.grandparents':
    'Was weißt du noch von deinen Großeltern oder den ältesten Verwandten, die du als Kind gekannt hast?',
  'family.name-story': 'Wie bist du zu deinem Namen gekommen? Steckt eine Geschichte dahinter?',
  'family.family-expressions':
    'Welche lustigen Sprüche oder Redensarten hatten die Erwachsenen in deiner Familie ständig drauf?',
  'family.weekends-at-home': 'Wie sah ein ganz normales Wochenende bei euch zu Hause aus, als du klein warst?',
  'family.heirloom': 'Gibt es in deiner Familie einen Gegenstand, der weitervererbt wurde? Was ist seine Geschichte?',
  'family.who-raised-you': 'Erzähl uns von den Menschen, die dich großgezogen haben. Wie waren sie?',
  'family.told-and-retold': 'Welche Familiengeschichte wurde immer wieder erzählt, wenn alle zusammenkamen?',
  'family.grew-up-alongside':
    'Mit welchen Geschwistern, Cousins, Cousinen oder anderen Kindern bist du aufgewachsen, und wie waren sie?',
  'family.new-tradition': 'Gibt es eine Tradition, die du selbst angefangen oder nach deiner Art verändert hast?',
  'family.family-roots':
    'Was weißt du darüber, woher deine Familie stammt und wie sie dorthin kam, wo du aufgewachsen bist?',
  'family.music-at-home': 'Gab es bei euch zu Hause Musik, als du klein warst? Wer hat gesungen oder gespielt?',
  'family.chosen-family': 'Welche Menschen gehören für dich zur Familie, auch wenn ihr nicht verwandt seid?',
  'family.house-rules': 'Welche Regeln galten bei euch zu Hause, und welche hast du gern mal gedehnt?',
  'family.take-after': 'Nach wem in der Familie kommst du, sagen die Leute? Siehst du das auch so?',
  'family.bedtime': 'Wie war das Schlafengehen bei euch, als du klein warst? Gab es Lieder oder Geschichten?',
  'family.favorite-relative-visit': 'Welche Verwandten hast du am liebsten besucht, und wie war es bei ihnen?',

  // Liebe & Freundschaft
  'love.first-crush': 'In wen warst du zum ersten Mal verliebt, und hat er oder sie es je erfahren?',
  'love.lasting-friendship': 'Erzähl uns von einer Freundschaft, die schon viele Jahre hält. Wie hat sie angefangen?',
  'love.someone-you-loved': 'Erzähl uns von einem Menschen, den du sehr geliebt hast. Wie habt ihr euch kennengelernt?',
  'love.first-date': 'Weißt du noch, wie dein erstes Rendezvous war? Wo seid ihr hingegangen?',
  'love.meeting-places':
    'Wo haben sich junge Leute getroffen, als du jung warst, und welche ungeschriebenen Regeln gab es dabei?',
  'love.letter-kept':
    'Gibt es einen Brief oder eine Karte, die du aufgehoben hast, weil sie dir so viel bedeutet? Was stand darin?',
  'love.friend-who-made-you-laugh': 'Welcher Freund oder welche Freundin hat dich immer zum Lachen gebracht, und wie?',
  'love.kindest-thing': 'Was ist das Liebste, das je jemand für dich getan hat?',
  'love.showing-love': 'Wie zeigst du den Menschen, die dir wichtig sind, am liebsten, dass du sie lieb hast?',
  'love.unforgettable-wedding':
    'Erzähl uns von einer Hochzeit, die du nie vergessen wirst, ob deine eigene oder eine andere.',
  'love.admired-couple':
    'Denk an ein Paar, das du bewundert hast. Was ist dir daran aufgefallen, wie die beiden miteinander umgingen?',
  'love.far-away-friend':
    'Hattest du mal eine Brieffreundschaft oder einen Freund in der Ferne? Wie habt ihr Kontakt gehalten?',
  'love.most-romantic': 'Was ist das Romantischste, das du je jemanden hast tun sehen?',
  'love.their-song': 'Gibt es ein Lied, bei dem du immer an einen ganz bestimmten Menschen denken musst?',
  'love.young-people':
    'Welche jungen Menschen waren dir in deinem Leben wichtig, und was hat dir an ihnen Freude gemacht?',
  'love.animal-companion': 'Welches Tier hatte einen besonderen Platz in deinem Herzen, und wie war es so?',
  'love.later-friend':
    'Welchen Freund oder welche Freundin hast du erst später im Leben gefunden, und wie habt ihr euch kennengelernt?',

  // Beruf & Arbeit
  'work.first-paycheck': 'Was war das erste Geld, das du je verdient hast, und was hast du dir davon gekauft?',
  'work.first-job': 'Was war deine allererste Arbeit, bezahlt oder nicht, und wie bist du dazu gekommen?',
  'work.typical-day':
    'Wie sah ein typischer Tag in der Arbeit aus, die du am längsten gemacht hast, ob zu Hause, auf dem Hof, im Laden oder anderswo?',
  'work.mentor': 'Wer hat dir am meisten darüber beigebracht, wie man eine Arbeit gut macht?',
  'work.proudest-work': 'Auf welche Arbeit bist du am stolzesten, ob zu Hause oder im Beruf?',
  'work.tools-of-the-trade':
    'Mit welchen Werkzeugen oder Maschinen hast du gearbeitet, und wie haben sie sich seitdem verändert?',
  'work.unforgettable-colleague':
    'Erzähl uns von jemandem aus deinem Arbeitsleben, den du nie vergessen wirst: ein Kollege, eine Kundin, ein Chef.',
  'work.funniest-moment': 'Was ist das Lustigste, das dir je bei der Arbeit passiert ist?',
  'work.household-skill':
    'Einen Haushalt zu führen ist echte Arbeit. Auf welche Fertigkeit im Haushalt bist du besonders stolz, und wer hat sie dir beigebracht?',
  'work.how-you-got-there':
    'Wie bist du zu deinem Beruf gekommen? War das geplant, oder hat es sich einfach so ergeben?',
  'work.volunteering': 'Hast du dich mal ehrenamtlich engagiert oder in deinem Ort mit angepackt? Was hast du gemacht?',
  'work.work-clothes': 'Hast du bei der Arbeit eine Uniform oder besondere Kleidung getragen? Wie sah sie aus?',
  'work.lasting-skill': 'Was hast du bei der Arbeit gelernt, das du heute noch gebrauchen kannst?',
  'work.something-of-your-own':
    'Hast du mal etwas Eigenes auf die Beine gestellt, ein Geschäft, einen Verein oder ein Projekt? Wie fing es an?',
  'work.lesson-from-a-mistake': 'Welchen Fehler hast du mal bei der Arbeit gemacht, und was hast du daraus gelernt?',
  'work.workplace-sounds':
    'Welche Geräusche und Gerüche hast du noch von einem Ort in Erinnerung, an dem du gearbeitet hast?',

  // Herausforderungen & Erfolge
  'challenges.hardest-move':
    'Erzähl uns von einem Umzug an einen neuen Ort. Was hat dir geholfen, dich dort zu Hause zu fühlen?',
  'challenges.hard-won-skill': 'Was hast du gelernt, das dir am Anfang gar nicht leichtgefallen ist?',
  'challenges.stood-up': 'Erzähl uns von einem Mal, als du für etwas eingestanden bist, an das du geglaubt hast.',
  'challenges.making-do': 'Wenn das Geld knapp war, wie habt ihr euch mit Geschick und Einfallsreichtum beholfen?',
  'challenges.helping-hand': 'Wer hat dir durch eine schwere Zeit geholfen, und was hat dabei den Unterschied gemacht?',
  'challenges.plans-changed':
    'Erzähl uns von einem Mal, als deine Pläne geplatzt sind und am Ende doch etwas Gutes daraus wurde.',
  'challenges.big-decision': 'Was war eine der größten Entscheidungen deines Lebens, und wie bist du zu ihr gekommen?',
  'challenges.weathered-the-storm':
    'Erzähl uns von einem großen Sturm, Hochwasser, Schneewinter oder einer Hitzewelle, die du erlebt hast. Wie sind die Leute damit zurechtgekommen?',
  'challenges.long-goal': 'Auf welches Ziel hast du lange hingearbeitet, und wie war es, als du es erreicht hattest?',
  'challenges.helped-someone': 'Wann hast du jemandem durch eine schwere Zeit geholfen, und was hast du getan?',
  'challenges.nervous-moment':
    'Erzähl uns von einer Prüfung, einem Wettbewerb oder einem Vorstellungsgespräch, vor dem du aufgeregt warst. Wie ist es ausgegangen?',
  'challenges.fixed-it-yourself':
    'Erzähl uns von einem Mal, als etwas kaputtging oder schieflief und du es selbst richten musstest.',
  'challenges.keeping-spirits-up': 'Was hat dir Mut gemacht, wenn das Leben schwer war?',
  'challenges.found-your-way':
    'Erzähl uns von einem Mal, als du dich verlaufen hast, und wie du den Weg wiedergefunden hast.',
  'challenges.took-some-nerve':
    'Was hast du erst als erwachsener Mensch zum ersten Mal gewagt, obwohl es dich Überwindung gekostet hat?',
  'challenges.kept-at-it': 'Woran bist du drangeblieben, obwohl andere gesagt haben, das schaffst du nie?',

  // Freude & Erinnerungen
  'joys.best-birthday': 'Was war der schönste Geburtstag, an den du dich erinnerst? Was hat ihn so besonders gemacht?',
  'joys.unforgettable-trip': 'Erzähl uns von einer Reise oder einem Ausflug, den du nie vergessen hast.',
  'joys.happy-ordinary-day': 'Erzähl uns von einem ganz gewöhnlichen Tag, der zu einem deiner glücklichsten wurde.',
  'joys.favorite-pastime': 'Welches Hobby oder welcher Zeitvertreib hat dir über die Jahre die meiste Freude gemacht?',
  'joys.laughed-hardest': 'Wann hast du so gelacht, dass du nicht mehr aufhören konntest? Was war der Auslöser?',
  'joys.favorite-season': 'Welche Jahreszeit magst du am liebsten, und welche Erinnerungen weckt sie?',
  'joys.best-gift': 'Was war das schönste Geschenk, das du je bekommen hast, und von wem war es?',
  'joys.memorable-meal': 'Erzähl uns von einem Essen außer Haus, das dir in Erinnerung geblieben ist.',
  'joys.place-in-nature': 'Wo bist du draußen in der Natur am liebsten, und was fällt dir dort auf?',
  'joys.treasured-photo': 'Gibt es ein Foto, das dir besonders am Herzen liegt? Erzähl uns, was darauf passiert.',
  'joys.first-wheels': 'Erzähl uns von deinem ersten eigenen Fahrrad, Auto oder sonstigen Gefährt.',
  'joys.simple-pleasure': 'Welche kleine Freude im Alltag wird dir nie langweilig?',
  'joys.proud-of-someone': 'Erzähl uns von einem Mal, als du vor Stolz auf jemand anderen fast geplatzt bist.',
  'joys.fair-or-circus': 'Warst du mal auf dem Jahrmarkt, im Zirkus oder beim Karneval? Was hast du dort gesehen?',
  'joys.best-news': 'Was war die schönste Nachricht, die du je bekommen hast?',
  'joys.favorite-spot-today': 'Was ist heute dein Lieblingsplatz zu Hause, und was machst du dort am liebsten?',

  // Weisheit & Vermächtnis
  'wisdom.advice-to-younger-self':
    'Wenn du dich mit dir selbst mit zwanzig hinsetzen könntest, was würdest du dir sagen?',
  'wisdom.best-advice-received': 'Was ist der beste Rat, den dir je jemand gegeben hat, und von wem kam er?',
  'wisdom.changed-mind': 'Worüber hast du im Lauf der Jahre deine Meinung geändert?',
  'wisdom.money-lesson': 'Was hast du über Geld gelernt, das eigentlich jeder wissen sollte?',
  'wisdom.glad-you-chose': 'Wenn du zurückschaust: Über welche Entscheidung bist du am meisten froh?',
  'wisdom.skill-to-pass-on':
    'Welche praktische Fertigkeit möchtest du der nächsten Generation beibringen, bevor sie in Vergessenheit gerät?',
  'wisdom.carried-value': 'Welche Gewohnheit oder welchen Wert trägst du dein Leben lang mit dir, und woher kommt er?',
  'wisdom.growing-older': 'Was war die schönste Überraschung am Älterwerden?',
  'wisdom.generation-got-right': 'Was hat deine Generation deiner Meinung nach richtig gemacht?',
  'wisdom.note-to-the-future': 'Was möchtest du jemandem sagen, der deine Geschichten in hundert Jahren liest?',
  'wisdom.young-people-today': 'Was bewunderst du an den jungen Leuten von heute?',
  'wisdom.staying-curious': 'Was hält dich heutzutage neugierig und jung im Herzen?',
  'wisdom.needless-worry': 'Worüber hast du dir jahrelang Sorgen gemacht, und am Ende ging alles gut?',
  'wisdom.remembered-for': 'Was sollen die Menschen einmal von dir in Erinnerung behalten?',
  'wisdom.good-friend': 'Was hast du darüber gelernt, was eine gute Freundschaft ausmacht?',
  'wisdom.story-to-pass-down': 'Welche Geschichte aus deinem Leben soll unbedingt weitererzählt werden?',

  // Einfach so
  'whimsical.superpower': 'Wenn du einen Tag lang eine Superkraft hättest, was würdest du damit anstellen?',
  'whimsical.revisit-a-day':
    'Wenn du in irgendeinen Tag deines Lebens zurückschlüpfen und einfach zuschauen könntest, welcher wäre es?',
  'whimsical.dinner-guest': 'Wenn du mit einem Menschen aus der Geschichte essen könntest, wen würdest du einladen?',
  'whimsical.animal-self': 'Wenn du ein Tier wärst, welches wärst du, und warum?',
  'whimsical.funny-quirk': 'Wegen welcher komischen Angewohnheit ziehen dich deine Freunde gern auf?',
  'whimsical.perfect-dessert': 'Was käme in deinen perfekten Nachtisch, wenn Kalorien keine Rolle spielten?',
  'whimsical.practical-joke': 'Was ist der beste Streich, den du je gespielt hast oder der dir gespielt wurde?',
  'whimsical.trade-places': 'Mit welchem berühmten Menschen würdest du gern einen Tag lang tauschen?',
  'whimsical.strangest-food': 'Was ist das Seltsamste, das du je gegessen hast, und würdest du es wieder essen?',
  'whimsical.hidden-talent': 'Welches verborgene Talent hast du, mit dem keiner rechnen würde?',
  'whimsical.windfall':
    'Wenn dir morgen ein Vermögen in den Schoß fiele, was würdest du dir als Erstes Verrücktes kaufen?',
  'whimsical.film-of-your-life': 'Wenn ein Film über dein Leben gedreht würde, wer sollte dich spielen?',
  'whimsical.handy-invention':
    'Wenn du ein Gerät erfinden könntest, das den Alltag leichter macht, was würde es können?',
  'whimsical.guilty-pleasure': 'Welche kleine Schwäche gibst du heute gern zu?',
  'whimsical.year-anywhere': 'Wenn du ein Jahr lang irgendwo auf der Welt leben könntest, wohin würdest du gehen?',
  'whimsical.boldest-outfit': 'Was war das gewagteste Outfit oder die kühnste Frisur, die du je getragen hast?',
  'whimsical.t-shirt-slogan':
    'Wenn du dich mit einem Spruch auf einem T-Shirt beschreiben müsstest, wie würde er lauten?',
  'whimsical.desert-island':
    'Wenn du auf einer einsamen Insel stranden würdest, welche drei Dinge hättest du gern dabei?',

  // Kultur & Zeitgeschehen
  'times.first-television':
    'Weißt du noch, wann du zum ersten Mal einen Fernseher gesehen hast? Wo warst du, und was lief?',
  'times.prices-then': 'Was hat ein Brot, eine Busfahrt oder eine Kinokarte gekostet, als du jung warst?',
  'times.teenage-music': 'Welche Musik haben alle gehört, als du jugendlich warst, und wie hast du sie gehört?',
  'times.news-you-remember':
    'An welches Ereignis in den Nachrichten erinnerst du dich, als es gerade passierte, und wo warst du da?',
  'times.first-telephone':
    'Erzähl uns vom ersten Telefon, an das du dich erinnerst. Wo stand es, und wen hast du angerufen?',
  'times.what-children-do-now': 'Was machen Kinder heute, das dich als Kind sehr gewundert hätte?',
  'times.biggest-invention': 'Welche Erfindung in deinem Leben hat deinen Alltag am meisten verändert?',
  'times.laundry-day': 'Wie wurde bei euch zu Hause die Wäsche gewaschen, als du jung warst?',
  'times.shops': 'Wo habt ihr eure Lebensmittel eingekauft, als du jung warst, und wie waren die Läden?',
  'times.going-to-the-pictures': 'Wie war es, ins Kino zu gehen, als du jung warst?',
  'times.long-journeys':
    'Wie sind die Leute weite Strecken gereist, als du jung warst, und wie war deine erste lange Reise?',
  'times.first-computer': 'Was hast du gedacht, als du zum ersten Mal einen Computer oder ein Handy benutzt hast?',
  'times.radio-programs': 'Welche Radiosendungen haben sich alle angehört, als du jung warst?',
  'times.slang': 'Welche Ausdrücke hatten junge Leute drauf, als du jugendlich warst, und was bedeuteten sie?',
  'times.heat-and-light': 'Wie wurde euer Zuhause geheizt und beleuchtet, als du ein Kind warst?',
  'times.bring-it-back': 'Was von früher hättest du gern wieder zurück?',
  'times.future-imagined':
    'Wie haben sich die Leute die Zukunft vorgestellt, als du jung warst? Wie nah kamen sie der Wahrheit?',
};
