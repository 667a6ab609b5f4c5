import '@/lib/server-only';
import type { TPropertyType } from '../listing-input';
import { type ListingFacts, type Phrasebook, isNonResidential, capitalize, joinList } from './phrasebook';

type Noun = { bare: string; g: 'm' | 'f' };
const NOUNS: Record<TPropertyType, Noun> = {
  house: { bare: 'casa', g: 'f' },
  apartment: { bare: 'apartamento', g: 'm' },
  condo: { bare: 'apartamento en condominio', g: 'm' },
  townhouse: { bare: 'casa adosada', g: 'f' },
  studio: { bare: 'estudio', g: 'm' },
  villa: { bare: 'villa', g: 'f' },
  land: { bare: 'terreno', g: 'm' },
  commercial: { bare: 'local comercial', g: 'm' },
};

const n = (f: ListingFacts) => NOUNS[f.type];
/** The form of a word that agrees with the property's noun. */
const g = (f: ListingFacts, masculine: string, feminine: string) => (n(f).g === 'f' ? feminine : masculine);
const un = (f: ListingFacts) => `${g(f, 'un', 'una')} ${n(f).bare}`;
const este = (f: ListingFacts) => g(f, 'este', 'esta');
const el = (f: ListingFacts) => `${g(f, 'el', 'la')} ${n(f).bare}`;
const plural = (count: number, text: string, one: string, many: string) =>
  `${text} ${count === 1 ? one : many}`;

