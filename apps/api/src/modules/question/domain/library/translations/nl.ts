import type { LibraryTexts } from './library-texts';

/** The library in Dutch, asked as a grandchild would ask: "je", warm and plain. */
export const NL: LibraryTexts = {
  // Jeugd en school
  'childhood.first-day-of-school': 'Wat weet je nog van je allereerste schooldag?',
  'childhood.childhood-home':
    'Denk aan het huis waarin je bent opgegroeid. Aan welke kamer denk je het eerst, en wat gebeurt daar?',
  'childhood.memorable-teacher': 'Welke juf of meester herinner je je nog steeds, en waarom?',
  'childhood.best-friend': 'Wie was als kind je beste vriend of vriendin, en wat haalden jullie samen uit?',
  'childhood.outdoor-games': 'Welke spelletjes deed je buiten met de andere kinderen, daar waar je opgroeide?',
  'childhood.way-to-school': 'Hoe ging je elke dag naar school, en waar kwam je onderweg langs?',
  'childhood.favorite-subject': 'Wat was je lievelingsvak op school, en wat trok je daarin aan?',
  'childhood.mischief': 'Wat voor kattenkwaad heb je als kind uitgehaald? Kwam iemand erachter?',
  'childhood.treasured-toy': 'Welk speelgoed was als kind je grootste schat?',
  'childhood.chores': 'Met welke klusjes moest je als kind helpen, en welke vond je vreselijk?',
  'childhood.school-holidays': 'Hoe bracht je als kind je schoolvakanties door?',
  'childhood.favorite-treat': 'Wat was als kind je lievelingssnoep of -lekkernij, en waar kwam het vandaan?',
  'childhood.grown-up-dream': 'Wat wilde je worden toen je klein was?',
  'childhood.classroom': 'Hoe zag je klaslokaal eruit, voor zover je het nog voor je ziet?',
  'childhood.favorite-spot': 'Waar speelde of verstopte je je als kind het liefst?',
  'childhood.first-loved-book': 'Wat is het eerste boek of verhaal waarvan je weet dat je het als kind prachtig vond?',
  'childhood.school-lunch': 'Wat at je tussen de middag op een schooldag, en waar at je het?',
  'childhood.school-show':
    'Deed je weleens mee aan een toneelstuk, concert of sportdag op school? Wat weet je er nog van?',

  // Familie en tradities
  'family.holiday-table':
    'Denk aan een feestmaal uit je jonge jaren. Wie zaten er aan tafel, en wat werd er opgediend?',
  'family.family-recipe': 'Is er een familierecept dat je nog uit je hoofd kent? Vertel ons hoe het gemaakt werd.',
  'family.grandparents': 'Wat weet je nog van je grootouders, of van de oudste familieleden die je als kind kende?',
  'family.name-story': 'Hoe kwam je aan je naam? Zit er een verhaal achter?',
  'family.family-expressions':
    'Welke grappige gezegdes of uitdrukkingen gebruikten de volwassenen in je familie steeds?',
  'family.weekends-at-home': 'Hoe zag een gewoon weekend er bij jullie thuis uit toen je opgroeide?',
  'family.heirloom': 'Is er een voorwerp dat in je familie is doorgegeven? Wat is het verhaal erachter?',
  'family.who-raised-you': 'Vertel ons over degene of degenen die je hebben grootgebracht. Hoe waren ze?',
  'family.told-and-retold': 'Welk familieverhaal werd telkens weer verteld als iedereen bij elkaar was?',
  'family.grew-up-alongside':
    'Met welke broers, zussen, neven, nichten of andere kinderen groeide je op, en hoe waren ze?',
  'family.new-tradition':
    'Is er een traditie die je zelf bent begonnen, of een oude die je op je eigen manier hebt veranderd?',
  'family.family-roots': 'Wat weet je over waar je familie vandaan kwam, en hoe ze terechtkwam waar jij opgroeide?',
  'family.music-at-home': 'Was er muziek bij jullie thuis toen je opgroeide? Wie zong of speelde er?',
  'family.chosen-family': 'Wie beschouw je als familie, ook al zijn jullie geen bloedverwanten?',
  'family.house-rules': 'Wat waren de huisregels toen je opgroeide, en welke probeerde je een beetje op te rekken?',
  'family.take-after': 'Op wie in je familie lijk je volgens anderen? Ben je het daarmee eens?',
  'family.bedtime': 'Hoe ging het naar bed gaan bij jullie toen je klein was? Waren er liedjes of verhaaltjes?',
  'family.favorite-relative-visit': 'Bij welk familielid ging je het liefst op bezoek, en hoe was het daar?',

  // Liefde en vriendschap
  'love.first-crush': 'Op wie was je voor het eerst verliefd, en kwam die er ooit achter?',
  'love.lasting-friendship': 'Vertel ons over een vriendschap die al vele jaren duurt. Hoe is die begonnen?',
  'love.someone-you-loved':
    'Vertel ons over iemand van wie je heel veel hebt gehouden. Hoe hebben jullie elkaar leren kennen?',
  'love.first-date': 'Weet je je eerste afspraakje nog? Waar gingen jullie heen?',
  'love.meeting-places':
    'Waar gingen jongeren heen om elkaar te ontmoeten toen je jong was, en wat waren de ongeschreven regels?',
  'love.letter-kept':
    'Is er een brief of kaart die je hebt bewaard omdat die zoveel voor je betekende? Wat stond erin?',
  'love.friend-who-made-you-laugh': 'Welke vriend of vriendin kon je altijd aan het lachen maken, en hoe deed die dat?',
  'love.kindest-thing': 'Wat is het liefste dat iemand ooit voor je heeft gedaan?',
  'love.showing-love': 'Hoe laat je de mensen om wie je geeft het liefst merken dat je van ze houdt?',
  'love.unforgettable-wedding':
    'Vertel ons over een bruiloft die je nooit zult vergeten, je eigen of die van een ander.',
  'love.admired-couple': 'Denk aan een stel dat je bewonderde. Wat viel je op aan hoe ze met elkaar omgingen?',
  'love.far-away-friend': 'Had je ooit een penvriend of een vriend ver weg? Hoe hielden jullie contact?',
  'love.most-romantic': 'Wat is het romantischste dat je iemand ooit hebt zien doen?',
  'love.their-song': 'Is er een liedje waarbij je altijd aan één bepaald persoon denkt?',
  'love.young-people': 'Welke jonge mensen zijn belangrijk geweest in je leven, en wat vond je fijn aan hen kennen?',
  'love.animal-companion': 'Welk dier had een speciaal plekje in je hart, en hoe was het?',
  'love.later-friend': 'Met wie raakte je pas later in je leven bevriend, en hoe hebben jullie elkaar leren kennen?',

  // Werk en beroep
  'work.first-paycheck': 'Wat was het eerste geld dat je ooit verdiende, en waar gaf je het aan uit?',
  'work.first-job': 'Wat was je allereerste baantje, betaald of niet, en hoe kwam je eraan?',
  'work.typical-day':
    'Hoe zag een gewone dag eruit in het werk dat je het langst hebt gedaan, thuis, op een boerderij, in een winkel of ergens anders?',
  'work.mentor': 'Van wie heb je het meest geleerd over hoe je goed werk levert?',
  'work.proudest-work': 'Op welk werk ben je het trotst, thuis of in je baan?',
  'work.tools-of-the-trade': 'Met welk gereedschap of welke machines werkte je, en hoe zijn die sindsdien veranderd?',
  'work.unforgettable-colleague': 'Vertel ons over een collega, klant of baas die je nooit zult vergeten.',
  'work.funniest-moment': 'Wat is het grappigste dat je ooit op je werk is overkomen?',
  'work.household-skill':
    'Een huishouden runnen is echt werk. Op welke huishoudelijke vaardigheid ben je het trotst, en van wie heb je die geleerd?',
  'work.how-you-got-there': 'Hoe kwam je terecht in het werk dat je deed? Was het gepland, of liep het gewoon zo?',
  'work.volunteering': 'Heb je ooit vrijwilligerswerk gedaan of een handje geholpen in je buurt? Wat deed je?',
  'work.work-clothes': 'Droeg je een uniform of speciale kleding voor je werk? Hoe zag die eruit?',
  'work.lasting-skill': 'Wat heb je door je werk geleerd dat je vandaag nog steeds gebruikt?',
  'work.something-of-your-own':
    'Ben je ooit iets eigens begonnen, zoals een zaak, een club of een project? Hoe is dat begonnen?',
  'work.lesson-from-a-mistake': 'Welke fout heb je eens op je werk gemaakt, en wat heb je daarvan geleerd?',
  'work.workplace-sounds': 'Welke geluiden en geuren herinner je je van een plek waar je hebt gewerkt?',

  // Tegenslag en triomf
  'challenges.hardest-move':
    'Vertel ons over een keer dat je ergens nieuw ging wonen. Wat hielp je om je er thuis te voelen?',
  'challenges.hard-won-skill': 'Wat heb je leren doen dat je in het begin helemaal niet makkelijk afging?',
  'challenges.stood-up': 'Vertel ons over een keer dat je opkwam voor iets waarin je geloofde.',
  'challenges.making-do': 'Toen het krap was, welke slimme manieren hadden jullie thuis om rond te komen?',
  'challenges.helping-hand':
    'Wie heeft je door een moeilijke tijd heen geholpen, en wat deed die dat het verschil maakte?',
  'challenges.plans-changed':
    'Vertel ons over een keer dat je plannen niet doorgingen, maar er toch iets goeds uit voortkwam.',
  'challenges.big-decision':
    'Wat was een van de grootste beslissingen die je ooit nam, en hoe kwam je tot een besluit?',
  'challenges.weathered-the-storm':
    'Vertel ons over een zware storm, overstroming, sneeuwval of hittegolf die je hebt meegemaakt. Hoe redden de mensen zich?',
  'challenges.long-goal': 'Naar welk doel heb je lang toegewerkt, en hoe voelde het toen je het bereikte?',
  'challenges.helped-someone': 'Wanneer heb je iemand anders door een moeilijke tijd geholpen, en wat deed je?',
  'challenges.nervous-moment':
    'Vertel ons over een examen, wedstrijd of sollicitatiegesprek waar je zenuwachtig voor was. Hoe liep het af?',
  'challenges.fixed-it-yourself':
    'Vertel ons over een keer dat er iets kapotging of misging en je het zelf moest oplossen.',
  'challenges.keeping-spirits-up': 'Wat hield de moed erin toen het leven zwaar was?',
  'challenges.found-your-way': 'Vertel ons over een keer dat je verdwaald was, en hoe je de weg terugvond.',
  'challenges.took-some-nerve': 'Wat heb je als volwassene voor het eerst geprobeerd waar je echt moed voor nodig had?',
  'challenges.kept-at-it': 'Waar ben je mee doorgegaan, ook al zeiden anderen dat het niet kon?',

  // Vreugde en herinneringen
  'joys.best-birthday': 'Wat is de mooiste verjaardag die je je kunt herinneren? Wat maakte hem zo bijzonder?',
  'joys.unforgettable-trip': 'Vertel ons over een reis of uitstapje dat je nooit bent vergeten.',
  'joys.happy-ordinary-day': 'Vertel ons over een gewone dag die een van je gelukkigste bleek te zijn.',
  'joys.favorite-pastime': 'Welke hobby of bezigheid heeft je door de jaren heen het meeste plezier gegeven?',
  'joys.laughed-hardest': 'Wanneer moest je zo hard lachen dat je niet meer kon stoppen? Waar begon het mee?',
  'joys.favorite-season': 'Wat is je lievelingsseizoen, en welke herinneringen roept het op?',
  'joys.best-gift': 'Wat is het mooiste cadeau dat je ooit hebt gekregen, en van wie kreeg je het?',
  'joys.memorable-meal': 'Vertel ons over een bijzondere maaltijd die je buiten de deur hebt gegeten.',
  'joys.place-in-nature': 'Op welke plek buiten ben je graag, en wat valt je daar op?',
  'joys.treasured-photo': 'Is er een foto die je heel dierbaar is? Vertel ons wat erop te zien is.',
  'joys.first-wheels': 'Vertel ons over de eerste fiets, auto of ander vervoermiddel dat echt van jou was.',
  'joys.simple-pleasure': 'Van welk klein, alledaags genoegen krijg je nooit genoeg?',
  'joys.proud-of-someone': 'Vertel ons over een keer dat je barstte van trots op iemand anders.',
  'joys.fair-or-circus': 'Ben je weleens naar de kermis, het circus of het carnaval geweest? Wat zag je daar?',
  'joys.best-news': 'Wat is het mooiste nieuws dat je ooit hebt gekregen?',
  'joys.favorite-spot-today': 'Wat is nu je lievelingsplek in huis, en wat doe je daar graag?',

  // Wijsheid en nalatenschap
  'wisdom.advice-to-younger-self':
    'Als je even kon gaan zitten met jezelf op je twintigste, wat zou je die jonge persoon vertellen?',
  'wisdom.best-advice-received': 'Wat is het beste advies dat iemand je ooit gaf, en van wie kwam het?',
  'wisdom.changed-mind': 'Waarover ben je van gedachten veranderd naarmate je ouder werd?',
  'wisdom.money-lesson': 'Wat heb je geleerd over geld dat je iedereen zou willen meegeven?',
  'wisdom.glad-you-chose': 'Als je terugkijkt, over welke keuze ben je het meest blij?',
  'wisdom.skill-to-pass-on':
    'Welke praktische vaardigheid zou je de volgende generatie willen leren voordat die vergeten raakt?',
  'wisdom.carried-value': 'Welke gewoonte of waarde draag je je hele leven al met je mee, en waar komt die vandaan?',
  'wisdom.growing-older': 'Wat was de leukste verrassing aan ouder worden?',
  'wisdom.generation-got-right': 'Wat heeft jouw generatie volgens jou goed gedaan?',
  'wisdom.note-to-the-future': 'Wat zou je willen zeggen tegen iemand die jouw verhalen over honderd jaar leest?',
  'wisdom.young-people-today': 'Wat bewonder je in de jongeren van nu?',
  'wisdom.staying-curious': 'Wat houdt je tegenwoordig nieuwsgierig en jong van hart?',
  'wisdom.needless-worry': 'Waar heb je je jarenlang zorgen over gemaakt, terwijl het uiteindelijk goed afliep?',
  'wisdom.remembered-for': 'Wat hoop je dat mensen zich van jou zullen herinneren?',
  'wisdom.good-friend': 'Wat heb je geleerd over hoe je een goede vriend of vriendin bent?',
  'wisdom.story-to-pass-down': 'Welk verhaal uit je leven zou je het liefst doorgegeven zien worden?',

  // Zomaar voor de lol
  'whimsical.superpower': 'Als je een dag lang één superkracht had, wat zou je ermee doen?',
  'whimsical.revisit-a-day':
    'Als je terug kon naar elke willekeurige dag uit je leven om alleen te kijken, welke dag zou je kiezen?',
  'whimsical.dinner-guest': 'Als je met iemand uit de geschiedenis zou kunnen eten, wie zou je uitnodigen?',
  'whimsical.animal-self': 'Als je een dier was, welk dier zou je dan zijn, en waarom?',
  'whimsical.funny-quirk': 'Met welke grappige gewoonte of eigenaardigheid plagen je vrienden je?',
  'whimsical.perfect-dessert': 'Wat zou er in je perfecte toetje gaan als calorieën niet telden?',
  'whimsical.practical-joke':
    'Wat is de beste grap die je ooit met iemand hebt uitgehaald, of die met jou werd uitgehaald?',
  'whimsical.trade-places': 'Als je een dag met een beroemd iemand kon ruilen, wie zou dat zijn?',
  'whimsical.strangest-food': 'Wat is het vreemdste dat je ooit hebt gegeten, en zou je het nog eens eten?',
  'whimsical.hidden-talent': 'Welk verborgen talent heb je waar mensen van op zouden kijken?',
  'whimsical.windfall':
    'Als je morgen een fortuin in de schoot geworpen kreeg, wat is het eerste gekke dat je zou kopen?',
  'whimsical.film-of-your-life': 'Als er een film over je leven werd gemaakt, wie zou jou dan moeten spelen?',
  'whimsical.handy-invention':
    'Als je één apparaat kon uitvinden dat het dagelijks leven makkelijker maakt, wat zou het doen?',
  'whimsical.guilty-pleasure': 'Welk stiekem genoegen durf je nu wel op te biechten?',
  'whimsical.year-anywhere': 'Als je een jaar lang waar ook ter wereld kon wonen, waar zou je heen gaan?',
  'whimsical.boldest-outfit': 'Wat is de gewaagdste outfit of het gedurfdste kapsel dat je ooit hebt gehad?',
  'whimsical.t-shirt-slogan': 'Als je jezelf moest samenvatten in een spreuk op een T-shirt, wat zou er dan op staan?',
  'whimsical.desert-island':
    'Als je op een onbewoond eiland strandde, welke drie dingen zou je dan bij je willen hebben?',

  // Cultuur en tijdgeest
  'times.first-television': 'Weet je nog de eerste keer dat je een televisie zag? Waar was je, en wat was er op?',
  'times.prices-then': 'Wat kostte een brood, een busrit of een bioscoopkaartje toen je jong was?',
  'times.teenage-music': 'Naar welke muziek luisterde iedereen toen je een tiener was, en hoe hoorde je die?',
  'times.news-you-remember':
    'Welk nieuws herinner je je dat je hoorde op het moment dat het gebeurde, en waar was je toen?',
  'times.first-telephone': 'Vertel ons over de eerste telefoon die je je herinnert. Waar stond die, en wie belde je?',
  'times.what-children-do-now': 'Wat doen kinderen tegenwoordig waar je als kind van versteld zou hebben gestaan?',
  'times.biggest-invention': 'Welke uitvinding in jouw leven heeft het meeste verschil gemaakt in je dagelijks leven?',
  'times.laundry-day': 'Hoe werd de was bij jullie thuis gedaan toen je jong was?',
  'times.shops': 'Waar kochten jullie thuis het eten toen je jong was, en hoe zagen de winkels eruit?',
  'times.going-to-the-pictures': 'Hoe was het om naar de bioscoop te gaan toen je jong was?',
  'times.long-journeys': 'Hoe reisden mensen over lange afstanden toen je jong was, en hoe was je eerste lange reis?',
  'times.first-computer': 'Wat vond je ervan toen je voor het eerst een computer of mobiele telefoon gebruikte?',
  'times.radio-programs': 'Naar welke radioprogramma’s luisterde iedereen samen toen je jong was?',
  'times.slang': 'Welke straattaal gebruikten jongeren toen je een tiener was, en wat betekende het?',
  'times.heat-and-light': 'Hoe werd jullie huis verwarmd en verlicht toen je een kind was?',
  'times.bring-it-back': 'Wat van vroeger zou je graag terug willen zien?',
  'times.future-imagined':
    'Hoe stelden mensen zich de toekomst voor toen je jong was? Hoe dicht kwamen ze in de buurt?',
};
