import '@/lib/server-only';
import type { TPropertyType } from '../listing-input';
import { type ListingFacts, type Phrasebook, isNonResidential, capitalize, joinList } from './phrasebook';

type Noun = { bare: string; g: 'm' | 'f' };
const NOUNS: Record<TPropertyType, Noun> = {
  house: { bare: 'maison', g: 'f' },
  apartment: { bare: 'appartement', g: 'm' },
  condo: { bare: 'appartement en copropriété', g: 'm' },
  townhouse: { bare: 'maison de ville', g: 'f' },
  studio: { bare: 'studio', g: 'm' },
  villa: { bare: 'villa', g: 'f' },
  land: { bare: 'terrain', g: 'm' },
  commercial: { bare: 'local commercial', g: 'm' },
};

// French puts a no-break space before a colon or semicolon.
const COLON = '\u00a0:';
const n = (f: ListingFacts) => NOUNS[f.type];
/** The form of a word that agrees with the property's noun. */
const g = (f: ListingFacts, masculine: string, feminine: string) => (n(f).g === 'f' ? feminine : masculine);
const startsWithVowel = (word: string) => /^[aeiouyéèêàâîïôûh]/i.test(word);
const un = (f: ListingFacts) => `${g(f, 'un', 'une')} ${n(f).bare}`;
/** "ce", "cet" or "cette", chosen by the word that follows. */
const ce = (f: ListingFacts, next: string) =>
  n(f).g === 'f' ? 'cette' : startsWithVowel(next) ? 'cet' : 'ce';
const ceNoun = (f: ListingFacts) => `${ce(f, n(f).bare)} ${n(f).bare}`;
const le = (f: ListingFacts) =>
  startsWithVowel(n(f).bare) ? `l'${n(f).bare}` : `${g(f, 'le', 'la')} ${n(f).bare}`;
const il = (f: ListingFacts) => g(f, 'il', 'elle');
const plural = (count: number, text: string, one: string, many: string) =>
  `${text} ${count === 1 ? one : many}`;

