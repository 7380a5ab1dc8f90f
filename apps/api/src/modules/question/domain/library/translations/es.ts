import type { LibraryTexts } from './library-texts';

/** The library in Spanish, asked as a grandchild would ask: "tú", warm and plain. */
export const ES: LibraryTexts = {
  // Infancia y escuela
  'childhood.first-day-of-school': '¿Qué recuerdas de tu primerísimo día de colegio?',
  'childhood.childhood-home':
    'Piensa en la casa donde te criaste. ¿Qué habitación te viene primero a la memoria, y qué está pasando allí?',
  'childhood.memorable-teacher': '¿De qué maestro o maestra te sigues acordando, y qué tenía de especial?',
  'childhood.best-friend': '¿Quién era tu mejor amigo o amiga en tu infancia, y qué travesuras hacíais?',
  'childhood.outdoor-games': '¿A qué jugabas en la calle con los demás niños, allí donde te criaste?',
  'childhood.way-to-school': '¿Cómo ibas al colegio cada día, y qué veías por el camino?',
  'childhood.favorite-subject': '¿Cuál era tu asignatura favorita en el colegio, y qué te gustaba de ella?',
  'childhood.mischief': '¿Qué travesura hiciste en tu infancia? ¿Se enteró alguien?',
  'childhood.treasured-toy': '¿Qué juguete era tu mayor tesoro en tu infancia?',
  'childhood.chores': '¿En qué tareas de casa tenías que ayudar en tu infancia, y cuál odiabas?',
  'childhood.school-holidays': '¿Cómo pasabas las vacaciones del colegio en tu infancia?',
  'childhood.favorite-treat': '¿Cuál era tu golosina favorita en tu infancia, y dónde la conseguías?',
  'childhood.grown-up-dream': 'En tu infancia, ¿qué querías ser de mayor?',
  'childhood.classroom': '¿Cómo era tu aula, tal y como la recuerdas?',
  'childhood.favorite-spot': '¿Cuál era tu rincón favorito para jugar o esconderte en tu infancia?',
  'childhood.first-loved-book': '¿Cuál es el primer libro o cuento que recuerdas que te encantara en tu infancia?',
  'childhood.school-lunch': '¿Qué comías en un día de colegio, y dónde?',
  'childhood.school-show':
    '¿Participaste alguna vez en una función, un concierto o un día de deportes del colegio? ¿Qué recuerdas?',

  // Familia y tradiciones
  'family.holiday-table':
    'Piensa en una comida de fiesta de cuando eras joven. ¿Quién estaba sentado a la mesa, y qué se servía?',
  'family.family-recipe': '¿Hay alguna receta de familia que todavía te sepas de memoria? Cuéntanos cómo se hacía.',
  'family.grandparents': '¿Qué recuerdas de tus abuelos, o de los parientes más mayores que conociste en tu infancia?',
  'family.name-story': '¿Por qué te pusieron el nombre que tienes? ¿Hay alguna historia detrás?',
  'family.family-expressions': '¿Qué dichos o expresiones graciosas repetían siempre los mayores de tu familia?',
  'family.weekends-at-home': '¿Cómo era un fin de semana normal en tu casa en tu infancia?',
  'family.heirloom':
    '¿Hay algún objeto que haya pasado de generación en generación en tu familia? ¿Cuál es su historia?',
  'family.who-raised-you': 'Háblanos de la persona o las personas que te criaron. ¿Cómo eran?',
  'family.told-and-retold': '¿Qué historia de familia se contaba una y otra vez cada vez que os juntabais todos?',
  'family.grew-up-alongside': '¿Con qué hermanos, primos u otros niños te criaste, y cómo eran?',
  'family.new-tradition': '¿Hay alguna tradición que empezaras tú, o alguna antigua que cambiaras a tu manera?',
  'family.family-roots': '¿Qué sabes de dónde venía tu familia, y de cómo llegó a vivir donde tú te criaste?',
  'family.music-at-home': '¿Había música en tu casa en tu infancia? ¿Quién cantaba o tocaba?',
  'family.chosen-family': '¿Quiénes son para ti de la familia, aunque no os una la sangre?',
  'family.house-rules': '¿Qué normas había en tu casa en tu infancia, y cuáles intentabas saltarte?',
  'family.take-after': '¿A quién de tu familia dicen que te pareces? ¿Estás de acuerdo?',
  'family.bedtime': '¿Cómo era la hora de dormir en tu casa en tu infancia? ¿Había canciones o cuentos?',
  'family.favorite-relative-visit': '¿A qué parientes te encantaba más ir a visitar, y cómo era su casa?',

  // Amor y amistad
  'love.first-crush': '¿Quién fue tu primer amor platónico, y llegó a enterarse?',
  'love.lasting-friendship': 'Háblanos de una amistad que haya durado muchos años. ¿Cómo empezó?',
  'love.someone-you-loved': 'Háblanos de alguien a quien hayas querido muchísimo. ¿Cómo os conocisteis?',
  'love.first-date': '¿Te acuerdas de tu primera cita? ¿Adónde fuisteis?',
  'love.meeting-places':
    '¿Dónde quedaban los jóvenes para conocerse cuando eras joven, y cuáles eran las reglas no escritas?',
  'love.letter-kept': '¿Hay alguna carta o tarjeta que guardaras porque significaba mucho para ti? ¿Qué decía?',
  'love.friend-who-made-you-laugh': '¿Qué amigo o amiga te hacía reír siempre, y cómo lo conseguía?',
  'love.kindest-thing': '¿Qué es lo más bonito que alguien ha hecho nunca por ti?',
  'love.showing-love': '¿Cómo te gusta demostrar tu cariño a las personas que quieres?',
  'love.unforgettable-wedding': 'Háblanos de una boda que nunca olvidarás, ya fuera la tuya o la de otra persona.',
  'love.admired-couple': 'Piensa en una pareja a la que admirabas. ¿Qué te llamaba la atención de cómo se trataban?',
  'love.far-away-friend':
    '¿Tuviste alguna vez un amigo por correspondencia o un amigo lejos? ¿Cómo seguíais en contacto?',
  'love.most-romantic': '¿Qué es lo más romántico que has visto hacer a alguien?',
  'love.their-song': '¿Hay alguna canción que siempre te haga pensar en una persona en concreto?',
  'love.young-people': '¿Qué jóvenes han sido importantes en tu vida, y qué has disfrutado de conocerlos?',
  'love.animal-companion': '¿Qué animal ha ocupado un lugar especial en tu corazón, y cómo era?',
  'love.later-friend': '¿Qué amistad hiciste ya de mayor, y cómo os conocisteis?',

  // Trabajo y oficio
  'work.first-paycheck': '¿Cuál fue el primer dinero que ganaste, y en qué te lo gastaste?',
  'work.first-job': '¿Cuál fue tu primerísimo trabajo, pagado o no, y cómo llegaste a él?',
  'work.typical-day':
    '¿Cómo era un día normal en el trabajo al que más años te dedicaste, ya fuera en casa, en el campo, en una tienda o en otro sitio?',
  'work.mentor': '¿Quién te enseñó más sobre cómo hacer bien un trabajo?',
  'work.proudest-work': '¿Qué trabajo te llena más de orgullo, en casa o fuera de ella?',
  'work.tools-of-the-trade': '¿Qué herramientas o máquinas usabas en tu trabajo, y cómo han cambiado desde entonces?',
  'work.unforgettable-colleague': 'Háblanos de un compañero, un cliente o un jefe que nunca olvidarás.',
  'work.funniest-moment': '¿Qué es lo más gracioso que te ha pasado nunca en el trabajo?',
  'work.household-skill':
    'Llevar una casa es un trabajo de verdad. ¿Qué habilidad de la casa te llena más de orgullo, y quién te la enseñó?',
  'work.how-you-got-there': '¿Cómo acabaste dedicándote a lo que te dedicaste? ¿Lo tenías pensado, o surgió sin más?',
  'work.volunteering':
    '¿Has hecho alguna vez voluntariado o has echado una mano en tu barrio o tu pueblo? ¿Qué hacías?',
  'work.work-clothes': '¿Llevabas uniforme o ropa especial para trabajar? ¿Cómo era?',
  'work.lasting-skill': '¿Qué aprendiste en el trabajo que todavía hoy te sirve?',
  'work.something-of-your-own':
    '¿Montaste alguna vez algo propio, como un negocio, un club o un proyecto? ¿Cómo empezó?',
  'work.lesson-from-a-mistake': '¿Qué error cometiste en el trabajo, y qué te enseñó?',
  'work.workplace-sounds': '¿Qué sonidos y olores recuerdas de algún sitio donde trabajaste?',

  // Retos y logros
  'challenges.hardest-move': 'Háblanos de una vez que te mudaste a un sitio nuevo. ¿Qué te ayudó a sentirte en casa?',
  'challenges.hard-won-skill': '¿Qué aprendiste a hacer que al principio te costó mucho?',
  'challenges.stood-up': 'Háblanos de una vez en que defendiste algo en lo que creías.',
  'challenges.making-do': 'Cuando los tiempos eran difíciles, ¿qué trucos teníais en casa para apañaros con poco?',
  'challenges.helping-hand': '¿Quién te ayudó a pasar una época dura, y qué hizo que marcara la diferencia?',
  'challenges.plans-changed': 'Háblanos de una vez en que tus planes se vinieron abajo pero al final salió algo bueno.',
  'challenges.big-decision': '¿Cuál fue una de las decisiones más grandes de tu vida, y cómo te decidiste?',
  'challenges.weathered-the-storm':
    'Háblanos de una gran tormenta, inundación, nevada u ola de calor que viviste. ¿Cómo se las arregló la gente?',
  'challenges.long-goal': '¿Por qué meta trabajaste durante mucho tiempo, y qué sentiste al conseguirla?',
  'challenges.helped-someone': '¿Cuándo ayudaste a alguien a pasar un momento difícil, y qué hiciste?',
  'challenges.nervous-moment':
    'Háblanos de un examen, un concurso o una entrevista que te diera muchos nervios. ¿Cómo salió?',
  'challenges.fixed-it-yourself':
    'Háblanos de una vez en que algo se estropeó o salió mal y tuviste que arreglarlo por tu cuenta.',
  'challenges.keeping-spirits-up': '¿Qué te daba ánimos cuando la vida se ponía difícil?',
  'challenges.found-your-way': 'Háblanos de una vez que te perdiste, y de cómo encontraste el camino.',
  'challenges.took-some-nerve': '¿Qué probaste por primera vez ya en la edad adulta que te exigió armarte de valor?',
  'challenges.kept-at-it': '¿En qué no te rendiste aunque otros te decían que no se podía hacer?',

  // Alegrías y recuerdos
  'joys.best-birthday': '¿Cuál es el mejor cumpleaños que recuerdas? ¿Qué lo hizo especial?',
  'joys.unforgettable-trip': 'Háblanos de un viaje o una excursión que nunca hayas olvidado.',
  'joys.happy-ordinary-day':
    'Háblanos de un día normal y corriente que acabó siendo uno de los más felices de tu vida.',
  'joys.favorite-pastime': '¿Qué afición o pasatiempo te ha dado más alegrías a lo largo de los años?',
  'joys.laughed-hardest': '¿Cuándo te reíste tanto que no podías parar? ¿Qué te hizo tanta gracia?',
  'joys.favorite-season': '¿Cuál es tu estación del año favorita, y qué recuerdos te trae?',
  'joys.best-gift': '¿Cuál es el mejor regalo que te han hecho, y quién te lo dio?',
  'joys.memorable-meal': 'Háblanos de una comida fuera de casa que se te haya quedado grabada.',
  'joys.place-in-nature': '¿En qué lugar al aire libre te encanta estar, y en qué te fijas allí?',
  'joys.treasured-photo': '¿Hay alguna foto que guardes con especial cariño? Cuéntanos qué está pasando en ella.',
  'joys.first-wheels': 'Háblanos de la primera bicicleta, coche u otro vehículo que fue de verdad tuyo.',
  'joys.simple-pleasure': '¿Qué pequeño placer de cada día nunca te cansa?',
  'joys.proud-of-someone': 'Háblanos de una vez en que no cabías en ti de orgullo por otra persona.',
  'joys.fair-or-circus': '¿Fuiste alguna vez a una feria, a un circo o a un carnaval? ¿Qué recuerdas haber visto?',
  'joys.best-news': '¿Cuál es la mejor noticia que has recibido nunca?',
  'joys.favorite-spot-today': '¿Cuál es hoy tu rincón favorito de casa, y qué te gusta hacer allí?',

  // Sabiduría y legado
  'wisdom.advice-to-younger-self':
    'Si pudieras sentarte a hablar con la persona que eras a los veinte años, ¿qué le dirías?',
  'wisdom.best-advice-received': '¿Cuál es el mejor consejo que te han dado nunca, y quién te lo dio?',
  'wisdom.changed-mind': '¿Sobre qué has cambiado de opinión con los años?',
  'wisdom.money-lesson': '¿Qué has aprendido sobre el dinero que te gustaría que todo el mundo supiera?',
  'wisdom.glad-you-chose': 'Mirando atrás, ¿de qué decisión te alegras más?',
  'wisdom.skill-to-pass-on':
    '¿Qué habilidad práctica te gustaría enseñar a la próxima generación antes de que se olvide?',
  'wisdom.carried-value': '¿Qué costumbre o valor te ha acompañado toda la vida, y de dónde te viene?',
  'wisdom.growing-older': '¿Cuál ha sido la sorpresa más bonita de hacerte mayor?',
  'wisdom.generation-got-right': '¿Qué crees que hizo bien tu generación?',
  'wisdom.note-to-the-future': '¿Qué te gustaría decirle a quien lea tus historias dentro de cien años?',
  'wisdom.young-people-today': '¿Qué admiras de los jóvenes de hoy?',
  'wisdom.staying-curious': '¿Qué mantiene viva tu curiosidad y tu espíritu joven hoy en día?',
  'wisdom.needless-worry': '¿Qué te preocupó durante años y al final salió bien?',
  'wisdom.remembered-for': '¿Qué te gustaría que la gente recordara de ti?',
  'wisdom.good-friend': '¿Qué has aprendido sobre cómo cuidar una amistad?',
  'wisdom.story-to-pass-down': '¿Qué historia de tu vida te gustaría más que se siguiera contando?',

  // Por diversión
  'whimsical.superpower': 'Si pudieras tener un superpoder durante un día, ¿qué harías con él?',
  'whimsical.revisit-a-day': 'Si pudieras volver a cualquier día de tu vida solo para mirar, ¿qué día elegirías?',
  'whimsical.dinner-guest':
    'Si pudieras compartir una comida con cualquier personaje de la historia, ¿a quién invitarías?',
  'whimsical.animal-self': 'Si fueras un animal, ¿cuál serías, y por qué?',
  'whimsical.funny-quirk': '¿Qué manía o costumbre tuya tan graciosa te sacan siempre tus amigos?',
  'whimsical.perfect-dessert': '¿Qué llevaría tu postre perfecto si las calorías no contaran?',
  'whimsical.practical-joke': '¿Cuál es la mejor broma que has gastado, o que te han gastado?',
  'whimsical.trade-places': 'Si pudieras cambiarte un día por cualquier persona famosa, ¿quién sería?',
  'whimsical.strangest-food': '¿Qué es lo más raro que has comido nunca, y lo volverías a comer?',
  'whimsical.hidden-talent': '¿Qué talento escondido tienes que podría sorprender a la gente?',
  'whimsical.windfall':
    'Si mañana te cayera una fortuna del cielo, ¿qué sería lo primero y más loco que te comprarías?',
  'whimsical.film-of-your-life': 'Si hicieran una película sobre tu vida, ¿quién debería interpretarte?',
  'whimsical.handy-invention': 'Si pudieras inventar un aparato para hacer más fácil el día a día, ¿qué haría?',
  'whimsical.guilty-pleasure': '¿Qué placer culpable ya no te da vergüenza confesar?',
  'whimsical.year-anywhere': 'Si pudieras vivir un año en cualquier lugar del mundo, ¿adónde irías?',
  'whimsical.boldest-outfit': '¿Cuál es el modelito o el peinado más atrevido que has llevado nunca?',
  'whimsical.t-shirt-slogan': 'Si tuvieras que resumirte en una frase en una camiseta, ¿qué diría?',
  'whimsical.desert-island': 'Si te quedaras en una isla desierta, ¿qué tres cosas te gustaría tener contigo?',

  // Cultura y época
  'times.first-television': '¿Te acuerdas de la primera vez que viste una televisión? ¿Dónde estabas, y qué echaban?',
  'times.prices-then':
    '¿Cuánto costaba una barra de pan, un billete de autobús o una entrada de cine cuando eras joven?',
  'times.teenage-music': '¿Qué música escuchaba todo el mundo cuando eras adolescente, y cómo la escuchabas tú?',
  'times.news-you-remember': '¿Qué noticia recuerdas haber oído justo cuando pasó, y dónde estabas?',
  'times.first-telephone': 'Háblanos del primer teléfono que recuerdas. ¿Dónde estaba, y a quién llamabas?',
  'times.what-children-do-now': '¿Qué hacen hoy los niños que te habría dejado con la boca abierta en tu infancia?',
  'times.biggest-invention': '¿Qué invento de tu vida ha cambiado más tu día a día?',
  'times.laundry-day': '¿Cómo se hacía la colada en tu casa cuando eras joven?',
  'times.shops': '¿Dónde se compraba la comida en tu casa cuando eras joven, y cómo eran las tiendas?',
  'times.going-to-the-pictures': '¿Cómo era ir al cine cuando eras joven?',
  'times.long-journeys': '¿Cómo viajaba la gente lejos cuando eras joven, y cómo fue tu primer viaje largo?',
  'times.first-computer': '¿Qué te pareció la primera vez que usaste un ordenador o un teléfono móvil?',
  'times.radio-programs': '¿Qué programas de radio reunían a todos para escucharlos cuando eras joven?',
  'times.slang': '¿Qué palabras de jerga usaban los jóvenes cuando eras adolescente, y qué significaban?',
  'times.heat-and-light': '¿Cómo se calentaba y se iluminaba tu casa en tu infancia?',
  'times.bring-it-back': '¿Qué cosa de antes te gustaría que volviera?',
  'times.future-imagined': 'Cuando eras joven, ¿cómo se imaginaba la gente el futuro? ¿Hasta qué punto acertaron?',
};
