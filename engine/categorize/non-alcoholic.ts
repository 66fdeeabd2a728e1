// Non-alcoholic beers, wines and spirits by name. DECISIONS defines beverage_cost as the
// non-alcoholic drinks, so "heineken 0.0" or "athletic brewing" is a beverage even though every
// other word of the line says beer. The cost corpus labels its rows with this rule
// (data/labels/cost-label-rules.ts) and the categoriser applies it to the model's alcohol_cost
// answers, because the tokeniser cannot see "0.0" and a brand name alone does not say "no alcohol".
const NON_ALCOHOLIC = new RegExp(
  [
    String.raw`\bnon[- ]?alcoholic\b`, String.raw`\balcohol[- ]free\b`, String.raw`\balcohol[- ]removed\b`, String.raw`\bde-?alcoholi[sz]ed\b`,
    String.raw`\bzero[- ]proof\b`, String.raw`(^|\s)0\.0(%|\s|$)`, String.raw`\b0,0\s?%`, String.raw`\balkoholfrei(e|es|er)?\b`, String.raw`\bsans alcool\b`,
    String.raw`\bsin alcohol\b`, String.raw`\balcoholvrij(e)?\b`, String.raw`\banalcolic[aoie]\b`, String.raw`\bsenza alcol\b`, String.raw`\bsem [aá]lcool\b`, String.raw`\bathletic brewing\b`, String.raw`\bcoors edge\b`, String.raw`\bo'?douls?\b`, String.raw`\bclausthaler\b`,
  ].join('|'),
  'i',
);

export function isNonAlcoholicDrink(text: string): boolean {
  return NON_ALCOHOLIC.test(text);
}
