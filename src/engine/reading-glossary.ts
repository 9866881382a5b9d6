/**
 * An English topic for a message written in Spanish, Portuguese, French or German, from a small
 * glossary of the words creators use most for their clips. It translates only when it knows every
 * word of the topic (so it never mixes languages in one phrase) and puts "A para/de B" in English
 * order ("maquiagem para casamento" -> "wedding makeup"). Otherwise null: the topic stays as
 * written and the plan says its copy is in English.
 */
import type { Language } from './reading-language.ts';
import { normalise } from './reading-tokens.ts';

type Glossary = Readonly<Record<string, string>>;

/** Linking words: "A de B" reads "B A" in English when A and B are single nouns. */
const LINKS = new Set(['de', 'para', 'do', 'da', 'del', 'pour', 'du', 'des', 'fur', 'von']);
/** The linking words that say what something is for. */
const FOR_LINKS = new Set(['para', 'pour', 'fur']);
/** Articles and small words that vanish in the English phrase. */
const DROP = new Set(['qui', 'que', 'el', 'la', 'los', 'las', 'o', 'a', 'os', 'as', 'le', 'les', "l'", 'der', 'die', 'das', 'den', 'dem', 'un', 'una', 'um', 'uma', 'une', 'ein', 'eine', 'mi', 'meu', 'minha', 'mon', 'ma', 'mein', 'meine', 'meinem', 'nuestra', 'nossa', 'notre', 'unser', 'unsere']);

const COMMON: Glossary = {
  // es / pt / fr / de -> en (accents stripped)
  receta: 'recipe', receita: 'recipe', recette: 'recipe', rezept: 'recipe',
  maquillaje: 'makeup', maquiagem: 'makeup', maquilhagem: 'makeup', maquillage: 'makeup',
  boda: 'wedding', casamento: 'wedding', mariage: 'wedding', hochzeit: 'wedding',
  perro: 'dog', cachorro: 'dog', cao: 'dog', chien: 'dog', hund: 'dog',
  gato: 'cat', chat: 'cat', katze: 'cat',
  playa: 'beach', praia: 'beach', plage: 'beach', strand: 'beach',
  gimnasio: 'gym', academia: 'gym', salle: 'gym', fitnessstudio: 'gym',
  rutina: 'routine', rotina: 'routine', routine: 'routine',
  entrenamiento: 'workout', treino: 'workout', entrainement: 'workout', training: 'workout',
  cabello: 'hair', pelo: 'hair', cabelo: 'hair', cheveux: 'hair', haare: 'hair',
  viaje: 'trip', viagem: 'trip', voyage: 'trip', reise: 'trip',
  cocina: 'cooking', cozinha: 'cooking', cuisine: 'cooking', kochen: 'cooking',
  comida: 'food', nourriture: 'food', essen: 'food',
  baile: 'dance', danca: 'dance', danse: 'dance', tanz: 'dance',
  ropa: 'clothes', roupa: 'clothes', vetements: 'clothes', kleidung: 'clothes',
  deportiva: 'sports', esportiva: 'sports', esportivas: 'sports',
  cosmeticos: 'cosmetics', cosmetiques: 'cosmetics', kosmetik: 'cosmetics',
  zapatillas: 'sneakers', tenis: 'sneakers', baskets: 'sneakers',
  bosque: 'forest', floresta: 'forest', foret: 'forest', wald: 'forest',
  montanas: 'mountains', montanhas: 'mountains', montagnes: 'mountains', berge: 'mountains', bergen: 'mountains',
  abuela: 'grandmother', avo: 'grandmother', avo_m: 'grandfather', grand: 'grand', oma: 'grandmother',
  fotos: 'photos', photos: 'photos',
  cafe: 'coffee', kaffee: 'coffee',
  pastel: 'cake', bolo: 'cake', gateau: 'cake', kuchen: 'cake',
  pan: 'bread', pao: 'bread', pain: 'bread', brot: 'bread',
  crepes: 'crepes', brigadeiro: 'brigadeiro', tacos: 'tacos', elote: 'elote',
  jugando: 'playing', brincando: 'playing', joue: 'playing', spielt: 'playing',
  en: 'at the', na: 'at the', no: 'at the', au: 'to', nach: 'to', im: 'in the', in: 'in',
  kasespatzle: 'käsespätzle',
  astronauta: 'astronaut', astronaute: 'astronaut', astronaut: 'astronaut',
  dragon: 'dragon', dragao: 'dragon', drache: 'dragon', uber: 'over', sobre: 'over',
  goles: 'goals', gols: 'goals', buts: 'goals', tore: 'goals',
  mejores: 'best', melhores: 'best', meilleurs: 'best', besten: 'best',
  campeonato: 'championship', championnat: 'championship', meisterschaft: 'championship',
  habitacion: 'room', quarto: 'room', chambre: 'room', zimmer: 'room',
  cuarto: 'room', casa: 'house', maison: 'house', haus: 'house',
  unas: 'nails', unhas: 'nails', ongles: 'nails', nagel: 'nails',
  moda: 'fashion', mode: 'fashion',
  look: 'look', final: 'final',
  jardin: 'garden', jardim: 'garden', garten: 'garden',
  japon: 'Japan', japao: 'Japan', japan: 'Japan', islandia: 'Iceland', islande: 'Iceland', island: 'Iceland',
  brumosa: 'misty', brumeuse: 'misty', nebliger: 'misty',
  premier: 'first', primer: 'first', primeiro: 'first', erster: 'first', regard: 'look', mirada: 'look', olhar: 'look',
  sketch: 'sketch', humoristique: 'comedy', comedia: 'comedy', comedie: 'comedy',
  despedida: 'farewell', adieu: 'farewell', abschied: 'farewell',
  homenaje: 'tribute', homenagem: 'tribute', hommage: 'tribute',
  highlights: 'highlights', resumen: 'highlights', resumo: 'highlights',
  unboxing: 'unboxing', tutorial: 'tutorial', tutoriel: 'tutorial',
  atardecer: 'sunset', por_do_sol: 'sunset', coucher: 'sunset', sonnenuntergang: 'sunset',
  wohnungsbesichtigung: 'apartment tour', hausbesichtigung: 'house tour', wohnung: 'apartment', apartamento: 'apartment', departamento: 'apartment', appartement: 'apartment',
  visita: 'tour', recorrido: 'tour', visite: 'tour',
  noche: 'night', noite: 'night', nuit: 'night', nacht: 'night',
  como: 'how to', comment: 'how to', wie: 'how to',
  ahorrar: 'save money', economizar: 'save money', poupar: 'save money', economiser: 'save money', sparen: 'save money',
  dinero: 'money', dinheiro: 'money', argent: 'money', geld: 'money',
  rapida: 'quick', rapido: 'quick', rapide: 'quick', schnelle: 'quick',
};

