import '@/lib/server-only';
import type { TPropertyType } from '../listing-input';
import { type ListingFacts, type Phrasebook, isNonResidential, joinList } from './phrasebook';

type Noun = { bare: string; g: 'n' | 'f'; area: string };
const NOUNS: Record<TPropertyType, Noun> = {
  house: { bare: 'Haus', g: 'n', area: 'Wohnfläche' },
  apartment: { bare: 'Wohnung', g: 'f', area: 'Wohnfläche' },
  condo: { bare: 'Eigentumswohnung', g: 'f', area: 'Wohnfläche' },
  townhouse: { bare: 'Reihenhaus', g: 'n', area: 'Wohnfläche' },
  studio: { bare: 'Studio-Apartment', g: 'n', area: 'Wohnfläche' },
  villa: { bare: 'Villa', g: 'f', area: 'Wohnfläche' },
  land: { bare: 'Grundstück', g: 'n', area: 'Grundstücksfläche' },
  commercial: { bare: 'Gewerbeimmobilie', g: 'f', area: 'Nutzfläche' },
};

const n = (f: ListingFacts) => NOUNS[f.type];
/** The form of a word that agrees with the property's noun (every noun here is neuter or feminine). */
const g = (f: ListingFacts, neuter: string, feminine: string) => (n(f).g === 'f' ? feminine : neuter);
const es = (f: ListingFacts) => g(f, 'es', 'sie');
/** Indefinite article and adjective, nominative or accusative: "ein gepflegtes Haus", "eine gepflegte Wohnung". */
const ein = (f: ListingFacts, adjective?: string) =>
  `${g(f, 'ein', 'eine')} ${adjective ? `${adjective}${g(f, 'es', 'e')} ` : ''}${n(f).bare}`;
/** Demonstrative and adjective, dative: "in diesem gepflegten Haus", "in dieser gepflegten Wohnung". */
const diesem = (f: ListingFacts, adjective: string) =>
  `${g(f, 'diesem', 'dieser')} ${adjective}en ${n(f).bare}`;
const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const plural = (count: number, text: string, one: string, many: string) =>
  `${text} ${count === 1 ? one : many}`;

