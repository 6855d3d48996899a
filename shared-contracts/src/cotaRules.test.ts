/** The arithmetic of cotas (decision 043): cards that make a value, the largest cota, and what a guest may give. */
import { COTA_RULE_MSG, COTA_STEPS_MAX, composeCota, cotaChoices, cotaValueProblem, maxCotaCents } from './cotaRules';

const CARDS = [50, 100, 200, 500];

describe('composeCota', () => {
  it('makes a value of the fewest cards, largest first', () => {
    expect(composeCota(15_000, CARDS)).toEqual([
      { valor: 100, quantidade: 1 },
      { valor: 50, quantidade: 1 },
    ]);
    expect(composeCota(120_000, CARDS)).toEqual([
      { valor: 500, quantidade: 2 },
      { valor: 200, quantidade: 1 },
    ]);
    // fewest cards, not greedy: 60 of cards of 30 and 25 is 2 × 30
    expect(composeCota(6_000, [25, 30])).toEqual([{ valor: 30, quantidade: 2 }]);
  });

  it('answers null for what the cards cannot make, fractions, zero and no cards', () => {
    expect(composeCota(7_500, CARDS)).toBeNull();
    expect(composeCota(10_000.5, CARDS)).toBeNull();
    expect(composeCota(0, CARDS)).toBeNull();
    expect(composeCota(5_000, [])).toBeNull();
  });

  it('refuses a value that would need more than COTA_STEPS_MAX steps (cards of cents), and makes one within them', () => {
    expect(composeCota(10_000_000, [0.01])).toBeNull();
    expect(composeCota(COTA_STEPS_MAX, [0.01])).toEqual([{ valor: 0.01, quantidade: COTA_STEPS_MAX }]);
  });
});

describe('maxCotaCents', () => {
  it('lets the last cota pass what is open by less than the smallest card', () => {
    expect(maxCotaCents(9_900, CARDS)).toBe(10_000);
    expect(maxCotaCents(8_970, CARDS)).toBe(10_000);
    expect(maxCotaCents(10_000, CARDS)).toBe(10_000);
    expect(maxCotaCents(10_001, CARDS)).toBe(15_000);
    expect(maxCotaCents(0, CARDS)).toBe(0);
    expect(maxCotaCents(5_000, [])).toBe(0);
  });
});

describe('cotaValueProblem and cotaChoices', () => {
  const VALUES = [50, 100, 200];
  it('says why a value cannot be given now, or null', () => {
    expect(cotaValueProblem(100, 38_970, VALUES, CARDS)).toBeNull();
    expect(cotaValueProblem(20, 38_970, VALUES, CARDS)).toBe(COTA_RULE_MSG.below(50));
    expect(cotaValueProblem(450, 38_970, VALUES, CARDS)).toBe(COTA_RULE_MSG.above(400));
    expect(cotaValueProblem(75, 38_970, VALUES, CARDS)).toBe(COTA_RULE_MSG.notComposable(CARDS));
    expect(cotaValueProblem(50.5, 38_970, VALUES, CARDS)).toBe(COTA_RULE_MSG.wholeReais);
    expect(cotaValueProblem(50, 0, VALUES, CARDS)).toBe(COTA_RULE_MSG.closed);
  });

  it('offers the configured values that fit what is open', () => {
    expect(cotaChoices(38_970, VALUES, CARDS)).toEqual([50, 100, 200]);
    expect(cotaChoices(8_970, VALUES, CARDS)).toEqual([50, 100]);
    expect(cotaChoices(0, VALUES, CARDS)).toEqual([]);
  });
});