/** Adjectives that follow their noun in Spanish, Portuguese and French. */
const POSTPOSED_ADJECTIVES = new Set(['rapida', 'rapido', 'rapide', 'deportiva', 'esportiva', 'esportivas', 'brumeuse', 'brumosa', 'final', 'humoristique', 'cosmeticos']);

function known(word: string): string | undefined {
  return Object.hasOwn(COMMON, word) ? COMMON[word] : undefined;
}

/** The topic in English, or null when a word is not in the glossary. */
export function englishTopic(topic: string, language: Language | null): string | null {
  if (language === null || language === 'en' || topic === '') return null;
  // (Portuguese "avô" is a grandfather and "avó" a grandmother: the accent says which, before it is stripped.)
  const words = topic.split(' ').map((w) => (/^av[ôÔ]$/u.test(w) ? 'avo_m' : normalise(w))).filter((w) => !DROP.has(w));
  if (words.length === 0 || words.length > 6) return null;
  // "A de B" with single nouns: English puts B first ("receita de brigadeiro" -> "brigadeiro recipe").
  if (words.length === 3 && LINKS.has(words[1]!)) {
    const a = known(words[0]!);
    const b = known(words[2]!);
    return a !== undefined && b !== undefined ? `${b} ${a}` : null;
  }
  const out: string[] = [];
  for (const w of words) {
    if (LINKS.has(w)) {
      // "para", "pour", "für" give a purpose ("ahorrar para el primer departamento": saving for it), the rest belong to it.
      out.push(FOR_LINKS.has(w) ? 'for' : 'of');
      continue;
    }
    const en = known(w);
    if (en === undefined) return null;
    out.push(en);
  }
  // Adjective after noun in Romance languages ("ropa deportiva", "forêt brumeuse"): two known words read reversed.
  if (words.length === 2 && language !== 'de' && POSTPOSED_ADJECTIVES.has(words[1]!)) return `${out[1]} ${out[0]}`;
  // ("ahorrar dinero": "save money" + "money" says money once.)
  const said = out.join(' ').split(' ');
  return said.filter((w, i) => i === 0 || w !== said[i - 1]).join(' ');
}