export const de: Phrasebook = {
  locale: 'de-DE',
  sqft: 'Quadratfuß',
  m2: 'm²',
  list: (items) => joinList(items, 'und'),
  rooms(f) {
    // "Schlafzimmer" and "Badezimmer" are the same in singular and plural (nominative and accusative).
    const baths = plural(f.bathrooms, f.bathroomsText, 'Badezimmer', 'Badezimmer');
    if (f.bedrooms === 0 && isNonResidential(f)) return f.bathrooms > 0 ? baths : null;
    if (f.bedrooms > 0) {
      const beds = `${f.bedrooms} Schlafzimmer`;
      return f.bathrooms > 0 ? `${beds} und ${baths}` : `${beds} (ohne Badezimmer)`;
    }
    if (f.bathrooms > 0) return `${baths} (Wohn- und Schlafbereich in einem Raum)`;
    return null;
  },
  opening: {
    professional: [
      (f) => `Wir präsentieren ${ein(f, 'gepflegt')} in ${f.location}.`,
      (f) => `${capitalize(ein(f))} in ${f.location} ist jetzt verfügbar.`,
      (f) => `${g(f, 'Dieses', 'Diese')} gut präsentierte ${n(f).bare} in ${f.location} wartet auf Sie.`,
    ],
    warm: [
      (f) => `Willkommen zu Hause: ${ein(f, 'einladend')} in ${f.location}.`,
      (f) => `Stellen Sie sich vor, wie Sie in ${diesem(f, 'einladend')} in ${f.location} ankommen.`,
      (f) => `${g(f, 'Dieses', 'Diese')} ${n(f).bare} in ${f.location} hat viel zu bieten.`,
    ],
    luxury: [
      (f) => `${capitalize(ein(f, 'elegant'))} in ${f.location}, mit höchstem Anspruch präsentiert.`,
      (f) =>
        `Entdecken Sie ${ein(f, 'exquisit')} in ${f.location}, bei ${g(f, 'dem', 'der')} jedes Detail durchdacht ist.`,
      (f) => `Stilvolles Wohnen erwartet Sie in ${diesem(f, 'außergewöhnlich')} in ${f.location}.`,
    ],
    concise: [(f) => `${n(f).bare} in ${f.location}.`, (f) => `Verfügbar: ${ein(f)} in ${f.location}.`],
  },
  size: {
    professional: [
      (f) => `${capitalize(es(f))} bietet ${de.rooms(f)} auf ${f.area} ${n(f).area}.`,
      (f) => `Die Immobilie umfasst ${de.rooms(f)} bei insgesamt ${f.area} ${n(f).area}.`,
    ],
    warm: [
      (f) => `Im Inneren erwarten Sie ${de.rooms(f)} auf gemütlichen ${f.area}.`,
      (f) =>
        `${capitalize(de.rooms(f) ?? '')}, dazu ${f.area} ${n(f).area}: Hier ist Platz, um sich einzurichten.`,
    ],
    luxury: [
      (f) => `Auf ${f.area} ${n(f).area} bietet die Residenz ${de.rooms(f)}.`,
      (f) => `Die Residenz bietet ${de.rooms(f)} auf großzügigen ${f.area}.`,
    ],
    concise: [(f) => `${capitalize(de.rooms(f) ?? '')}; ${f.area}.`, (f) => `${f.area}, ${de.rooms(f)}.`],
  },
  sizeAreaOnly: {
    professional: [
      (f) => `Die ${n(f).area} beträgt ${f.area}.`,
      (f) => `${g(f, 'Das', 'Die')} ${n(f).bare} umfasst ${f.area}.`,
    ],
    warm: [(f) => `${f.area} bieten viel Spielraum für Ihre Ideen.`],
    luxury: [(f) => `${capitalize(es(f))} erstreckt sich über großzügige ${f.area}.`],
    concise: [(f) => `Fläche: ${f.area}.`],
  },
  space: [
    (f) =>
      f.type === 'land'
        ? 'Das Grundstück ist eine freie Fläche für Ihre Pläne, vorbehaltlich der üblichen Genehmigungen.'
        : f.type === 'commercial'
          ? 'Die Fläche lässt sich für verschiedene gewerbliche Nutzungen anpassen, je nach Bebauungsplan.'
          : f.bedrooms >= 3
            ? `Die ${f.bedrooms} Schlafzimmer bieten Platz für Gäste, ein Arbeitszimmer oder ein Hobbyzimmer.`
            : f.bedrooms >= 1
              ? 'Der Grundriss trennt Wohn- und Schlafbereich angenehm voneinander.'
              : 'Der offene Grundriss bleibt flexibel und lässt sich leicht einrichten.',
    (f) =>
      f.type === 'land'
        ? 'Ob Eigenheim oder Investition: Das Grundstück lässt Ihnen die Wahl.'
        : f.type === 'commercial'
          ? 'Der Zuschnitt erlaubt es, die Räume nach Ihrer Arbeitsweise zu gestalten.'
          : f.bedrooms >= 3
            ? `Mit ${f.bedrooms} Schlafzimmern lässt sich Raum für Arbeit, Gäste oder Hobbys einplanen.`
            : f.bedrooms >= 1
              ? 'Jeder Raum hat hier eine klare Funktion.'
              : 'Ein einziger offener Raum lässt sich ganz nach Wunsch gestalten.',
  ],
  features: {
    professional: [
      (items) => `Zur Ausstattung gehören: ${items}.`,
      (items) => `Die wichtigsten Merkmale: ${items}.`,
    ],
    warm: [(items) => `Sie werden die Details lieben: ${items}.`, (items) => `Einige Highlights: ${items}.`],
    luxury: [
      (items) => `Zu den besonderen Details zählen: ${items}.`,
      (items) => `Die feinsten Qualitäten: ${items}.`,
    ],
    concise: [(items) => `Ausstattung: ${items}.`],
  },
  featuresOutro: ['Zusammen prägen diese Details den Alltag hier.', 'Jedes davon lohnt einen Blick vor Ort.'],
  featureMore: [
    (feature) => `Ebenfalls erwähnenswert: ${feature}.`,
    (feature) => `Ein weiteres Highlight: ${feature}.`,
    (feature) => `Außerdem: ${feature}.`,
  ],
  location: {
    professional: [
      (f) =>
        `Die Lage in ${f.location} bringt Geschäfte, Dienstleistungen und Verkehrsanbindungen der Umgebung in Reichweite.`,
      (f) => `Die Lage in ${f.location} verbindet Alltagskomfort mit einem echten Zuhause.`,
    ],
    warm: [
      (f) => `In ${f.location} lebt es sich leicht, und die Nachbarschaft wartet darauf, entdeckt zu werden.`,
      (f) => `Vor der Tür wartet ${f.location} darauf, von Ihnen entdeckt zu werden.`,
    ],
    luxury: [
      (f) =>
        `In ${f.location} gelegen, verbindet ${es(f)} eine begehrte Adresse mit einem stilvollen Lebensgefühl.`,
      (f) => `Die Lage in ${f.location} ist eine seltene Gelegenheit.`,
    ],
    concise: [(f) => `Lage: ${f.location}.`],
  },
  mood: {
    professional: [
      () => 'Die Beschreibung ist zutreffend, und jedes Detail lässt sich bei einer Besichtigung prüfen.',
      () => 'Eine solide Wahl an diesem Standort.',
    ],
    warm: [
      () => 'Ein Ort, an dem man sich vom ersten Moment an zu Hause fühlt.',
      () => 'Jede Ecke lädt dazu ein, zur Ruhe zu kommen.',
    ],
    luxury: [
      () => 'Qualität und Handwerkskunst bestimmen überall den Ton.',
      () => 'Eine Immobilie für alle, die das Besondere zu schätzen wissen.',
    ],
    concise: [() => 'Gut geschnitten.'],
  },
  extra: {
    professional: [
      (f) => `Die Flächenangabe von ${f.area} dient der Orientierung; genaue Maße erhalten Sie auf Anfrage.`,
      () =>
        'Unser Team stellt Ihnen gern weitere Unterlagen zur Verfügung und beantwortet Ihre Fragen vor der Besichtigung.',
      () => 'Eine baldige Besichtigung wird empfohlen.',
      () => 'Eine Besichtigung ist der beste Weg, Grundriss und Ausstattung zu beurteilen.',
    ],
    warm: [
      () => 'Stellen Sie sich entspannte Wochenenden, Abende mit Freunden und viel Raum zum Durchatmen vor.',
      () => 'Ein Ort, um Erinnerungen zu schaffen und ihn ganz zu Ihrem eigenen zu machen.',
      () => 'Man muss es gesehen haben, um es zu spüren.',
      () => 'Alles ist bereit für ein neues Kapitel, ganz gleich, was Sie vorhaben.',
    ],
    luxury: [
      () => 'Jeder Raum verbindet Komfort mit Charakter.',
      () => 'Vom ersten Eindruck bis zum letzten Detail spiegelt alles einen kompromisslosen Anspruch wider.',
      () => 'Gelegenheiten dieser Klasse sind selten.',
      () => 'Jedes Element strahlt zurückhaltende Eleganz aus.',
    ],
    concise: [
      (f) => `Flächenangabe: ${f.area}.`,
      () => 'Unterlagen auf Anfrage.',
      () => 'Fragen beantworten wir gern.',
      () => 'Flexible Besichtigungstermine.',
    ],
  },
  summary: [
    (f) => {
      const rooms = de.rooms(f);
      return `Kurz gesagt: ${ein(f)} in ${f.location}${rooms ? `, ${rooms}` : ''}, ${f.area} ${n(f).area}.`;
    },
  ],
  price: {
    professional: [(price) => `Angebotspreis: ${price}.`, (price) => `Der Preis beträgt ${price}.`],
    warm: [(price) => `Das alles für ${price}.`, (price) => `Der Preis: ${price}.`],
    luxury: [(price) => `Angeboten für ${price}.`, (price) => `Richtpreis: ${price}.`],
    concise: [(price) => `Preis: ${price}.`],
  },
  noPrice: ['Preis auf Anfrage.', 'Den Preis nennen wir Ihnen gern auf Anfrage.'],
  closing: {
    professional: [
      () => 'Kontaktieren Sie uns, um eine Besichtigung zu vereinbaren.',
      () => 'Melden Sie sich für weitere Informationen oder einen Besichtigungstermin.',
    ],
    warm: [
      (f) => `Überzeugen Sie sich selbst – wir zeigen ${es(f)} Ihnen gern.`,
      () => 'Vereinbaren Sie einen Termin und spüren Sie, wie es sich anfühlt, hier zu Hause zu sein.',
    ],
    luxury: [
      () => 'Private Besichtigungen nach Vereinbarung.',
      (f) => `Vereinbaren Sie eine private Besichtigung, um ${es(f)} persönlich zu erleben.`,
    ],
    concise: [() => 'Besichtigung auf Anfrage.', () => 'Rufen Sie uns an.'],
  },
};