export const es: Phrasebook = {
  locale: 'es-ES',
  sqft: 'pies cuadrados',
  m2: 'm²',
  // "y" becomes "e" before a word that starts with the sound i ("cocina e iluminación").
  list: (items) => joinList(items, /^h?i(?![aeiouáéíóú])/i.test(items.at(-1) ?? '') ? 'e' : 'y'),
  rooms(f) {
    const baths = plural(f.bathrooms, f.bathroomsText, 'baño', 'baños');
    if (f.bedrooms === 0 && isNonResidential(f)) return f.bathrooms > 0 ? baths : null;
    if (f.bedrooms > 0) {
      const beds = plural(f.bedrooms, String(f.bedrooms), 'dormitorio', 'dormitorios');
      return f.bathrooms > 0 ? `${beds} y ${baths}` : `${beds} (sin baño)`;
    }
    if (f.bathrooms > 0) return `un espacio diáfano sin dormitorio independiente y ${baths}`;
    return null;
  },
  opening: {
    professional: [
      (f) =>
        `Presentamos ${un(f)} en ${f.location}, bien ${g(f, 'distribuido', 'distribuida')} y ${g(f, 'listo', 'lista')} para visitar.`,
      (f) => `${capitalize(un(f))} en ${f.location} sale ahora al mercado.`,
      (f) => `${capitalize(este(f))} ${n(f).bare} en ${f.location} ya está disponible.`,
    ],
    warm: [
      (f) =>
        `Te damos la bienvenida a ${este(f)} ${g(f, 'acogedor', 'acogedora')} ${n(f).bare} en ${f.location}.`,
      (f) => `Imagínate viviendo en ${este(f)} ${n(f).bare} de ${f.location}.`,
      (f) => `Todo invita a quedarse en ${este(f)} ${n(f).bare} de ${f.location}.`,
    ],
    luxury: [
      (f) =>
        `${capitalize(un(f))} elegante en ${f.location}, ${g(f, 'presentado', 'presentada')} con el máximo cuidado.`,
      (f) => `Descubra ${un(f)} de gran distinción en ${f.location}, donde cada detalle ha sido cuidado.`,
      (f) => `Vivir con distinción en ${este(f)} ${n(f).bare} excepcional de ${f.location}.`,
    ],
    concise: [
      (f) => `${capitalize(n(f).bare)} en ${f.location}.`,
      (f) => `Disponible: ${un(f)} en ${f.location}.`,
    ],
  },
  size: {
    professional: [
      (f) => `Ofrece ${es.rooms(f)} en ${f.area} de superficie.`,
      (f) => `${capitalize(el(f))} cuenta con ${es.rooms(f)}, con un total de ${f.area}.`,
    ],
    warm: [
      (f) => `En su interior encontrarás ${es.rooms(f)}, en unos cómodos ${f.area}.`,
      (f) =>
        `Con ${es.rooms(f)}, más ${f.area}, hay espacio de sobra para hacer${g(f, 'lo', 'la')} ${g(f, 'tuyo', 'tuya')}.`,
    ],
    luxury: [
      (f) => `Sus ${f.area} de superficie acogen ${es.rooms(f)}.`,
      (f) => `La propiedad ofrece ${es.rooms(f)} en unos generosos ${f.area}.`,
    ],
    concise: [(f) => `${capitalize(es.rooms(f) ?? '')}; ${f.area}.`, (f) => `${f.area}, ${es.rooms(f)}.`],
  },
  sizeAreaOnly: {
    professional: [
      (f) => `Tiene una superficie total de ${f.area}.`,
      (f) => `${capitalize(el(f))} ocupa ${f.area}.`,
    ],
    warm: [(f) => `Con ${f.area} a tu disposición, hay margen de sobra para tus ideas.`],
    luxury: [(f) => `Se extiende sobre unos generosos ${f.area}.`],
    concise: [(f) => `Superficie: ${f.area}.`],
  },
  space: [
    (f) =>
      f.type === 'land'
        ? 'El terreno es un lienzo en blanco para cualquier proyecto, sujeto a los permisos habituales.'
        : f.type === 'commercial'
          ? 'El espacio puede adaptarse a distintos usos comerciales, según la normativa urbanística.'
          : f.bedrooms >= 3
            ? `Con ${f.bedrooms} dormitorios, hay sitio para invitados, un despacho o un rincón para las aficiones.`
            : f.bedrooms >= 1
              ? 'La distribución separa con comodidad la zona de día de la de noche.'
              : 'La planta diáfana hace que el espacio sea flexible y fácil de amueblar.',
    (f) =>
      f.type === 'land'
        ? 'Tanto para una vivienda como para una inversión, el terreno deja abierta la elección.'
        : f.type === 'commercial'
          ? 'Su distribución permite organizar el local según cada forma de trabajar.'
          : f.bedrooms >= 3
            ? `Sus ${f.bedrooms} dormitorios permiten reservar espacio para trabajar, recibir visitas o disfrutar de las aficiones.`
            : f.bedrooms >= 1
              ? 'Cada estancia tiene una función clara dentro de la vivienda.'
              : 'Un único espacio abierto facilita organizar la vivienda al gusto de cada uno.',
  ],
  features: {
    professional: [
      (items) => `Entre sus características destacan: ${items}.`,
      (items) => `Características principales: ${items}.`,
    ],
    warm: [
      (items) => `Te encantarán los detalles: ${items}.`,
      (items) => `Algunos de sus puntos fuertes: ${items}.`,
    ],
    luxury: [
      (items) => `Entre sus detalles más distinguidos: ${items}.`,
      (items) => `Sus mejores cualidades: ${items}.`,
    ],
    concise: [(items) => `Características: ${items}.`],
  },
  featuresOutro: ['En conjunto, estos detalles marcan el día a día.', 'Merece la pena verlos en persona.'],
  featureMore: [
    (feature) => `También cabe destacar: ${feature}.`,
    (feature) => `Otro punto a favor: ${feature}.`,
    (feature) => `Además: ${feature}.`,
  ],
  location: {
    professional: [
      (f) =>
        `Su ubicación en ${f.location} deja al alcance los comercios, servicios y transportes de la zona.`,
      (f) =>
        `Su emplazamiento en ${f.location} combina la comodidad del día a día con un lugar al que volver.`,
    ],
    warm: [
      (f) => `La vida en ${f.location} es fácil de disfrutar, con todo un barrio por descubrir.`,
      (f) => `Basta con salir a la calle para empezar a descubrir ${f.location}.`,
    ],
    luxury: [
      (f) =>
        `${g(f, 'Situado', 'Situada')} en ${f.location}, combina una dirección codiciada con un estilo de vida refinado.`,
      (f) => `Su posición en ${f.location} es una oportunidad poco común.`,
    ],
    concise: [(f) => `Ubicación: ${f.location}.`],
  },
  mood: {
    professional: [
      () => 'La descripción es fiel a la realidad y cada detalle puede comprobarse en la visita.',
      () => 'Es una opción sólida en esta ubicación.',
    ],
    warm: [
      () => 'Es de esos lugares que se sienten como un hogar desde el primer momento.',
      () => 'Cada rincón invita a bajar el ritmo y ponerse cómodo.',
    ],
    luxury: [
      () => 'La calidad y el buen hacer marcan el tono en cada espacio.',
      () => 'Un inmueble para quienes saben apreciar lo mejor.',
    ],
    concise: [(f) => `Bien ${g(f, 'distribuido', 'distribuida')}.`],
  },
  extra: {
    professional: [
      (f) =>
        `La superficie de ${f.area} es orientativa; las medidas completas están disponibles bajo petición.`,
      () => 'Nuestro equipo puede facilitar más documentación y resolver cualquier duda antes de la visita.',
      (f) => `Se recomienda visitar${g(f, 'lo', 'la')} cuanto antes.`,
      () => 'Una visita es la mejor manera de apreciar la distribución y los acabados.',
    ],
    warm: [
      () =>
        'Imagina mañanas tranquilas de fin de semana, cenas con amigos y espacio de sobra para desconectar.',
      () => 'Es un lugar para crear recuerdos y hacerlo completamente tuyo.',
      () => 'Hay que verlo para sentirlo.',
      () => 'Todo está preparado para empezar un nuevo capítulo, sea cual sea tu plan.',
    ],
    luxury: [
      () => 'Cada espacio combina confort y carácter.',
      () =>
        'Desde la primera impresión hasta el último detalle, refleja un nivel de exigencia sin concesiones.',
      () => 'Oportunidades de este nivel rara vez salen al mercado.',
      () => 'Cada elemento transmite una elegancia discreta.',
    ],
    concise: [
      (f) => `Superficie indicada: ${f.area}.`,
      () => 'Documentación bajo petición.',
      () => 'Resolvemos cualquier duda.',
      () => 'Horarios de visita flexibles.',
    ],
  },
  summary: [
    (f) => {
      const rooms = es.rooms(f);
      return `En resumen: ${un(f)} en ${f.location}${rooms ? ` con ${rooms}` : ''}, ${f.area} en total.`;
    },
  ],
  price: {
    professional: [(price) => `Precio: ${price}.`, (price) => `Se ofrece por ${price}.`],
    warm: [(price) => `Todo esto por ${price}.`, (price) => `El precio es de ${price}.`],
    luxury: [(price) => `Precio: ${price}.`, (price) => `Precio orientativo: ${price}.`],
    concise: [(price) => `Precio: ${price}.`],
  },
  noPrice: ['Precio a consultar.', 'Consúltenos el precio.'],
  closing: {
    professional: [
      () => 'Contáctenos para concertar una visita.',
      () => 'Póngase en contacto con nosotros para más información o para reservar una visita.',
    ],
    warm: [
      (f) => `Ven a ver${g(f, 'lo', 'la')} en persona; estaremos encantados de enseñárte${g(f, 'lo', 'la')}.`,
      () => 'Reserva una visita y descubre lo que se siente al estar en casa aquí.',
    ],
    luxury: [
      () => 'Visitas privadas con cita previa.',
      (f) => `Concierte una visita privada para descubrir${g(f, 'lo', 'la')} en persona.`,
    ],
    concise: [() => 'Visitas bajo petición.', () => 'Llame para visitar.'],
  },
};
