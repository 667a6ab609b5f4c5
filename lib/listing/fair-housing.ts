import '@/lib/server-only';
import type { TFairHousingWarning } from './listing-input';

type Rule = {
  category: TFairHousingWarning['category'];
  severity: TFairHousingWarning['severity'];
  /** Regular-expression sources, matched case-insensitively as whole words. */
  phrases: string[];
  explanation: string;
  suggestion: string;
};

// Patterns follow HUD's advertising guidance and the phrases realtor associations list most often, with the
// commonest Spanish, French and German equivalents (German adjectives in their inflected forms). A space in a
// pattern matches any run of whitespace, so line breaks in a feature list do not hide a phrase.
const RULES: Rule[] = [
  {
    category: 'familial_status',
    severity: 'avoid',
    phrases: [
      '(?:perfect|ideal|great|suited) for (?:young |newly ?wed |married )?couples',
      'couples only',
      '(?:perfecto|ideal) para parejas(?: jóvenes)?',
      'idéal pour (?:les |un )?(?:jeunes )?couples?',
      'ideal für (?:junge )?paare',
    ],
    explanation:
      'Saying who the home suits by relationship or family status (couples, singles) can discourage people with children or other households, which the Fair Housing Act forbids.',
    suggestion: 'Describe the space instead: "two bedrooms with an open-plan living area".',
  },
  {
    category: 'familial_status',
    severity: 'avoid',
    phrases: [
      '(?:perfect|ideal|great|suited) for (?:a |the )?(?:young |growing |large |small )?famil(?:y|ies)',
      'family[- ]friendly (?:neighbou?rhood|area|community|street)',
      '(?:ideal|perfecto|perfecta) para (?:una |las )?familias?',
      'idéal pour (?:une |les )?familles?',
      'ideal für (?:eine |die )?(?:junge )?familien?',
    ],
    explanation:
      'Pointing the home at families implies other households are less welcome; familial status is a protected class.',
    suggestion: 'Name what makes the home roomy: "three bedrooms and a large garden".',
  },
  {
    category: 'familial_status',
    severity: 'avoid',
    phrases: [
      'no (?:children|kids)',
      'child[- ]free',
      'adults?[- ]only',
      'adult (?:community|building|living)',
      'empty[- ]nesters?',
      '(?:perfect|ideal|great) for (?:singles|a single person)',
      'sin niños',
      'solo (?:para )?adultos',
      "pas d'enfants",
      'sans enfants',
      'réservé aux adultes',
      'keine kinder',
      'nur für erwachsene',
    ],
    explanation:
      'Excluding or discouraging children, or aiming at people whose children have left, is discrimination on familial status (housing legally designated for older persons is the narrow exception).',
    suggestion:
      'Leave out who may live there; describe the home: "quiet, low-maintenance living on one level".',
  },
  {
    category: 'religion',
    severity: 'avoid',
    phrases: [
      '(?:near|close to|next to|steps from|walking distance (?:to|from|of)|minutes from) (?:the |a |several )?(?:churches|church|synagogues?|mosques?|temples?|cathedral)',
      '(?:christian|catholic|protestant|jewish|muslim|hindu|sikh|buddhist|mormon) (?:neighbou?rhood|community|area|building|home|families|family|enclave)',
      'barrio (?:cristiano|católico|judío|musulmán)',
      'quartier (?:chrétien|catholique|juif|musulman)',
      '(?:christlich|katholisch|jüdisch|muslimisch)e[nr]? (?:nachbarschaft|gegend|gemeinde|wohngegend)',
    ],
    explanation:
      'Selling a home by the religion of its neighbours, or by its distance to a house of worship, signals which faith is welcome; religion is a protected class.',
    suggestion:
      'Describe the distance to neutral landmarks instead: "a 5-minute walk to the town centre and the train station".',
  },
  {
    category: 'race_national_origin',
    severity: 'avoid',
    phrases: [
      '(?:white|black|asian|hispanic|latino|mexican|chinese|korean|indian|arab|irish|italian|polish) (?:neighbou?rhood|area|community|enclave|part of town)',
      'ethnic (?:area|neighbou?rhood|community|enclave)',
      '(?:english|spanish)[- ]speaking (?:only|neighbou?rhood|community)',
      'no (?:immigrants|foreigners)',
      'sin extranjeros',
      "pas d'étrangers",
      'keine ausländer',
      'barrio étnico',
      'quartier ethnique',
    ],
    explanation:
      'Describing an area by the race, colour or national origin of the people who live there tells buyers who is expected to live there; these are protected classes.',
    suggestion: 'Describe the place, not the people: "tree-lined streets with cafés and a weekly market".',
  },
  {
    category: 'disability',
    severity: 'avoid',
    phrases: [
      'no wheelchairs?',
      'able[- ]bodied',
      'not (?:suitable|suited|ideal) for (?:the )?(?:disabled|handicapped|wheelchair users|people with disabilities)',
      'no (?:disabled|handicapped)',
      'must be able to climb stairs',
      '(?:mentally|physically) (?:ill|handicapped)',
      'no (?:guide|service|assistance) (?:dogs|animals)',
      'no apto para (?:personas )?(?:discapacitadas|discapacitados|minusválidos)',
      'pas (?:adapté|accessible) aux (?:personnes )?handicapées?',
      'nicht für (?:behinderte|rollstuhlfahrer)',
      'keine rollstühle',
    ],
    explanation:
      'Refusing or discouraging people with disabilities is illegal; describe the property, and leave it to buyers to judge whether it meets their needs.',
    suggestion:
      'State accessibility facts neutrally: "the bedrooms are on the second floor, reached by stairs".',
  },
  {
    category: 'sex',
    severity: 'avoid',
    phrases: [
      'bachelor(?:ette)? pad',
      '(?:perfect|ideal|great) for (?:a )?(?:bachelor|bachelorette|single (?:man|woman|guy|lady)|gentleman|lady)',
      '(?:male|female|men|women) only',
    ],
    explanation:
      'Aiming a home at one sex (or at single men or women) discourages other buyers; sex is a protected class.',
    suggestion: 'Describe the space instead: "a compact one-bedroom with a sleek, modern finish".',
  },
  {
    category: 'age',
    severity: 'avoid',
    phrases: [
      '(?:perfect|ideal|great) for (?:retirees|seniors|the elderly|students|young professionals|older (?:people|couples))',
      'no (?:seniors|retirees|students)',
      'young professionals',
      'mature (?:adults|persons?|individuals)',
      'ideal para (?:jubilados|estudiantes|jóvenes profesionales)',
      'idéal pour (?:les )?(?:retraités|étudiants|jeunes actifs)',
      'ideal für (?:rentner|senioren|studenten|junge berufstätige)',
    ],
    explanation:
      'Naming the age of the expected buyer discourages others; many states and cities protect age, and the federal law protects families with children (legally designated senior housing is the exception).',
    suggestion: 'Describe features instead: "single-level living, close to public transport".',
  },
  {
    category: 'steering',
    severity: 'avoid',
    phrases: [
      'exclusive (?:neighbou?rhood|community|area|enclave|street|location)',
      'restricted (?:neighbou?rhood|community|area)',
      '(?:barrio|zona) exclusiv[ao]',
      'quartier (?:exclusif|huppé)',
      'exklusive[nr]? (?:wohngegend|nachbarschaft|gegend)',
    ],
    explanation:
      '"Exclusive" describes who is kept out; it can read as a signal that some people are not welcome.',
    suggestion:
      'Name concrete qualities instead: "a quiet street of detached homes, 10 minutes from the harbour".',
  },
  {
    category: 'steering',
    severity: 'avoid',
    phrases: [
      'integrated (?:neighbou?rhood|community|area|building)',
      'traditional (?:neighbou?rhood|community)',
    ],
    explanation:
      'Words about who makes up a community ("integrated", "traditional") steer buyers by race or other protected traits.',
    suggestion: 'Describe amenities instead: "a community with a shared pool and walking trails".',
  },
  {
    category: 'steering',
    severity: 'caution',
    phrases: [
      'safe (?:neighbou?rhood|area|community|street|part of town)',
      '(?:barrio|zona) segur[ao]',
      'quartier sûr',
      'sicher(?:e|en|er) (?:wohngegend|gegend|nachbarschaft)',
    ],
    explanation:
      '"Safe" is a judgement, not a fact about the property, and is often read as a remark about who lives nearby; HUD treats it as possible steering.',
    suggestion: 'State verifiable features instead: "gated entry, video intercom and well-lit paths".',
  },
  {
    category: 'steering',
    severity: 'caution',
    phrases: [
      '(?:good|great|excellent|top[- ]rated|best|highly[- ]rated) schools?',
      'buenos colegios',
      'buenas escuelas',
      'bonnes écoles',
      'guten? schulen',
    ],
    explanation:
      'Not unlawful by itself, but rating schools is a judgement that can steer buyers (school quality is often used as a proxy for demographics).',
    suggestion:
      'Name the school district or the nearby schools and let buyers judge: "in the Lincoln school district".',
  },
];

