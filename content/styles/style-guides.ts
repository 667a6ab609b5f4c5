import type { IdeaRoomId } from '@/lib/inspiration/room-ideas';
import type { StyleId } from '@/lib/studio/catalog/styles';

/**
 * The long-form guide behind each style page and room-idea page (issue 6). English only: the pages say so on other
 * locales. Names, materials and furniture are written in sentence case ("warm oak", "Atlantic blue") because room
 * ideas quote them mid-sentence; the pages capitalise the first letter where they stand alone.
 */
export type StyleGuide = {
  /** What defines the style and where it comes from (2–3 sentences). */
  defines: string;
  /** Characteristic materials; the first two are the ones room ideas build on. */
  materials: readonly [string, string, ...string[]];
  furniture: readonly [string, ...string[]];
  dos: readonly [string, string, string, string];
  donts: readonly [string, string, string, string];
  /** A name for each colour of the catalogue palette (lib/studio/catalog/styles.ts), light to dark. */
  paletteNames: readonly [string, string, string, string, string];
  /** Related styles, most similar first. */
  pairsWith: readonly StyleId[];
  /** One signature idea for each room with an idea page. */
  rooms: Readonly<Record<IdeaRoomId, string>>;
};

export const STYLE_GUIDES: Readonly<Record<StyleId, StyleGuide>> = {
  modern: {
    defines:
      'Modern design grew out of early 20th-century modernism (the Bauhaus, Le Corbusier, Mies van der Rohe), which stripped away ornament in favour of function. A modern room is defined by clean horizontal and vertical lines, open plans, uncluttered surfaces and a neutral base, with colour used sparingly as a deliberate accent.',
    materials: [
      'polished concrete',
      'glass',
      'chrome and stainless steel',
      'matt lacquered wood',
      'leather',
      'smooth plaster',
      'large-format porcelain tile',
    ],
    furniture: [
      'low track-arm sofa on slim legs',
      'glass or stone coffee table',
      'cantilevered tubular-steel chairs',
      'flat-front, handleless storage',
      'platform bed with a simple headboard',
      'arc floor lamp',
    ],
    dos: [
      'Keep surfaces clear and let empty space do the work.',
      'Choose furniture with visible legs so the floor reads as one plane.',
      'Pick one or two saturated accent colours and repeat them.',
      'Use large windows with bare or sheer treatments to maximise daylight.',
    ],
    donts: [
      'Don’t add ornate mouldings, carvings or fussy trims.',
      'Don’t mix many wood tones; one or two is enough.',
      'Don’t cover every wall with art: one large piece beats a cluster.',
      'Don’t rely on a single ceiling light; modern rooms need layered, concealed lighting.',
    ],
    paletteNames: ['gallery white', 'pale grey', 'concrete grey', 'charcoal slate', 'graphite black'],
    pairsWith: ['minimalist', 'contemporary', 'midcentury_modern'],
    rooms: {
      living_room:
        'A low track-arm sofa facing a wall-hung media unit, with one large abstract canvas as the only art.',
      kitchen:
        'Handleless matt cabinets running floor to ceiling, a slim quartz worktop and an island kept completely clear.',
      bedroom:
        'A platform bed with floating nightstands, so the floor stays uninterrupted from wall to wall.',
      dining_room:
        'A rectangular glass or stone table with cantilevered chairs under a single linear pendant.',
      bathroom:
        'A wall-hung vanity, a frameless walk-in shower and large-format tiles with minimal grout lines.',
      home_office: 'A slim white desk, a black steel task lamp and closed storage that hides every cable.',
    },
  },
  contemporary: {
    defines:
      'Contemporary design is the style of the present moment, so it keeps evolving. Today it borrows modernism’s clean lines but softens them with curves, tactile textures and warm neutrals, and it is often anchored by one sculptural light or piece of furniture.',
    materials: [
      'warm oak or walnut veneer',
      'travertine and honed stone',
      'bouclé and textured wool',
      'brushed brass or bronze',
      'limewash or microcement walls',
      'ribbed or fluted glass',
    ],
    furniture: [
      'curved modular sofa',
      'round or pill-shaped coffee table',
      'sculptural accent chair',
      'statement pendant or globe light',
      'fluted sideboard',
      'bed with a rounded upholstered headboard',
    ],
    dos: [
      'Soften straight architecture with curved furniture and rounded edges.',
      'Layer tone-on-tone textures (bouclé, linen, stone) instead of many colours.',
      'Make one light fitting the sculpture of the room.',
      'Keep accessories few and generously sized.',
    ],
    donts: [
      'Don’t copy a passing trend wholesale; mix in timeless basics.',
      'Don’t let a neutral room go flat: vary texture and sheen.',
      'Don’t crowd the room; contemporary design needs breathing space.',
      'Don’t use cold blue-white bulbs; choose warm 2700–3000 K light.',
    ],
    paletteNames: ['warm white', 'oatmeal', 'mushroom taupe', 'warm graphite', 'soft black'],
    pairsWith: ['modern', 'japandi', 'minimalist'],
    rooms: {
      living_room:
        'A curved bouclé sofa around a round travertine coffee table, lit by an oversized glass or paper globe.',
      kitchen:
        'Warm wood fronts with a honed stone worktop, a fluted-glass wall cabinet and rounded bar stools.',
      bedroom:
        'A bed with a rounded upholstered headboard, tone-on-tone linen bedding and sculptural wall lights.',
      dining_room: 'A pill-shaped table with curved upholstered chairs under a statement pendant.',
      bathroom: 'Microcement walls, an arched mirror and a stone basin on a fluted wooden vanity.',
      home_office: 'A desk with rounded corners, a sculptural task lamp and an upholstered swivel chair.',
    },
  },
  industrial: {
    defines:
      'Industrial style takes its cue from converted warehouses and factory lofts, first in New York’s SoHo in the 1960s and 1970s, where artists lived among the building’s bare structure. It celebrates raw architecture (brick, ductwork, steel beams, concrete) and softens it with worn leather, reclaimed wood and vintage factory lighting.',
    materials: [
      'exposed brick',
      'raw concrete',
      'blackened steel',
      'reclaimed timber',
      'distressed leather',
      'wired glass and metal mesh',
      'aged copper',
    ],
    furniture: [
      'cognac leather club sofa',
      'reclaimed-wood coffee table on steel legs',
      'metal factory stools',
      'open steel-and-wood shelving',
      'caged or Edison-bulb pendants',
      'vintage metal locker or filing cabinet',
    ],
    dos: [
      'Leave the structure visible: beams, pipes and ducts are features.',
      'Balance hard surfaces with leather, wool rugs and wood.',
      'Divide space with black-framed steel and glass partitions.',
      'Light with exposed filament bulbs and metal pendants.',
    ],
    donts: [
      'Don’t use fake brick wallpaper; real brick slips or painted brick look better.',
      'Don’t make it all grey: without warm wood and leather it feels cold.',
      'Don’t choose glossy, delicate furniture that looks out of place next to steel.',
      'Don’t box in every pipe and cable.',
    ],
    paletteNames: ['pale plaster', 'concrete', 'cognac leather', 'gunmetal', 'blackened steel'],
    pairsWith: ['modern', 'rustic', 'midcentury_modern'],
    rooms: {
      living_room:
        'A worn cognac leather sofa against exposed brick, with a reclaimed-timber coffee table on black steel legs.',
      kitchen:
        'Concrete worktops, open steel shelving instead of wall cabinets and a row of caged pendants over the island.',
      bedroom:
        'A black metal bed frame against a brick or concrete wall, softened by wool blankets and a vintage rug.',
      dining_room:
        'A long reclaimed-wood table with metal factory chairs under a cluster of Edison-bulb pendants.',
      bathroom:
        'A black steel-framed shower screen, white metro tiles with dark grout and exposed copper pipework.',
      home_office:
        'A steel-and-wood desk, a vintage metal filing cabinet and an adjustable factory task lamp.',
    },
  },
  bohemian: {
    defines:
      'Bohemian, or boho, style traces back to the free-spirited artists of 19th-century Paris and later to the travellers of the 1960s and 1970s. It looks collected rather than designed: layered global textiles, plants, vintage finds and handmade pieces in warm earthy colours, arranged for comfort and personality rather than symmetry.',
    materials: [
      'rattan and cane',
      'terracotta',
      'macramé and woven jute',
      'kilim and Berber wool rugs',
      'block-printed cotton',
      'carved and reclaimed wood',
      'velvet',
    ],
    furniture: [
      'low sofa heaped with cushions',
      'rattan peacock chair or hanging egg chair',
      'floor cushions and leather poufs',
      'carved wooden side tables',
      'vintage trunk or sideboard',
      'daybed draped with throws',
    ],
    dos: [
      'Layer rugs of different patterns and sizes.',
      'Bring in plenty of trailing and tall plants.',
      'Mix patterns that share a warm colour family.',
      'Display travel finds, books and handmade objects.',
    ],
    donts: [
      'Don’t buy everything from one shop at once; boho should look collected over time.',
      'Don’t use cold chrome or high-gloss finishes.',
      'Don’t block walkways: layered does not mean cluttered.',
      'Don’t light it from one harsh ceiling fitting; use lanterns and warm lamps.',
    ],
    paletteNames: ['natural cotton', 'camel', 'terracotta', 'olive', 'henna brown'],
    pairsWith: ['eclectic', 'maximalist', 'biophilic'],
    rooms: {
      living_room:
        'A low sofa piled with kilim cushions, a rattan chair, layered rugs and a corner of trailing plants.',
      kitchen: 'Open shelves of handmade ceramics, patterned encaustic tiles and woven pendant shades.',
      bedroom: 'A macramé hanging above the bed, a block-printed quilt and a sheer canopy.',
      dining_room:
        'A worn wooden table with mismatched chairs under a large rattan pendant, with candles on a runner.',
      bathroom:
        'Terracotta or zellige tiles, a jute bath mat, woven baskets and ferns that love the humidity.',
      home_office:
        'A vintage desk with a rattan chair, woven baskets for storage and plants along the window.',
    },
  },
  scandinavian: {
    defines:
      'Scandinavian design emerged in Denmark, Sweden, Norway and Finland in the first half of the 20th century, shaped by long dark winters and the belief that well-made, useful design should be for everyone. It is light, simple and warm: white walls, pale woods, natural textiles and functional furniture arranged to make the most of daylight and to feel cosy (hygge).',
    materials: [
      'pale oak, ash and birch',
      'ceramic and stoneware',
      'wool and sheepskin',
      'linen and cotton',
      'white-painted floorboards',
      'paper and opal-glass lampshades',
    ],
    furniture: [
      'bentwood or spindle-back chairs',
      'light-wood sofa with loose wool cushions',
      'simple wall-mounted shelving',
      'tripod floor lamp',
      'wooden daybed or bench',
      'trestle table or desk',
    ],
    dos: [
      'Maximise daylight with white walls and light curtains.',
      'Add warmth with wool throws, sheepskins and candles.',
      'Choose pale woods with a visible grain.',
      'Make every piece useful, and keep storage simple.',
    ],
    donts: [
      'Don’t let it turn stark: all white without texture feels clinical.',
      'Don’t pile up decorations; a few meaningful objects are enough.',
      'Don’t hang heavy, dark drapes that block daylight.',
      'Don’t mix in ornate or gilded furniture.',
    ],
    paletteNames: ['snow white', 'linen', 'birch', 'sage grey', 'slate'],
    pairsWith: ['japandi', 'minimalist', 'midcentury_modern'],
    rooms: {
      living_room:
        'A light-wood sofa with wool cushions, a sheepskin over a spindle chair and a paper pendant above a round oak table.',
      kitchen: 'White slab fronts with an oak worktop, open shelves of stoneware and spindle-back stools.',
      bedroom:
        'An oak bed with white and grey linen, a wool throw and a wall-mounted reading light on each side.',
      dining_room:
        'A pale oak table with bentwood chairs and a cluster of candles under an opal-glass pendant.',
      bathroom: 'White tiles, an oak vanity, waffle towels and a potted plant on the windowsill.',
      home_office:
        'A trestle desk by the window, a wool seat pad and a wall shelf with files in linen boxes.',
    },
  },
  midcentury_modern: {
    defines:
      'Mid-century modern covers design from roughly 1945 to 1969, led by designers such as Charles and Ray Eames, Eero Saarinen, George Nelson and Arne Jacobsen. New materials like moulded plywood and fibreglass made organic, sculptural shapes possible; rooms pair warm teak and walnut with tapered legs, clean lines and confident accents of mustard, teal and orange.',
    materials: [
      'walnut and teak',
      'terrazzo',
      'moulded plywood',
      'fibreglass and early plastics',
      'brass',
      'tweed and wool upholstery',
      'floor-to-ceiling glass',
    ],
    furniture: [
      'walnut-and-leather lounge chair with ottoman',
      'low credenza on tapered legs',
      'tulip pedestal table',
      'moulded shell chairs',
      'sputnik or bubble pendant',
      'button-tufted sofa with bolster cushions',
    ],
    dos: [
      'Lift furniture off the floor on tapered or hairpin legs.',
      'Use walnut or teak as the main wood and repeat it.',
      'Add one or two period accent colours such as mustard or teal.',
      'Keep the layout low and horizontal, echoing the architecture of the era.',
    ],
    donts: [
      'Don’t turn it into a museum; mix in a few current pieces.',
      'Don’t use too many bright accent colours at once.',
      'Don’t add heavy skirted upholstery.',
      'Don’t use ornate traditional patterns; choose geometric or atomic motifs.',
    ],
    paletteNames: ['cream', 'mustard', 'teal', 'teak', 'dark walnut'],
    pairsWith: ['modern', 'scandinavian', 'vintage'],
    rooms: {
      living_room:
        'A walnut lounge chair beside a low tufted sofa, a long credenza on tapered legs and a sputnik pendant.',
      kitchen: 'Flat walnut fronts, a terrazzo worktop, one mustard or teal accent and moulded shell stools.',
      bedroom: 'A low walnut bed on angled legs, matching nightstands and a mustard throw.',
      dining_room: 'A tulip pedestal table with moulded shell chairs under a bubble pendant.',
      bathroom: 'A terrazzo floor, a wall-hung walnut vanity and a round mirror with a globe wall light.',
      home_office: 'A walnut desk on hairpin legs, a swivel shell chair and a modular wall shelving system.',
    },
  },
  minimalist: {
    defines:
      'Minimalism draws on the modernist motto “less is more” and on Japanese Zen aesthetics, and became a distinct interior style in the 1980s and 1990s through architects such as John Pawson. A minimalist room holds only what it needs: uninterrupted surfaces, concealed storage, a very limited palette of colours and materials, and carefully controlled light.',
    materials: ['smooth white plaster', 'pale stone', 'light oak', 'matt lacquer', 'frosted glass', 'linen'],
    furniture: [
      'low, unadorned sofa',
      'handleless full-height built-in storage',
      'simple platform bed',
      'plinth coffee table',
      'a single sculptural chair',
      'slim floating shelf',
    ],
    dos: [
      'Build storage into the walls so nothing is left out.',
      'Limit the room to two or three materials.',
      'Choose fewer, better-made pieces.',
      'Let light and shadow be the decoration.',
    ],
    donts: [
      'Don’t leave cables, remotes or everyday clutter on surfaces.',
      'Don’t fill space for its own sake; empty floor is a feature.',
      'Don’t mix many patterns or colours.',
      'Don’t sacrifice comfort: soft textiles still matter.',
    ],
    paletteNames: ['pure white', 'chalk', 'light stone', 'pebble grey', 'graphite'],
    pairsWith: ['modern', 'japandi', 'scandinavian'],
    rooms: {
      living_room:
        'One low sofa, a plinth coffee table and a wall of flush storage that hides the TV and everything else.',
      kitchen:
        'Full-height handleless cabinets with integrated appliances and a single stone worktop with nothing left on it.',
      bedroom:
        'A low platform bed, wardrobes built flush with the wall and nothing on the nightstand but a lamp.',
      dining_room: 'A plain oak table with simple chairs under one linear pendant, and bare walls.',
      bathroom:
        'Seamless stone or microcement surfaces, a recessed niche instead of shelves and concealed fittings.',
      home_office: 'A wall-mounted desk with one drawer, a closed cabinet for paper and a single task light.',
    },
  },
  japandi: {
    defines:
      'Japandi blends Japanese restraint and the wabi-sabi acceptance of imperfection with Scandinavian function and cosiness. The name dates from the late 2010s, but the two traditions have influenced each other for over a century. Expect low, well-crafted furniture, natural materials with visible grain, muted earthy tones and plenty of calm, empty space.',
    materials: [
      'oak and ash',
      'dark-stained timber',
      'linen and cotton',
      'handmade stoneware and clay',
      'paper screens and lanterns',
      'bamboo and rattan',
      'limewash and tadelakt plaster',
    ],
    furniture: [
      'low platform bed',
      'low-slung sofa with linen cushions',
      'slatted wooden bench',
      'paper lantern pendant',
      'low dining table with woven-seat chairs',
      'open wooden shelving with a few ceramics',
    ],
    dos: [
      'Choose low furniture to keep the room calm and grounded.',
      'Contrast light and dark woods deliberately.',
      'Celebrate handmade imperfection in ceramics and textiles.',
      'Leave empty space around each piece.',
    ],
    donts: [
      'Don’t use glossy, synthetic or chrome finishes.',
      'Don’t bring in bright, saturated colours.',
      'Don’t fill the shelves; show a few objects and hide the rest.',
      'Don’t confuse it with bare minimalism; keep warmth in the textures.',
    ],
    paletteNames: ['rice paper', 'natural linen', 'raw oak', 'clay', 'sumi ink'],
    pairsWith: ['scandinavian', 'minimalist', 'contemporary'],
    rooms: {
      living_room:
        'A low linen sofa, a slatted oak bench as a coffee table and a paper lantern above a single branch in a clay vase.',
      kitchen:
        'Oak fronts with a dark-stained island, handmade ceramic tiles and stoneware on one open shelf.',
      bedroom: 'A low oak platform bed with rumpled linen, a paper lantern and a shoji-style screen.',
      dining_room: 'An oak table with woven-seat chairs and a paper pendant, with a branch in a clay vase.',
      bathroom: 'A wooden bath stool, a stone basin, tadelakt walls and a slatted teak mat.',
      home_office: 'A solid oak desk, a woven-seat chair and a low cabinet with a few ceramics on top.',
    },
  },
  farmhouse: {
    defines:
      'Farmhouse style comes from rural American homes, where practical, hard-wearing pieces were made to last and handed down; the “modern farmhouse” look was popularised by home-renovation television in the 2010s. It combines shiplap or beadboard walls, reclaimed wood, apron-front sinks and vintage metal with a soft, light palette and cosy textiles.',
    materials: [
      'shiplap and beadboard',
      'reclaimed pine and oak',
      'galvanised metal',
      'wrought iron',
      'cotton ticking and buffalo check',
      'subway tile',
      'fieldstone',
    ],
    furniture: [
      'trestle dining table',
      'slipcovered sofa',
      'Windsor or cross-back chairs',
      'apron-front sink',
      'open plate rack or hutch',
      'sliding barn door',
    ],
    dos: [
      'Use one weathered wood as the warm anchor of the room.',
      'Keep walls light so wood and iron stand out.',
      'Choose practical, washable fabrics.',
      'Mix in genuine vintage or hand-me-down pieces.',
    ],
    donts: [
      'Don’t overdo slogan signs and faux-rustic decorations.',
      'Don’t paint every surface white; keep some natural wood.',
      'Don’t combine too many checks and florals in one room.',
      'Don’t choose fragile, glossy furniture.',
    ],
    paletteNames: ['milk white', 'oatmeal', 'weathered oak', 'sage', 'wrought iron'],
    pairsWith: ['rustic', 'french_country', 'vintage'],
    rooms: {
      living_room:
        'A slipcovered sofa, a reclaimed-wood coffee table and shiplap walls around a brick or stone fireplace.',
      kitchen: 'An apron-front sink, sage-painted shaker cabinets, open shelves and a butcher-block island.',
      bedroom: 'An iron or wooden bed with a cotton quilt, a shiplap headboard wall and a vintage dresser.',
      dining_room: 'A trestle table with cross-back chairs under a wrought-iron chandelier.',
      bathroom: 'A clawfoot tub, beadboard wainscoting and a reclaimed-wood vanity with a vessel sink.',
      home_office: 'A reclaimed-wood desk behind a sliding barn door, with galvanised metal storage bins.',
    },
  },
  eclectic: {
    defines:
      'Eclectic design mixes periods, styles and cultures in one room: an antique beside a modern lamp, a global rug under a mid-century chair. It grew from the 19th-century habit of collecting from many eras, and it works thanks to one rule: a unifying thread of colour, shape or material that makes the mix look intentional rather than random.',
    materials: [
      'patterned tiles',
      'antique and painted wood',
      'velvet and linen',
      'brass and lacquer',
      'vintage rugs',
      'framed art and prints',
    ],
    furniture: [
      'vintage sofa reupholstered in a bold colour',
      'mismatched dining chairs',
      'antique chest or sideboard',
      'modern statement lamp',
      'gallery wall of mixed frames',
      'global textiles and poufs',
    ],
    dos: [
      'Pick two or three colours and repeat them across pieces from different eras.',
      'Combine an antique, a modern and a handmade piece in each grouping.',
      'Balance bold walls with a calm floor, or the other way round.',
      'Hang art as a gallery wall with consistent spacing between frames.',
    ],
    donts: [
      'Don’t mix without a common thread of colour, shape or material.',
      'Don’t give every piece equal weight; choose one focal point.',
      'Don’t ignore scale: groupings need large, medium and small pieces.',
      'Don’t fill every surface; leave calm areas for the eye to rest.',
    ],
    paletteNames: ['parchment', 'saffron', 'peacock teal', 'brick red', 'aubergine ink'],
    pairsWith: ['bohemian', 'maximalist', 'vintage'],
    rooms: {
      living_room:
        'A teal velvet sofa under a mixed gallery wall, an antique chest as a coffee table and a modern arc lamp.',
      kitchen:
        'Cabinets painted in a deep colour, a patterned tile splashback and a vintage rug by the sink.',
      bedroom:
        'An antique headboard with modern bedside lamps, layered patterned bedding and mismatched nightstands.',
      dining_room:
        'A classic wooden table with mismatched chairs painted in the palette and a modern chandelier.',
      bathroom: 'Patterned floor tiles, a vintage mirror and a vanity painted saffron or teal.',
      home_office: 'An antique desk with a modern chair, framed prints and books arranged by colour.',
    },
  },
  vintage: {
    defines:
      'Vintage style furnishes a room with pieces that are decades old, typically from the 1920s to the 1970s, chosen for their character and craftsmanship. It differs from antique (over 100 years old) and from retro (new pieces imitating the past): patina, soft faded colours, florals and well-worn wood tell a story.',
    materials: [
      'antique brass',
      'aged and patinated wood',
      'faded floral and chintz fabrics',
      'crochet and lace',
      'enamelware and milk glass',
      'cast iron',
      'velvet',
    ],
    furniture: [
      'wingback or club chair',
      'curved-leg dresser or sideboard',
      'iron or carved wooden bedstead',
      'glass-fronted display cabinet',
      'pleated or fringed table lamps',
      'gilt-framed mirror',
    ],
    dos: [
      'Keep genuine patina; don’t over-restore.',
      'Mix pieces from two or three decades at most.',
      'Use faded florals and soft, warm lighting.',
      'Show collections together in a glass cabinet or on one shelf.',
    ],
    donts: [
      'Don’t buy reproductions with imitated wear.',
      'Don’t let it become a shrine: add comfortable modern upholstery.',
      'Don’t crowd every surface with trinkets.',
      'Don’t use harsh cool-white bulbs.',
    ],
    paletteNames: ['old lace', 'dusty peach', 'tobacco', 'cocoa', 'dark walnut'],
    pairsWith: ['eclectic', 'french_country', 'midcentury_modern'],
    rooms: {
      living_room:
        'A velvet wingback chair, a curved-leg sideboard with fringed lamps and a faded floral rug.',
      kitchen: 'A freestanding dresser of enamelware, a ceramic sink and open shelves of milk glass.',
      bedroom: 'An iron bedstead with a crochet throw, a gilt mirror and a dressing table with curved legs.',
      dining_room: 'A drop-leaf table, a glass-fronted cabinet of china and a brass chandelier.',
      bathroom: 'A clawfoot tub, hexagonal floor tiles and an antique mirror over a pedestal basin.',
      home_office: 'A bureau desk, a leather club chair and a green-shaded banker’s lamp.',
    },
  },
  coastal: {
    defines:
      'Coastal style evokes beach houses from New England to the Mediterranean: airy rooms that feel like a sunny day by the sea. It relies on light-reflecting whites and sand tones with sea-glass blues, weathered wood, linen slipcovers and woven textures, and keeps nautical references subtle.',
    materials: [
      'whitewashed wood',
      'rattan, seagrass and jute',
      'linen and cotton slipcovers',
      'driftwood',
      'sea glass and recycled glass',
      'tongue-and-groove panelling',
      'rope',
    ],
    furniture: [
      'white slipcovered sofa',
      'rattan or wicker armchairs',
      'whitewashed coffee table',
      'woven pendant lights',
      'seagrass rug',
      'louvred cabinets or shutters',
    ],
    dos: [
      'Keep windows bare or sheer for maximum light.',
      'Use blue in graduated shades, from sea glass to navy.',
      'Choose easy-care, washable fabrics.',
      'Add texture with jute, rattan and rope.',
    ],
    donts: [
      'Don’t overdo anchors, shells and beach signs.',
      'Don’t use heavy dark woods or thick drapes.',
      'Don’t make everything blue; let white and sand lead.',
      'Don’t crowd the room; coastal should feel breezy.',
    ],
    paletteNames: ['seashell white', 'sand', 'sea glass', 'Atlantic blue', 'deep navy'],
    pairsWith: ['scandinavian', 'farmhouse', 'biophilic'],
    rooms: {
      living_room:
        'A white slipcovered sofa, rattan armchairs, a seagrass rug and a whitewashed coffee table.',
      kitchen:
        'White tongue-and-groove cabinets, a sea-glass tile splashback and woven pendants over the island.',
      bedroom: 'Crisp white linen with a navy stripe, a rattan headboard and sheer curtains.',
      dining_room: 'A bleached-wood table with wicker chairs under a large woven pendant.',
      bathroom: 'Panelling painted sea-glass blue, a driftwood-framed mirror and a teak bath mat.',
      home_office: 'A whitewashed desk facing the window, a rattan chair and storage in seagrass baskets.',
    },
  },
  art_deco: {
    defines:
      'Art deco takes its name from the 1925 Paris Exposition internationale des arts décoratifs and flourished through the 1920s and 1930s, from Paris salons to New York skyscrapers and ocean liners. It is glamorous and geometric: sunbursts, chevrons, fans and stepped forms in lacquer, brass, velvet, mirror and exotic veneers, with rich jewel tones.',
    materials: [
      'polished brass',
      'black lacquer',
      'velvet',
      'marble',
      'mirror and smoked glass',
      'burl and macassar ebony veneers',
      'geometric tiles',
    ],
    furniture: [
      'curved channel-tufted velvet sofa',
      'shell-back armchair',
      'mirrored or lacquered cocktail cabinet',
      'round brass-edged side table',
      'tiered or fan-shaped chandelier',
      'sunburst mirror',
    ],
    dos: [
      'Repeat geometric motifs: chevrons, fans and stepped shapes.',
      'Use one metallic finish throughout.',
      'Pair one jewel tone with black, cream and brass.',
      'Choose sculptural, curved upholstery with channel tufting.',
    ],
    donts: [
      'Don’t mix too many metals; pick brass or gold and stick to it.',
      'Don’t let it turn into a costume; ground it with calm walls.',
      'Don’t add rustic or distressed pieces.',
      'Don’t forget symmetry in the main arrangement.',
    ],
    paletteNames: ['champagne', 'brass', 'emerald', 'burgundy', 'lacquer black'],
    pairsWith: ['neoclassic', 'maximalist', 'eclectic'],
    rooms: {
      living_room:
        'A curved emerald velvet sofa, a sunburst mirror, brass side tables and a lacquered cocktail cabinet.',
      kitchen:
        'Black lacquer or deep green cabinets with brass hardware, a marble splashback and fan-pattern tiles.',
      bedroom: 'A channel-tufted velvet headboard, mirrored nightstands and a geometric brass ceiling light.',
      dining_room:
        'A round lacquered table with shell-back chairs under a tiered chandelier, and a brass bar cart.',
      bathroom:
        'Black-and-white geometric floor tiles, a marble vanity and a round mirror between brass wall lights.',
      home_office: 'A burl-wood desk with brass trim, a velvet chair and a stepped brass desk lamp.',
    },
  },
  italian: {
    defines:
      'Italian interiors join two traditions: the Mediterranean warmth of villas and farmhouses (terracotta, plaster, stone) and the sculptural elegance of Milanese design, from Gio Ponti to today’s furniture houses. The result is refined but relaxed: marble and travertine, warm earthy colours, fine leather and upholstery, and lighting that doubles as sculpture.',
    materials: [
      'marble and travertine',
      'terracotta tile',
      'Venetian plaster',
      'walnut',
      'fine leather',
      'brass and bronze',
      'linen',
    ],
    furniture: [
      'low modular sofa in leather or linen',
      'marble or travertine coffee table',
      'sculptural floor lamp',
      'walnut sideboard',
      'upholstered dining chairs',
      'arched mirror',
    ],
    dos: [
      'Invest in one exceptional material, such as a marble table or a travertine floor.',
      'Use warm, sun-baked colours on plaster walls.',
      'Treat lighting as sculpture, as Milanese designers do.',
      'Mix one rustic or antique piece with sleek modern design.',
    ],
    donts: [
      'Don’t use cheap imitation marble; honest terracotta looks better.',
      'Don’t over-clutter; Italian style is generous but edited.',
      'Don’t use cold, bluish whites.',
      'Don’t forget a place to gather: a generous table is central.',
    ],
    paletteNames: ['travertine cream', 'sandstone', 'terracotta', 'olive wood', 'espresso'],
    pairsWith: ['neoclassic', 'contemporary', 'french_country'],
    rooms: {
      living_room:
        'A low leather sofa, a travertine coffee table and a sculptural arc lamp against warm Venetian-plaster walls.',
      kitchen: 'A marble-topped island, terracotta floor tiles, walnut cabinets and brass taps.',
      bedroom: 'An upholstered bed against a plaster wall, walnut nightstands and sculptural bedside lamps.',
      dining_room: 'A long marble or walnut table with upholstered chairs and a statement pendant above.',
      bathroom: 'Travertine walls, a stone basin on a walnut vanity and brushed brass fittings.',
      home_office:
        'A walnut desk with a leather top, a sculptural desk lamp and an olive tree in a terracotta pot.',
    },
  },
  french_country: {
    defines:
      'French country style comes from the farmhouses and manor houses of Provence and rural France, where rustic materials meet a touch of the elegance of French furniture traditions. It pairs painted and distressed wood, curved Louis-style chairs and toile or ticking fabrics with a soft palette of cream and faded blue, plus stone, terracotta and wrought iron.',
    materials: [
      'painted and distressed wood',
      'limestone and terracotta',
      'toile de Jouy and ticking',
      'linen',
      'wrought iron',
      'copper and aged brass',
      'rush and cane seats',
    ],
    furniture: [
      'Louis-style bergère armchair',
      'painted armoire',
      'farmhouse table with rush-seated chairs',
      'iron or crystal chandelier',
      'carved or gilt mirror',
      'upholstered bench at the foot of the bed',
    ],
    dos: [
      'Mix rustic surfaces with a few refined, curved pieces.',
      'Use toile, gingham or ticking in one colour family.',
      'Display copper pans, pottery and fresh or dried lavender.',
      'Keep wood finishes soft: chalky paint and gentle distressing.',
    ],
    donts: [
      'Don’t choose high-gloss or ultra-modern finishes.',
      'Don’t use every motif at once: roosters, toile and florals together overwhelm.',
      'Don’t bring in saturated, bold colours.',
      'Don’t make it too perfect; a little wear is part of the look.',
    ],
    paletteNames: ['cream', 'buttermilk', 'faded French blue', 'weathered oak', 'wrought iron'],
    pairsWith: ['farmhouse', 'vintage', 'italian'],
    rooms: {
      living_room:
        'A linen sofa with a pair of painted bergères, toile cushions and a carved mirror over a stone mantel.',
      kitchen:
        'Painted cabinets in faded blue, a range cooker, copper pans and a limestone or terracotta floor.',
      bedroom: 'A painted armoire, a toile upholstered headboard and a bench at the foot of the bed.',
      dining_room: 'A scrubbed farmhouse table with rush-seated chairs under a wrought-iron chandelier.',
      bathroom: 'A freestanding tub, a painted vanity with aged brass taps and a gilt mirror.',
      home_office: 'A writing desk with curved legs, a cane-back chair and linen-covered files.',
    },
  },
  rustic: {
    defines:
      'Rustic design draws on mountain cabins, barns and country homes built from whatever the land provided. It favours rough, unfinished natural materials (hand-hewn beams, reclaimed planks, stone and iron) in warm earthy colours, and lets knots, grain and imperfections show.',
    materials: [
      'rough-sawn and reclaimed timber',
      'natural stone',
      'hand-forged iron',
      'leather and hide',
      'wool and heavy cotton',
      'clay and stoneware',
      'jute',
    ],
    furniture: [
      'solid plank or live-edge table',
      'leather sofa',
      'solid timber bed frame',
      'stone hearth with a timber mantel',
      'iron chandelier or lantern',
      'wooden blanket chest',
    ],
    dos: [
      'Keep wood natural: oiled or waxed, not lacquered.',
      'Make a fireplace or a stone wall the focal point.',
      'Layer wool, hide and leather for warmth.',
      'Choose sturdy furniture with visible joinery.',
    ],
    donts: [
      'Don’t use glossy, synthetic or high-tech finishes.',
      'Don’t make every surface dark; balance with light plaster or linen.',
      'Don’t hide the beams or the stonework.',
      'Don’t pick thin, flimsy furniture.',
    ],
    paletteNames: ['unbleached linen', 'straw', 'chestnut', 'barn wood', 'charred timber'],
    pairsWith: ['farmhouse', 'ski_chalet', 'industrial'],
    rooms: {
      living_room:
        'A leather sofa facing a stone hearth with a timber mantel, a live-edge coffee table and a hide rug.',
      kitchen:
        'Reclaimed-plank cabinets, a butcher-block or stone worktop and iron pendants over a solid wood table.',
      bedroom: 'A solid timber bed with wool blankets, a wooden blanket chest and an iron lantern.',
      dining_room: 'A thick plank table with benches, an iron chandelier and stoneware on open shelves.',
      bathroom: 'A stone vessel basin on a reclaimed-wood vanity, slate tiles and an iron towel rail.',
      home_office: 'A heavy plank desk, a leather chair and reclaimed-board shelves on iron brackets.',
    },
  },
  biophilic: {
    defines:
      'Biophilic design applies the biophilia hypothesis, popularised by the biologist E. O. Wilson in 1984: people have an innate need to connect with nature. Interiors bring the outdoors in through abundant plants and living walls, daylight and views, natural materials, water and organic forms, which studies associate with lower stress and better wellbeing.',
    materials: [
      'living plants and moss',
      'untreated wood',
      'natural stone and pebbles',
      'cork',
      'rattan and bamboo',
      'clay plaster',
      'linen and wool',
    ],
    furniture: [
      'plant shelves and hanging planters',
      'living green wall',
      'organic-shaped wooden furniture',
      'window seat facing a view',
      'stone or solid-wood coffee table',
      'natural-fibre rugs',
    ],
    dos: [
      'Place plants at several heights: on the floor, on shelves and hanging.',
      'Maximise daylight and views; turn seating towards the windows.',
      'Use organic, curved forms that echo nature.',
      'Choose plants that suit the room’s light and your care routine.',
    ],
    donts: [
      'Don’t rely on fake plants for the main greenery.',
      'Don’t block windows with heavy furniture or curtains.',
      'Don’t fill the room with synthetic materials and cold artificial light.',
      'Don’t forget drainage and light when planting indoors.',
    ],
    paletteNames: ['morning light', 'pale sage', 'fern', 'moss', 'deep forest'],
    pairsWith: ['japandi', 'scandinavian', 'bohemian'],
    rooms: {
      living_room:
        'A tall shelf wall of plants, a window seat facing the view and a coffee table in cork and solid wood.',
      kitchen: 'A windowsill herb garden, wood and stone surfaces and hanging planters above the island.',
      bedroom:
        'Easy-care plants such as a snake plant, linen bedding and blinds that let in soft morning light.',
      dining_room: 'An organic-edged wooden table under a cluster of hanging planters, facing the garden.',
      bathroom: 'Ferns that thrive in the humidity, a pebble floor and a large window or skylight.',
      home_office:
        'A desk at right angles to the window, a trailing pothos on the shelf and a natural-fibre rug.',
    },
  },
  neoclassic: {
    defines:
      'Neoclassicism arose in the mid-18th century, inspired by the excavations of Pompeii and Herculaneum and the architecture of ancient Greece and Rome; Robert Adam in Britain and the Louis XVI style in France are classic examples. Today’s neoclassic interiors keep the symmetry, columns, cornices, panelled walls and refined furniture, in a light palette of ivory, stone and soft grey with restrained gilding.',
    materials: [
      'plaster mouldings and cornices',
      'marble',
      'limestone',
      'gilded and painted wood',
      'silk and damask',
      'crystal',
      'parquet flooring',
    ],
    furniture: [
      'pair of matching sofas or bergères',
      'console table under a framed mirror',
      'fluted column pedestals',
      'crystal chandelier',
      'upholstered bench',
      'bookcase with a classical pediment',
    ],
    dos: [
      'Arrange furniture symmetrically around a central axis.',
      'Add wall panelling and cornices for architectural depth.',
      'Use pairs: lamps, chairs, urns.',
      'Keep the palette light and let the mouldings create shadow.',
    ],
    donts: [
      'Don’t crowd classical lines with clutter.',
      'Don’t mix too many ornate patterns.',
      'Don’t add rustic or industrial pieces.',
      'Don’t overdo gold; keep gilding as an accent.',
    ],
    paletteNames: ['ivory', 'plaster', 'limestone', 'greige stone', 'dark bronze'],
    pairsWith: ['art_deco', 'italian', 'french_country'],
    rooms: {
      living_room:
        'Two matching sofas facing across a marble coffee table, centred on a fireplace with a framed mirror above.',
      kitchen: 'Panelled cabinetry with a cornice, a marble worktop and a pair of lanterns over the island.',
      bedroom: 'A panelled bed wall with matching nightstands and lamps, and a crystal chandelier.',
      dining_room:
        'An oval pedestal table with medallion-back chairs under a crystal chandelier, on parquet.',
      bathroom: 'Marble floor and walls, a panelled vanity and a pair of sconces flanking a framed mirror.',
      home_office: 'Pedimented bookcases, a leather-topped desk and a pair of classical urns.',
    },
  },
  ski_chalet: {
    defines:
      'Ski chalet style comes from the timber houses of the Alps in Switzerland, Austria and France, built to keep people warm through long snowy winters. It is defined by wood everywhere (beams, panelled walls, plank floors), a stone fireplace, and layers of wool, sheepskin and checked textiles in warm browns and cream.',
    materials: [
      'knotty pine and larch',
      'natural stone',
      'exposed timber beams',
      'boiled wool and felt',
      'sheepskin',
      'tartan and checked fabric',
      'hand-forged iron',
    ],
    furniture: [
      'deep sofa with wool throws',
      'stone fireplace or wood stove',
      'solid timber bed',
      'iron chandelier',
      'carved wooden benches',
      'boot bench with coat pegs',
    ],
    dos: [
      'Clad at least one wall or the ceiling in timber.',
      'Make the fire the heart of the room.',
      'Layer throws, sheepskins and cushions generously.',
      'Use warm, low light: lanterns, candles and dimmers.',
    ],
    donts: [
      'Don’t overdo antlers and hunting trophies.',
      'Don’t make cold metal and glass the main materials.',
      'Don’t forget storage for boots, coats and skis.',
      'Don’t make it too dark; balance the timber with cream textiles.',
    ],
    paletteNames: ['wool white', 'honey pine', 'larch', 'smoked timber', 'dark chocolate'],
    pairsWith: ['rustic', 'scandinavian', 'farmhouse'],
    rooms: {
      living_room:
        'A deep sofa heaped with wool throws and sheepskins, gathered around a stone fireplace under timber beams.',
      kitchen: 'Knotty-wood cabinets, a stone splashback, a sturdy table and iron pendant lanterns.',
      bedroom: 'A solid timber bed under a beamed ceiling, with checked wool blankets and a sheepskin throw.',
      dining_room: 'A long timber table with carved benches, checked seat cushions and an iron chandelier.',
      bathroom: 'Timber-clad walls, a stone basin, a heated towel rail and a thick wool bath mat.',
      home_office: 'A pine desk facing a window, a wool-upholstered chair and a lantern-style desk lamp.',
    },
  },
  maximalist: {
    defines:
      'Maximalism is the deliberate opposite of minimalism: more colour, more pattern and more objects, curated with confidence. It has roots in Victorian collecting and in the bold decorating of Dorothy Draper, and returned in the 2020s as a reaction to all-white rooms. It works because colours and motifs repeat across the room, so the abundance feels composed.',
    materials: [
      'patterned wallpaper',
      'lacquer and high-gloss paint',
      'velvet and silk',
      'brass and gilt',
      'patterned rugs',
      'collections of ceramics and glass',
    ],
    furniture: [
      'jewel-toned velvet sofa',
      'patterned or fringed armchairs',
      'floor-to-ceiling gallery wall',
      'statement chandelier',
      'full bookshelves or a cabinet of curiosities',
      'patterned ottoman',
    ],
    dos: [
      'Repeat each colour at least three times around the room.',
      'Layer patterns at different scales: large, medium and small.',
      'Colour-drench: paint walls, trim and ceiling in one hue.',
      'Display collections in groups rather than scattering them.',
    ],
    donts: [
      'Don’t mistake clutter for maximalism; curate every piece.',
      'Don’t combine patterns with clashing undertones.',
      'Don’t forget one place for the eye to rest.',
      'Don’t skimp on lighting; saturated rooms need plenty of it.',
    ],
    paletteNames: ['peach blush', 'flamingo pink', 'jade', 'deep petrol', 'plum'],
    pairsWith: ['eclectic', 'bohemian', 'art_deco'],
    rooms: {
      living_room:
        'A plum velvet sofa in front of a floor-to-ceiling gallery wall, bold wallpaper and a patterned rug.',
      kitchen:
        'Jade cabinets, a patterned tile splashback, brass hardware and open shelves full of colourful ceramics.',
      bedroom:
        'Patterned wallpaper on the walls and ceiling, a velvet headboard and layered printed bedding.',
      dining_room: 'A room colour-drenched in deep petrol with a patterned rug and a statement chandelier.',
      bathroom: 'Bold wallpaper, a coloured bath or vanity and a gilt mirror.',
      home_office: 'Bookshelves painted coral inside, a patterned armchair and art covering the walls.',
    },
  },
};