export const fr: Phrasebook = {
  locale: 'fr-FR',
  sqft: 'pieds carrés',
  m2: 'm²',
  list: (items) => joinList(items, 'et'),
  rooms(f) {
    const baths = plural(f.bathrooms, f.bathroomsText, 'salle de bain', 'salles de bain');
    if (f.bedrooms === 0 && isNonResidential(f)) return f.bathrooms > 0 ? baths : null;
    if (f.bedrooms > 0) {
      const beds = plural(f.bedrooms, String(f.bedrooms), 'chambre', 'chambres');
      return f.bathrooms > 0 ? `${beds} et ${baths}` : `${beds} (sans salle de bain)`;
    }
    if (f.bathrooms > 0) return `un espace ouvert sans chambre séparée et ${baths}`;
    return null;
  },
  opening: {
    professional: [
      (f) =>
        `Nous vous présentons ${un(f)} à ${f.location}, bien ${g(f, 'agencé', 'agencée')} et ${g(f, 'prêt', 'prête')} à être ${g(f, 'visité', 'visitée')}.`,
      (f) => `${capitalize(un(f))} à ${f.location} est désormais disponible.`,
      (f) =>
        `${capitalize(ceNoun(f))} à ${f.location}, ${g(f, 'soigneusement présenté', 'soigneusement présentée')}, est à découvrir.`,
    ],
    warm: [
      (f) => {
        const adjective = g(f, 'chaleureux', 'chaleureuse');
        return `Bienvenue dans ${ce(f, adjective)} ${adjective} ${n(f).bare} à ${f.location}.`;
      },
      (f) => {
        const adjective = g(f, 'accueillant', 'accueillante');
        return `Imaginez-vous chez vous dans ${ce(f, adjective)} ${adjective} ${n(f).bare} à ${f.location}.`;
      },
      (f) => `Il y a tant à aimer dans ${ceNoun(f)} à ${f.location}.`,
    ],
    luxury: [
      (f) =>
        `${capitalize(g(f, 'un élégant', 'une élégante'))} ${n(f).bare} à ${f.location}, ${g(f, 'présenté', 'présentée')} avec le plus grand soin.`,
      (f) =>
        `Découvrez ${un(f)} ${g(f, 'raffiné', 'raffinée')} à ${f.location}, où chaque détail a été pensé.`,
      (f) => `Un art de vivre raffiné vous attend dans ${ceNoun(f)} d'exception à ${f.location}.`,
    ],
    concise: [
      (f) => `${capitalize(n(f).bare)} à ${f.location}.`,
      (f) => `Disponible${COLON} ${un(f)} à ${f.location}.`,
    ],
  },
  size: {
    professional: [
      (f) => `${capitalize(il(f))} offre ${fr.rooms(f)} sur ${f.area}.`,
      (f) => `Le bien comprend ${fr.rooms(f)}, pour une surface totale de ${f.area}.`,
    ],
    warm: [
      (f) => `À l'intérieur, vous trouverez ${fr.rooms(f)}, le tout sur ${f.area}.`,
      (f) => `Avec ${fr.rooms(f)} sur ${f.area}, vous aurez toute la place pour en faire votre chez-vous.`,
    ],
    luxury: [
      (f) => `Sur ${f.area}, la propriété déploie ${fr.rooms(f)}.`,
      (f) => `La propriété offre ${fr.rooms(f)} sur une généreuse surface de ${f.area}.`,
    ],
    concise: [
      (f) => `${capitalize(fr.rooms(f) ?? '')}\u00a0; ${f.area}.`,
      (f) => `${f.area}, ${fr.rooms(f)}.`,
    ],
  },
  sizeAreaOnly: {
    professional: [
      (f) => `La surface totale est de ${f.area}.`,
      (f) => `${capitalize(le(f))} s'étend sur ${f.area}.`,
    ],
    warm: [(f) => `Avec ${f.area} à disposition, la place ne manque pas pour vos projets.`],
    luxury: [(f) => `${capitalize(il(f))} s'étend sur une généreuse surface de ${f.area}.`],
    concise: [(f) => `Surface${COLON} ${f.area}.`],
  },
  space: [
    (f) =>
      f.type === 'land'
        ? 'Le terrain est une page blanche pour tous les projets, sous réserve des autorisations habituelles.'
        : f.type === 'commercial'
          ? "L'espace peut s'adapter à différentes activités, selon le plan d'urbanisme."
          : f.bedrooms >= 3
            ? `Avec ${f.bedrooms} chambres, il y a de la place pour recevoir, installer un bureau ou se consacrer à ses loisirs.`
            : f.bedrooms >= 1
              ? 'La distribution sépare agréablement les espaces de jour et de nuit.'
              : "L'espace ouvert reste flexible et facile à aménager.",
    (f) =>
      f.type === 'land'
        ? `Résidence ou investissement${COLON} le terrain laisse le choix ouvert.`
        : f.type === 'commercial'
          ? "Son agencement permet d'organiser les lieux selon chaque façon de travailler."
          : f.bedrooms >= 3
            ? `Ses ${f.bedrooms} chambres permettent de réserver de l'espace au travail, aux invités ou aux loisirs.`
            : f.bedrooms >= 1
              ? 'Chaque pièce y trouve une fonction claire.'
              : 'Un seul grand espace permet de tout aménager à sa guise.',
  ],
  features: {
    professional: [
      (items) => `Parmi les prestations${COLON} ${items}.`,
      (items) => `Points clés${COLON} ${items}.`,
    ],
    warm: [
      (items) => `Vous allez adorer les petits plus${COLON} ${items}.`,
      (items) => `Quelques points forts${COLON} ${items}.`,
    ],
    luxury: [
      (items) => `Parmi ses prestations d'exception${COLON} ${items}.`,
      (items) => `Ses plus belles qualités${COLON} ${items}.`,
    ],
    concise: [(items) => `Atouts${COLON} ${items}.`],
  },
  featuresOutro: [
    'Ensemble, ces détails font la différence au quotidien.',
    "Chacun mérite d'être vu sur place.",
  ],
  featureMore: [
    (feature) => `À noter également${COLON} ${feature}.`,
    (feature) => `Autre atout${COLON} ${feature}.`,
    (feature) => `Sans oublier${COLON} ${feature}.`,
  ],
  location: {
    professional: [
      (f) => `Son adresse à ${f.location} met à portée les commerces, services et transports du secteur.`,
      (f) => `Son emplacement à ${f.location} allie le confort du quotidien et un vrai lieu de vie.`,
    ],
    warm: [
      (f) => `La vie à ${f.location} se savoure au quotidien, avec tout un quartier à explorer.`,
      () => 'Il suffit de sortir pour partir à la découverte du quartier.',
    ],
    luxury: [
      (f) =>
        `${g(f, 'Situé', 'Située')} à ${f.location}, ${il(f)} associe une adresse recherchée à un art de vivre raffiné.`,
      (f) => `Son emplacement à ${f.location} est une opportunité rare.`,
    ],
    concise: [(f) => `Emplacement${COLON} ${f.location}.`],
  },
  mood: {
    professional: [
      () => 'La description est fidèle et chaque détail peut être vérifié lors de la visite.',
      () => "C'est un choix solide dans ce secteur.",
    ],
    warm: [
      () => "C'est le genre d'endroit où l'on se sent chez soi dès le premier pas.",
      () => 'Chaque recoin invite à ralentir et à prendre ses aises.',
    ],
    luxury: [
      () => 'La qualité et le savoir-faire donnent le ton partout.',
      () => 'Un bien pour celles et ceux qui apprécient les belles choses.',
    ],
    concise: [(f) => `Bien ${g(f, 'agencé', 'agencée')}.`],
  },
  extra: {
    professional: [
      (f) =>
        `La surface de ${f.area} est indicative\u00a0; les mesures complètes sont disponibles sur demande.`,
      () => 'Notre équipe peut vous fournir tous les documents et répondre à vos questions avant la visite.',
      () => 'Une visite rapide est recommandée.',
      () => "Une visite reste le meilleur moyen d'apprécier l'agencement et les finitions.",
    ],
    warm: [
      () => "Imaginez des week-ends tranquilles, des soirées entre amis et tout l'espace pour vous détendre.",
      () => 'Un lieu où créer des souvenirs, et à faire entièrement vôtre.',
      () => 'Il faut le voir pour le ressentir.',
      () => 'Tout est prêt pour écrire un nouveau chapitre, quels que soient vos projets.',
    ],
    luxury: [
      () => 'Chaque espace conjugue confort et caractère.',
      () => 'De la première impression au moindre détail, tout reflète une exigence sans compromis.',
      () => 'Les biens de ce niveau se font rares.',
      () => 'Chaque élément exprime une élégance discrète.',
    ],
    concise: [
      (f) => `Surface indiquée${COLON} ${f.area}.`,
      () => 'Documents sur demande.',
      () => 'Questions bienvenues.',
      () => 'Horaires de visite flexibles.',
    ],
  },
  summary: [
    (f) => {
      const rooms = fr.rooms(f);
      return `En bref${COLON} ${un(f)} à ${f.location}${rooms ? ` avec ${rooms}` : ''}, pour ${f.area}.`;
    },
  ],
  price: {
    professional: [(price) => `Prix demandé${COLON} ${price}.`, (price) => `Le bien est proposé à ${price}.`],
    warm: [(price) => `Le tout pour ${price}.`, (price) => `Le prix demandé est de ${price}.`],
    luxury: [(price) => `Au prix de ${price}.`, (price) => `Prix indicatif${COLON} ${price}.`],
    concise: [(price) => `Prix${COLON} ${price}.`],
  },
  noPrice: ['Prix sur demande.', 'Contactez-nous pour connaître le prix.'],
  closing: {
    professional: [
      () => 'Contactez-nous pour organiser une visite.',
      () => "N'hésitez pas à nous contacter pour plus d'informations ou pour réserver une visite.",
    ],
    warm: [
      (f) =>
        `Venez ${g(f, 'le', 'la')} découvrir par vous-même${COLON} nous serons ravis de vous ${g(f, 'le', 'la')} faire visiter.`,
      () => "Réservez une visite et voyez comme on s'y sent chez soi.",
    ],
    luxury: [
      () => 'Visites privées sur rendez-vous.',
      (f) => `Organisez une visite privée pour ${g(f, 'le', 'la')} découvrir en personne.`,
    ],
    concise: [() => 'Visites sur demande.', () => 'Appelez pour visiter.'],
  },
};
