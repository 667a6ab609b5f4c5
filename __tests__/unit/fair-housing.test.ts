import { describe, expect, it } from '@jest/globals';
import { checkFairHousing } from '@/lib/listing/fair-housing';

const flagged = (text: string) => checkFairHousing([text], 'output');

describe('the fair-housing check', () => {
  it.each([
    ['familial_status', 'A sunny flat, perfect for young couples.', 'perfect for young couples'],
    ['familial_status', 'Ideal for families with a big garden.', 'Ideal for families'],
    ['familial_status', 'Quiet building, no children.', 'no children'],
    ['familial_status', 'Adults only community.', 'Adults only'],
    ['familial_status', 'Great for empty nesters.', 'empty nesters'],
    ['religion', 'Within walking distance to churches.', 'walking distance to churches'],
    ['religion', 'Located near churches and parks.', 'near churches'],
    ['religion', 'In a Christian neighborhood.', 'Christian neighborhood'],
    ['race_national_origin', 'A home in a white neighborhood.', 'white neighborhood'],
    ['race_national_origin', 'Vibrant ethnic area.', 'ethnic area'],
    ['disability', 'Third floor walk-up, no wheelchairs.', 'no wheelchairs'],
    ['disability', 'Best for able-bodied buyers.', 'able-bodied'],
    ['disability', 'Not suitable for disabled people.', 'Not suitable for disabled'],
    ['sex', 'The ultimate bachelor pad.', 'bachelor pad'],
    ['age', 'Perfect for retirees.', 'Perfect for retirees'],
    ['steering', 'In an exclusive neighborhood.', 'exclusive neighborhood'],
    ['steering', 'A safe neighborhood.', 'safe neighborhood'],
    ['steering', 'Close to good schools.', 'good schools'],
    ['steering', 'An integrated community.', 'integrated community'],
    ['familial_status', 'Ideal para familias, con jardín.', 'Ideal para familias'],
    ['familial_status', 'Idéal pour les familles.', 'Idéal pour les familles'],
    ['familial_status', 'Keine Kinder erwünscht.', 'Keine Kinder'],
    ['disability', 'Nicht für Rollstuhlfahrer geeignet.', 'Nicht für Rollstuhlfahrer'],
    ['steering', 'In einer sicheren Wohngegend.', 'sicheren Wohngegend'],
    ['steering', 'Nahe guten Schulen.', 'guten Schulen'],
    ['steering', 'Barrio exclusivo con piscina.', 'Barrio exclusivo'],
  ])('flags %s: "%s"', (category, text, phrase) => {
    const warnings = flagged(text);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ category, phrase, where: 'output' });
    expect(warnings[0]!.explanation.length).toBeGreaterThan(30);
    expect(warnings[0]!.suggestion.length).toBeGreaterThan(20);
  });

  it('marks school and safety judgements as a caution, not a violation', () => {
    expect(flagged('Near top-rated schools in a safe area.').map((w) => w.severity)).toEqual([
      'caution',
      'caution',
    ]);
    expect(flagged('No kids allowed.')[0]!.severity).toBe('avoid');
  });

  it('ignores case and line breaks inside a phrase', () => {
    expect(flagged('PERFECT FOR\nYOUNG   COUPLES')[0]).toMatchObject({ phrase: 'PERFECT FOR YOUNG COUPLES' });
  });

  it('matches whole words only', () => {
    expect(flagged('A townhouse near Churchill Road.')).toEqual([]);
    expect(flagged('Close to Whitechapel neighborhood bars.')).toEqual([]);
    expect(flagged('Schoolhouse conversion with good schoolbooks shelf.')).toEqual([]);
    expect(flagged('Integrated appliances and an integrated sound system.')).toEqual([]);
    expect(flagged('Exclusive use of the roof terrace.')).toEqual([]);
  });

  it('leaves neutral descriptions alone', () => {
    const neutral = [
      'A three-bedroom house with a family room, a renovated kitchen and a south-facing garden.',
      'The primary bedroom has an en-suite bathroom; the guest room suits a home office.',
      'Step-free access from the street, a lift and wide doorways.',
      'Five minutes on foot to the train station, the market and Riverside Park.',
      'Within the Lincoln school district.',
      'Una casa familiar con jardín, a cinco minutos de la estación.',
      'Appartement lumineux avec balcon, proche des commerces.',
      'Helle Wohnung mit Balkon und Aufzug.',
    ];
    expect(checkFairHousing(neutral, 'input')).toEqual([]);
  });

  it('reports each phrase once (whatever its case), in the order found, with where it was found', () => {
    const warnings = checkFairHousing(
      ['Safe neighborhood, perfect for young couples.', 'Also a safe neighborhood.'],
      'input',
    );
    expect(warnings.map((w) => [w.phrase, w.where])).toEqual([
      ['Safe neighborhood', 'input'],
      ['perfect for young couples', 'input'],
    ]);
  });
});
