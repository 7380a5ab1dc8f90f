import type { Messages } from '../../messages';
import type { archive as en } from '../en/archive';

/** Español: the ZIP archive's own words (README.txt, the stories' Markdown). */
export const archive: Messages<typeof en> = {
  'archive.readme.intro':
    'Todas las historias que {name} compartió en StoryVault, con cada grabación, foto y correo,\ntal como estaban el {date, date, long}. Para leer esto no hace falta StoryVault.',
  'archive.readme.howToRead':
    'Para leer y escuchar: descomprime esta carpeta y abre index.html (con doble clic). Se abre en\ncualquier navegador, sin internet: cada historia con sus fechas, sus fotos, sus grabaciones y sus\ncomentarios, y un buscador.',
  'archive.readme.index': 'empieza aquí: las historias, de la más antigua a la más reciente, y un buscador',
  'archive.readme.stories':
    'una página por historia, de la más antigua a la más reciente: NNN-titulo.html (para el navegador) y\nNNN-titulo.md (Markdown, legible como texto sin formato)',
  'archive.readme.media':
    'las grabaciones, fotos y adjuntos originales, byte a byte tal como llegaron\n(NNN- es el número de la historia a la que pertenecen)',
  'archive.readme.emails': 'cada respuesta por correo tal como llegó (.eml: se abre en cualquier programa de correo)',
  'archive.readme.json': 'cada historia con todos sus campos y todas sus versiones anteriores, para programas',

  'archive.markdown.question': '**Pregunta:** {question}',
  'archive.markdown.date': '**Fecha:** {date, date, long}',
  'archive.markdown.period': '**Cuándo pasó:** {period}',
  'archive.markdown.answered':
    '**Respondida:** {type, select, voice {de viva voz} other {por escrito}}, {source, select, email {por correo} other {en la página de respuesta}}',
  'archive.markdown.tags': '**Etiquetas:** {tags}',
  'archive.markdown.files': 'Archivos',
  'archive.markdown.comment': '**{author}** ({date, date, long}): {text}',
};
