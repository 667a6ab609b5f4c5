/** The routes of SPEC §2 that header and footer link to. Labels are i18n keys of the `common` namespace. */

export const USE_CASES = [
  { href: '/use-cases/real-estate', key: 'useCases.realEstate' },
  { href: '/use-cases/home-makeover', key: 'useCases.homeMakeover' },
  { href: '/use-cases/interior-designers', key: 'useCases.interiorDesigners' },
  { href: '/use-cases/furniture-staging', key: 'useCases.furnitureStaging' },
] as const;

export const MAIN_LINKS = [
  { href: '/realtor-tools', key: 'nav.realtorTools' },
  { href: '/pricing', key: 'nav.pricing' },
  { href: '/pro-api', key: 'nav.proApi' },
  { href: '/learn', key: 'nav.learn' },
] as const;

export const REALTOR_TOOLS = [
  'virtual-staging',
  'curb-appeal',
  'declutter',
  'kitchen-cabinets',
  'floor-swap',
  'pool-renovation',
  'bathroom-refresh',
  'landscaping',
  'room-converter',
  'lighting',
  'enhance',
  'straighten',
  'sky-replacement',
  'day-to-dusk',
  'paint-walls',
] as const;

export const STYLE_SLUGS = [
  'modern',
  'contemporary',
  'industrial',
  'bohemian',
  'scandinavian',
  'midcentury_modern',
  'minimalist',
  'japandi',
  'farmhouse',
  'eclectic',
  'vintage',
  'coastal',
  'art_deco',
  'italian',
  'french_country',
  'rustic',
  'biophilic',
  'neoclassic',
  'ski_chalet',
  'maximalist',
] as const;

export const GUIDE_SLUGS = [
  'virtual-staging-using-ai',
  'color-palettes-guide-2024',
  'interior-design-styles-guide-2024',
  'room-cleanup',
  'virtual-staging-for-real-estate-photographers',
] as const;

/** SPEC §2: the room inspiration links shown. */
export const INSPIRATION_ROOMS = ['living_room', 'kitchen', 'bedroom'] as const;
export const INSPIRATION_STYLES = [
  'italian',
  'industrial',
  'eclectic',
  'modern',
  'bohemian',
  'scandinavian',
] as const;

export const COMPANY_LINKS = [
  { href: '/property-description', key: 'footer.listingWriter' },
  { href: '/affiliate-program', key: 'footer.affiliate' },
  { href: '/contact', key: 'footer.contact' },
  { href: '/account', key: 'footer.account' },
  { href: '/signin', key: 'nav.signIn', visitorsOnly: true },
  { href: '/signup', key: 'nav.getStarted', visitorsOnly: true },
  { href: '/privacy', key: 'footer.privacy' },
  { href: '/tos', key: 'footer.terms' },
] as const;

export const FOOTER_CLAIM_YEAR = 2025;
