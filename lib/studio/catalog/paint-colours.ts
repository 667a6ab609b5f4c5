/**
 * The named paint colours the studio offers beside any hex: the neutrals listings are repainted in most, and a few
 * accents. Their names are in the `studio` translations (toolOptions.paint.named).
 */
export const PAINT_COLOURS = [
  { id: 'warm-white', hex: '#F3EEE3' },
  { id: 'greige', hex: '#CBBFAE' },
  { id: 'sage', hex: '#9CAF88' },
  { id: 'navy', hex: '#2E3A59' },
  { id: 'charcoal', hex: '#3C3F41' },
  { id: 'terracotta', hex: '#C0674A' },
] as const;
