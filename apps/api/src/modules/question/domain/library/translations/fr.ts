import type { LibraryTexts } from './library-texts';

/**
 * The library in French, asked as a grandchild would ask: "tu", warm and plain. A no-break space
 * sits before each question mark, as French typography wants, so a line never starts with it.
 */
export const FR: LibraryTexts = {
  // Enfance et école
  'childhood.first-day-of-school': 'Que te rappelles-tu de ton tout premier jour d’école ?',
  'childhood.childhood-home':
    'Pense à la maison où tu as grandi. Quelle pièce te vient en premier à l’esprit, et que s’y passe-t-il ?',
  'childhood.memorable-teacher': 'De quel maître ou de quelle maîtresse te souviens-tu encore, et pourquoi ?',
  'childhood.best-friend':
    'Qui était ton meilleur ami ou ta meilleure amie d’enfance, et qu’est-ce que vous fabriquiez ensemble ?',
  'childhood.outdoor-games': 'À quoi jouais-tu dehors avec les autres enfants, là où tu as grandi ?',
  'childhood.way-to-school': 'Comment allais-tu à l’école chaque jour, et que voyais-tu en chemin ?',
  'childhood.favorite-subject': 'Quelle était ta matière préférée à l’école, et qu’est-ce qui te plaisait tant ?',
  'childhood.mischief': 'Quelle bêtise as-tu faite quand tu étais enfant ? Quelqu’un s’en est-il aperçu ?',
  'childhood.treasured-toy': 'Quel jouet était ton trésor quand tu étais enfant ?',
  'childhood.chores': 'Quelles tâches devais-tu faire à la maison quand tu étais enfant, et laquelle détestais-tu ?',
  'childhood.school-holidays': 'Comment passais-tu tes vacances scolaires quand tu étais enfant ?',
  'childhood.favorite-treat': 'Quelle était ta gourmandise préférée quand tu étais enfant, et d’où venait-elle ?',
  'childhood.grown-up-dream': 'Quand tu étais enfant, que voulais-tu faire plus tard ?',
  'childhood.classroom': 'À quoi ressemblait ta salle de classe, aussi bien que tu t’en souviennes ?',
  'childhood.favorite-spot': 'Quel était ton endroit préféré pour jouer ou te cacher quand tu étais enfant ?',
  'childhood.first-loved-book':
    'Quel est le premier livre ou la première histoire que tu te souviens avoir adoré enfant ?',
  'childhood.school-lunch': 'Que mangeais-tu le midi les jours d’école, et où ?',
  'childhood.school-show':
    'As-tu déjà joué dans une pièce de l’école, chanté dans un spectacle ou participé à une fête sportive ? Qu’en gardes-tu en mémoire ?',

  // Famille et traditions
  'family.holiday-table':
    'Pense à un repas de fête de ta jeunesse. Qui était autour de la table, et qu’est-ce qu’on servait ?',
  'family.family-recipe':
    'Y a-t-il une recette de famille que tu connais encore par cœur ? Raconte-nous comment on la faisait.',
  'family.grandparents':
    'Que te rappelles-tu de tes grands-parents, ou des plus anciens de la famille que tu as connus enfant ?',
  'family.name-story': 'Pourquoi t’a-t-on donné ton prénom ? Y a-t-il une histoire derrière ?',
  'family.family-expressions':
    'Quelles expressions ou quels dictons amusants les adultes de ta famille répétaient-ils sans arrêt ?',
  'family.weekends-at-home': 'À quoi ressemblait un week-end ordinaire chez toi quand tu étais enfant ?',
  'family.heirloom': 'Y a-t-il un objet qui s’est transmis dans ta famille ? Quelle est son histoire ?',
  'family.who-raised-you':
    'Parle-nous de la personne ou des personnes qui ont pris soin de toi dans ton enfance. Comment étaient-elles ?',
  'family.told-and-retold':
    'Quelle histoire de famille était racontée encore et encore dès que tout le monde se réunissait ?',
  'family.grew-up-alongside':
    'Avec quels frères, sœurs, cousins ou autres enfants as-tu grandi, et comment étaient-ils ?',
  'family.new-tradition':
    'Y a-t-il une tradition que tu as lancée toi-même, ou une ancienne que tu as faite à ta façon ?',
  'family.family-roots':
    'Que sais-tu des origines de ta famille, et de la façon dont elle est arrivée là où tu as grandi ?',
  'family.music-at-home': 'Y avait-il de la musique à la maison quand tu étais enfant ? Qui chantait ou jouait ?',
  'family.chosen-family': 'Quelles personnes considères-tu comme ta famille, même sans lien du sang ?',
  'family.house-rules':
    'Quelles étaient les règles à la maison quand tu étais enfant, et lesquelles essayais-tu de contourner ?',
  'family.take-after': 'À qui dans la famille dit-on que tu ressembles ? Es-tu d’accord ?',
  'family.bedtime':
    'Comment se passait l’heure du coucher quand tu étais enfant ? Y avait-il des chansons ou des histoires ?',
  'family.favorite-relative-visit': 'Chez quels proches adorais-tu le plus aller, et comment c’était chez eux ?',

  // Amour et amitié
  'love.first-crush': 'Qui a été ton premier béguin, et l’a-t-il ou l’a-t-elle su un jour ?',
  'love.lasting-friendship': 'Parle-nous d’une amitié qui dure depuis de longues années. Comment a-t-elle commencé ?',
  'love.someone-you-loved': 'Parle-nous de quelqu’un que tu as aimé profondément. Comment vous êtes-vous rencontrés ?',
  'love.first-date': 'Te souviens-tu de ton premier rendez-vous amoureux ? Où êtes-vous allés ?',
  'love.meeting-places':
    'Où les jeunes se retrouvaient-ils pour faire connaissance quand tu étais jeune, et quelles étaient les règles tacites ?',
  'love.letter-kept':
    'Y a-t-il une lettre ou une carte que tu as gardée parce qu’elle comptait tant ? Que disait-elle ?',
  'love.friend-who-made-you-laugh': 'Quel ami ou quelle amie arrivait toujours à te faire rire, et comment ?',
  'love.kindest-thing': 'Quelle est la plus belle attention que quelqu’un ait jamais eue pour toi ?',
  'love.showing-love': 'Comment aimes-tu montrer ton affection aux personnes qui te sont chères ?',
  'love.unforgettable-wedding':
    'Parle-nous d’un mariage que tu n’oublieras jamais, le tien ou celui de quelqu’un d’autre.',
  'love.admired-couple':
    'Pense à un couple que tu admirais. Qu’as-tu remarqué dans leur façon de se traiter l’un l’autre ?',
  'love.far-away-friend': 'As-tu déjà eu un correspondant ou un ami au loin ? Comment restiez-vous en contact ?',
  'love.most-romantic': 'Quel est le geste le plus romantique que tu aies jamais vu ?',
  'love.their-song': 'Y a-t-il une chanson qui te fait toujours penser à une personne en particulier ?',
  'love.young-people': 'Quels jeunes ont compté dans ta vie, et qu’as-tu aimé dans le fait de les connaître ?',
  'love.animal-companion': 'Quel animal a eu une place à part dans ton cœur, et comment était-il ?',
  'love.later-friend': 'Quelle amitié as-tu nouée plus tard dans la vie, et comment vous êtes-vous rencontrés ?',

  // Métier et travail
  'work.first-paycheck': 'Quel a été le tout premier argent que tu as gagné, et qu’en as-tu fait ?',
  'work.first-job': 'Quel a été ton tout premier travail, payé ou non, et comment l’as-tu trouvé ?',
  'work.typical-day':
    'À quoi ressemblait une journée type dans le travail que tu as fait le plus longtemps, à la maison, à la ferme, dans un magasin ou ailleurs ?',
  'work.mentor': 'Qui t’a le plus appris sur la façon de bien faire un travail ?',
  'work.proudest-work': 'De quel travail es-tu le plus fier ou la plus fière, à la maison ou ailleurs ?',
  'work.tools-of-the-trade':
    'Quels outils ou quelles machines utilisais-tu dans ton travail, et comment ont-ils changé depuis ?',
  'work.unforgettable-colleague': 'Parle-nous d’un collègue, d’un client ou d’un patron que tu n’oublieras jamais.',
  'work.funniest-moment': 'Quelle est la chose la plus drôle qui te soit arrivée au travail ?',
  'work.household-skill':
    'Tenir une maison, c’est un vrai travail. De quel savoir-faire ménager es-tu le plus fier ou la plus fière, et qui te l’a appris ?',
  'work.how-you-got-there':
    'Comment as-tu choisi le travail que tu as fait ? C’était prévu, ou c’est arrivé comme ça ?',
  'work.volunteering':
    'As-tu déjà été bénévole ou donné un coup de main dans ton quartier ou ton village ? Que faisais-tu ?',
  'work.work-clothes': 'Portais-tu un uniforme ou une tenue spéciale pour travailler ? À quoi ressemblait-elle ?',
  'work.lasting-skill': 'Qu’as-tu appris au travail qui te sert encore aujourd’hui ?',
  'work.something-of-your-own':
    'As-tu déjà lancé quelque chose à toi, une entreprise, un club ou un projet ? Comment est-ce que ça a commencé ?',
  'work.lesson-from-a-mistake': 'Quelle erreur as-tu faite au travail, et qu’est-ce qu’elle t’a appris ?',
  'work.workplace-sounds': 'De quels bruits et de quelles odeurs te souviens-tu dans un endroit où tu as travaillé ?',

  // Épreuves et réussites
  'challenges.hardest-move':
    'Parle-nous d’un déménagement dans un endroit nouveau. Qu’est-ce qui t’a permis de t’y sentir chez toi ?',
  'challenges.hard-won-skill': 'Qu’as-tu appris à faire qui ne t’est pas venu facilement au début ?',
  'challenges.stood-up': 'Parle-nous d’une fois où tu as défendu quelque chose en quoi tu croyais.',
  'challenges.making-do': 'Quand l’argent manquait, quelles astuces aviez-vous à la maison pour vous débrouiller ?',
  'challenges.helping-hand':
    'Qui t’a tendu la main pendant une période difficile, et qu’a-t-il ou elle fait qui a tout changé ?',
  'challenges.plans-changed':
    'Parle-nous d’une fois où tes projets sont tombés à l’eau, mais où il en est sorti quelque chose de bien.',
  'challenges.big-decision': 'Quelle a été l’une des plus grandes décisions de ta vie, et comment as-tu tranché ?',
  'challenges.weathered-the-storm':
    'Parle-nous d’une grosse tempête, d’une inondation, d’une chute de neige ou d’une canicule que tu as vécue. Comment les gens ont-ils fait face ?',
  'challenges.long-goal': 'Vers quel objectif as-tu travaillé longtemps, et qu’as-tu ressenti en l’atteignant ?',
  'challenges.helped-someone': 'Quand as-tu aidé quelqu’un à traverser un moment difficile, et qu’as-tu fait ?',
  'challenges.nervous-moment':
    'Parle-nous d’un examen, d’un concours ou d’un entretien qui te donnait le trac. Comment ça s’est passé ?',
  'challenges.fixed-it-yourself':
    'Parle-nous d’une fois où quelque chose est tombé en panne ou a mal tourné et où tu as dû réparer toi-même.',
  'challenges.keeping-spirits-up': 'Qu’est-ce qui te gardait le moral quand la vie était dure ?',
  'challenges.found-your-way': 'Parle-nous d’une fois où tu as perdu ton chemin, et de comment tu l’as retrouvé.',
  'challenges.took-some-nerve': 'Qu’as-tu essayé pour la première fois une fois adulte, et qui t’a demandé du cran ?',
  'challenges.kept-at-it': 'Qu’as-tu poursuivi sans lâcher, alors que d’autres disaient que c’était impossible ?',

  // Joies et souvenirs
  'joys.best-birthday': 'Quel est le plus bel anniversaire dont tu te souviennes ? Qu’est-ce qui l’a rendu spécial ?',
  'joys.unforgettable-trip': 'Parle-nous d’un voyage ou d’une sortie que tu n’as jamais oubliés.',
  'joys.happy-ordinary-day': 'Parle-nous d’une journée ordinaire qui est devenue l’une des plus heureuses de ta vie.',
  'joys.favorite-pastime': 'Quel loisir ou quel passe-temps t’a donné le plus de plaisir au fil des années ?',
  'joys.laughed-hardest': 'Quand as-tu ri si fort que tu ne pouvais plus t’arrêter ? Qu’est-ce qui t’a fait rire ?',
  'joys.favorite-season': 'Quelle est ta saison préférée, et quels souvenirs te rappelle-t-elle ?',
  'joys.best-gift': 'Quel est le plus beau cadeau que tu aies jamais reçu, et qui te l’a offert ?',
  'joys.memorable-meal': 'Parle-nous d’un repas mémorable que tu as pris loin de chez toi.',
  'joys.place-in-nature': 'Quel est l’endroit dehors, dans la nature, où tu aimes être, et qu’y remarques-tu ?',
  'joys.treasured-photo':
    'Y a-t-il une photo à laquelle tu tiens tout particulièrement ? Raconte-nous ce qui s’y passe.',
  'joys.first-wheels': 'Parle-nous du premier vélo, de la première voiture ou de l’engin que tu as pu dire à toi.',
  'joys.simple-pleasure': 'Quel petit plaisir de tous les jours ne te lasse jamais ?',
  'joys.proud-of-someone': 'Parle-nous d’une fois où tu étais fou ou folle de fierté pour quelqu’un d’autre.',
  'joys.fair-or-circus': 'Te souviens-tu d’une fête foraine, d’un cirque ou d’un carnaval ? Qu’y as-tu vu ?',
  'joys.best-news': 'Quelle est la plus belle nouvelle que tu aies jamais reçue ?',
  'joys.favorite-spot-today': 'Quel est ton coin préféré chez toi aujourd’hui, et qu’aimes-tu y faire ?',

  // Sagesse et héritage
  'wisdom.advice-to-younger-self':
    'Si tu pouvais t’asseoir avec toi-même à vingt ans, que dirais-tu à cette jeune personne ?',
  'wisdom.best-advice-received': 'Quel est le meilleur conseil qu’on t’ait jamais donné, et qui te l’a donné ?',
  'wisdom.changed-mind': 'Sur quoi as-tu changé d’avis en prenant de l’âge ?',
  'wisdom.money-lesson': 'Qu’as-tu appris sur l’argent que tu aimerais que tout le monde sache ?',
  'wisdom.glad-you-chose': 'Avec le recul, de quel choix es-tu le plus heureux ou la plus heureuse ?',
  'wisdom.skill-to-pass-on':
    'Quel savoir-faire pratique aimerais-tu transmettre à la génération suivante avant qu’il ne se perde ?',
  'wisdom.carried-value': 'Quelle habitude ou quelle valeur t’accompagne depuis toujours, et d’où te vient-elle ?',
  'wisdom.growing-older': 'Quelle a été la plus belle surprise en prenant de l’âge ?',
  'wisdom.generation-got-right': 'À ton avis, qu’est-ce que ta génération a bien fait ?',
  'wisdom.note-to-the-future': 'Que voudrais-tu dire à quelqu’un qui lira tes histoires dans cent ans ?',
  'wisdom.young-people-today': 'Qu’admires-tu chez les jeunes d’aujourd’hui ?',
  'wisdom.staying-curious': 'Qu’est-ce qui entretient ta curiosité et ta jeunesse de cœur aujourd’hui ?',
  'wisdom.needless-worry': 'Qu’est-ce qui t’a fait du souci pendant des années et qui s’est finalement bien passé ?',
  'wisdom.remembered-for': 'Qu’aimerais-tu que les gens retiennent de toi ?',
  'wisdom.good-friend': 'Qu’as-tu appris sur ce qui fait une bonne amitié ?',
  'wisdom.story-to-pass-down': 'Quelle histoire de ta vie aimerais-tu le plus voir transmise ?',

  // Pour le plaisir
  'whimsical.superpower': 'Si tu pouvais avoir un superpouvoir pendant une journée, qu’en ferais-tu ?',
  'whimsical.revisit-a-day':
    'Si tu pouvais te glisser dans n’importe quel jour de ta vie, juste pour regarder, lequel choisirais-tu ?',
  'whimsical.dinner-guest': 'Si tu pouvais partager un repas avec un personnage de l’histoire, qui inviterais-tu ?',
  'whimsical.animal-self': 'Si tu étais un animal, lequel serais-tu, et pourquoi ?',
  'whimsical.funny-quirk': 'Quelle drôle d’habitude ou de manie tes amis te taquinent-ils ?',
  'whimsical.perfect-dessert': 'Que mettrais-tu dans ton dessert idéal si les calories ne comptaient pas ?',
  'whimsical.practical-joke': 'Quelle est la meilleure farce que tu aies faite, ou qu’on t’ait faite ?',
  'whimsical.trade-places':
    'Si tu pouvais échanger ta place avec une personne célèbre pendant une journée, qui choisirais-tu ?',
  'whimsical.strangest-food': 'Quelle est la chose la plus étrange que tu aies jamais mangée, et en remangerais-tu ?',
  'whimsical.hidden-talent': 'Quel talent caché as-tu qui pourrait surprendre ?',
  'whimsical.windfall': 'Si une fortune te tombait du ciel demain, quelle est la première folie que tu t’offrirais ?',
  'whimsical.film-of-your-life': 'Si on tournait un film sur ta vie, qui devrait jouer ton rôle ?',
  'whimsical.handy-invention':
    'Si tu pouvais inventer un appareil pour faciliter la vie de tous les jours, que ferait-il ?',
  'whimsical.guilty-pleasure': 'Quel plaisir coupable oses-tu enfin avouer ?',
  'whimsical.year-anywhere': 'Si tu pouvais vivre un an n’importe où dans le monde, où irais-tu ?',
  'whimsical.boldest-outfit': 'Quelle est la tenue ou la coiffure la plus audacieuse que tu aies jamais portée ?',
  'whimsical.t-shirt-slogan': 'Si tu devais te résumer en un slogan sur un tee-shirt, que dirait-il ?',
  'whimsical.desert-island': 'Si tu échouais sur une île déserte, quelles trois choses voudrais-tu avoir avec toi ?',

  // Culture et époque
  'times.first-television':
    'Te souviens-tu de la première fois que tu as vu une télévision ? Où étais-tu, et qu’est-ce qui passait ?',
  'times.prices-then': 'Combien coûtaient une baguette, un ticket de bus ou une place de cinéma quand tu étais jeune ?',
  'times.teenage-music': 'Quelle musique tout le monde écoutait-il dans ton adolescence, et comment l’écoutais-tu ?',
  'times.news-you-remember': 'De quel événement te souviens-tu avoir entendu parler au moment même, et où étais-tu ?',
  'times.first-telephone': 'Parle-nous du premier téléphone dont tu te souviens. Où était-il, et qui appelais-tu ?',
  'times.what-children-do-now':
    'Que font les enfants d’aujourd’hui qui aurait paru incroyable à l’enfant que tu étais ?',
  'times.biggest-invention': 'Quelle invention de ton vivant a le plus changé ta vie de tous les jours ?',
  'times.laundry-day': 'Comment faisait-on la lessive chez toi quand tu étais jeune ?',
  'times.shops': 'Où faisait-on les courses chez toi quand tu étais jeune, et à quoi ressemblaient les magasins ?',
  'times.going-to-the-pictures': 'Comment c’était, d’aller voir un film au cinéma quand tu étais jeune ?',
  'times.long-journeys':
    'Comment voyageait-on loin quand tu étais jeune, et comment s’est passé ton premier long voyage ?',
  'times.first-computer':
    'Qu’en as-tu pensé la première fois que tu as utilisé un ordinateur ou un téléphone portable ?',
  'times.radio-programs':
    'Quelles émissions de radio réunissaient tout le monde autour du poste quand tu étais jeune ?',
  'times.slang': 'Quels mots d’argot les jeunes employaient-ils dans ton adolescence, et que voulaient-ils dire ?',
  'times.heat-and-light': 'Comment ta maison était-elle chauffée et éclairée quand tu étais enfant ?',
  'times.bring-it-back': 'Qu’est-ce qui, du temps d’avant, te manque et que tu aimerais voir revenir ?',
  'times.future-imagined':
    'Quand tu étais jeune, comment les gens imaginaient-ils l’avenir ? Étaient-ils loin du compte ?',
};