const PATTERNS = RULES.map(
  (rule) =>
    // Letters and digits on either side mean a longer word ("Churchill" is not "church"); `u` makes that hold for
    // accented letters too, where \b does not.
    new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${rule.phrases.map((p) => p.replaceAll(' ', '\\s+')).join('|')})(?![\\p{L}\\p{N}])`,
      'giu',
    ),
);

/** The fair-housing concerns in `texts` (each checked on its own), one per phrase, in the order they appear. */
export function checkFairHousing(
  texts: string[],
  where: TFairHousingWarning['where'],
): TFairHousingWarning[] {
  const warnings: TFairHousingWarning[] = [];
  const seen = new Set<string>();
  for (const text of texts) {
    const found: { at: number; warning: TFairHousingWarning }[] = [];
    RULES.forEach((rule, index) => {
      for (const match of text.matchAll(PATTERNS[index]!)) {
        const phrase = match[0].replace(/\s+/g, ' ');
        const key = `${index}:${phrase.toLowerCase()}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const { category, severity, explanation, suggestion } = rule;
        found.push({
          at: match.index,
          warning: { phrase, category, severity, explanation, suggestion, where },
        });
      }
    });
    warnings.push(...found.sort((a, b) => a.at - b.at).map((f) => f.warning));
  }
  return warnings;
}
