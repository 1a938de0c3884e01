// The findings about cards, by the verdict rule of src/stats/card-verdict.ts: a card is titled by
// the measure that decides (ablation, else the adjusted effect of a random-deck run); its GP win
// rate is context. Where measures disagree, one finding says what each measures and what the
// disagreement means. A GP flag the card's own effect does not bear out belongs to its company:
// it is told with the card's faction (findings.ts), or in one finding for all such cards.

import type { CardRow } from '../stats/card-summary.js';
import type { CardVerdict, Disagreement, Reading } from '../stats/card-verdict.js';
import { cardVerdicts, flagged } from '../stats/card-verdict.js';
import type { AblationRow } from '../stats/designer.js';
import { pct, pointSpan as span, signedPoints } from '../stats/format.js';
import type { Summary } from '../stats/summary.js';
import { verdictText } from './cells.js';
import { withConfirmation } from './confirm.js';
import type { Item } from './finding-items.js';
import { count, list, RANK } from './finding-items.js';

/** Cards whose GP flag is their company's, to be told with their faction or together. */
export interface CompanyCard {
  readonly card: CardRow;
  readonly verdict: CardVerdict;
}

export interface CardFindings {
  readonly items: Item[];
  /** Cards flagged on GP win rate that their own effect does not bear out. */
  readonly company: CompanyCard[];
  /** Cards judged on GP win rate alone (no causal measure) and flagged like their faction. */
  readonly gpOnly: CompanyCard[];
}

const cap = (t: string): string => t.charAt(0).toUpperCase() + t.slice(1);

/** What would decide an undetermined reading: ": ≈9,500 more matches would decide", or ''. */
function pending(r: Reading, matches: number): string {
  const t = verdictText(r.flag, matches);
  if (!t.startsWith('undetermined: ')) return '';
  const why = t.slice('undetermined: '.length);
  return why.endsWith('more matches') ? `: ${why} would decide` : `: ${why}`;
}

/** What one reading says, as a clause. */
function said(s: Summary, c: CardRow, r: Reading, a: AblationRow | undefined): string {
  switch (r.measure) {
    case 'ablation':
      return `holding it changes its side's win rate by ${signedPoints(r.estimate)} points ${span(r.low, r.high)} against a blank of its kind (ablation: ${count(a!.pairs)} matches replayed with the card replaced, ${count(a!.differing)} of which ended differently)`;
    case 'adjusted effect':
      return `each copy changes its deck's win rate by ${signedPoints(r.estimate)} points ${span(r.low, r.high)} against an average card of the pool, the rest of the deck held fixed (adjusted effect)`;
    case 'GP win rate':
      return gpClause(s, c);
  }
}

function gpClause(s: Summary, c: CardRow): string {
  const f = s.balance.factions.find((x) => x.name === c.faction && x.games > 0 && x.opponents > 0);
  const faction = f ? ` (its faction, ${f.name}, wins ${pct(f.rate)} on average${flagged(f.flag.verdict) ? `, ${f.flag.verdict}` : ''})` : '';
  return `decks with it win ${pct(c.gp.rate)} ${span(c.gp.low, c.gp.high)} against ${pct(s.baseline)} expected, over ${count(Math.round(c.gp.games))} games${faction}`;
}

/** A card's kind as a noun for the sentences that compare it with a blank of its kind. */
const kindOf = (c: CardRow): string => c.type;

/** What a disagreement means, as sentences after the deciding measure's. */
function meaning(s: Summary, c: CardRow, decided: Reading, d: Disagreement, a: AblationRow | undefined): string {
  const o = d.reading;
  if (o.measure === 'GP win rate') {
    const up = o.direction > 0;
    return `Yet ${gpClause(s, c)}, ${o.flag.verdict} on GP win rate: its decks ${up ? 'win' : 'lose'} because of the cards they come with, and the card itself ${decided.direction < 0 ? 'lowers' : 'raises'} their rate.`;
  }
  // The adjusted effect against ablation: the two compare the card with different things.
  const kind = kindOf(c);
  const both = `Ablation compares the card with a blank ${kind}, the adjusted effect with an average card of the whole pool`;
  const adjusted = `${said(s, c, o, a)}, ${o.flag.verdict === 'balanced' || o.flag.verdict === 'undetermined' ? o.flag.verdict : `${o.flag.verdict} by adjusted effect`}`;
  if (d.kind === 'opposite')
    return decided.direction > 0
      ? `Its adjusted effect reads the other way: ${adjusted}. ${both}: the card does better than an ordinary ${kind}, while a ${kind} costs its deck against an average card, so what is weak is ${kind}s as a kind, not this card.`
      : `Its adjusted effect reads the other way: ${adjusted}. ${both}: the card does worse than an ordinary ${kind}, while a ${kind} gains against an average card, so ${kind}s as a kind are strong and this one is weak among them.`;
  return `By its adjusted effect ${adjusted}. ${both}: ${decided.flag.verdict === 'balanced' ? `it plays like an ordinary ${kind}, and the adjusted effect sees what a ${kind} ${o.direction < 0 ? 'costs' : 'brings'} against an average card` : 'ablation, which decides, has not decided yet'}.`;
}

/** A card flagged by a causal measure, the one that decides (GP-decided cards: findings.ts). */
function flaggedFinding(s: Summary, c: CardRow, v: CardVerdict, a: AblationRow | undefined): Item {
  const d = v.decided!;
  let text = `${c.name} (${d.flag.verdict} by ${d.measure}): ${said(s, c, d, a)}.`;
  for (const o of v.others) {
    const against = v.disagreements.find((x) => x.reading === o);
    if (against) text += ' ' + meaning(s, c, d, against, a);
    else if (o.flag.verdict === d.flag.verdict) text += ` ${o.measure === 'GP win rate' ? 'Its GP win rate agrees' : `Its ${o.measure} agrees`}: ${said(s, c, o, a)}.`;
    else text += ` ${cap(said(s, c, o, a))}${o.measure === 'GP win rate' ? '' : `, ${o.flag.verdict}`}.`;
  }
  const ablation = d.measure === 'ablation';
  const worth = ablation ? `holding it is worth ${signedPoints(d.estimate)} points` : `each copy is worth ${signedPoints(d.estimate)} points`;
  return withConfirmation(s, 'card', c.name, { rank: ablation ? RANK.ablation : RANK.adjusted, size: Math.abs(d.estimate), text, short: `${c.name} (card): ${d.flag.verdict} by ${d.measure}, ${worth}`, names: [c.name] });
}

/** A card whose own effect points against another measure's flag, while its verdict is no flag. */
function disagreementFinding(s: Summary, c: CardRow, v: CardVerdict, d: Disagreement, a: AblationRow | undefined): Item {
  const dec = v.decided!;
  const o = d.reading;
  const other = `${o.flag.verdict} ${o.measure === 'GP win rate' ? 'on' : 'by'} ${o.measure}`;
  const title = d.kind === 'opposite' ? `${dec.direction < 0 ? 'costs its deck' : 'helps its deck'}, by ${dec.measure}; ${other}` : `${dec.flag.verdict} by ${dec.measure}; ${other}`;
  const where = dec.flag.verdict === 'balanced' ? ', inside the band' : `, not yet decided${pending(dec, s.matches)}`;
  const text = `${c.name} (${title}): ${said(s, c, dec, a)}${where}. ${meaning(s, c, dec, d, a)}`;
  return { rank: d.kind === 'opposite' ? RANK.disagreement : RANK.explained, size: Math.abs(dec.estimate), text, names: [] };
}

/** The findings about each card, and the cards whose GP flags are their company's. */
export function cardFindings(s: Summary): CardFindings {
  const b = s.balance;
  const abl = new Map(b.ablation.map((a) => [a.card, a]));
  const verdicts = cardVerdicts(b);
  const items: Item[] = [];
  const company: CompanyCard[] = [];
  const gpOnly: CompanyCard[] = [];
  for (const c of b.cards) {
    const a = abl.get(c.name);
    const v = verdicts.get(c.name)!;
    const d = v.decided;
    if (!d) continue;
    if (flagged(d.flag.verdict)) {
      if (d.measure === 'GP win rate') gpOnly.push({ card: c, verdict: v });
      else items.push(flaggedFinding(s, c, v, a));
      continue;
    }
    // Not flagged by what decides: a measure that flags it is told as a disagreement, a GP
    // flag alone as its company's.
    const told = v.disagreements.find((x) => x.kind === 'opposite') ?? v.disagreements.find((x) => x.reading.measure !== 'GP win rate');
    if (told) items.push(disagreementFinding(s, c, v, told, a));
    else if (v.disagreements.length > 0) company.push({ card: c, verdict: v });
  }
  return { items, company, gpOnly };
}

/** The measures that decided for a list of cards, as words: "ablation and adjusted effect". */
export function decidingMeasures(cards: readonly CompanyCard[]): string {
  return list([...new Set(cards.map((x) => x.verdict.decided!.measure))]);
}

/**
 * What the deciding measure says of cards flagged `verdict` on GP win rate that it does not flag,
 * as a clause after "but": where their own effect lies inside the band, the rate belongs to
 * `whose` (the card's company); where it is not decided yet, only that (how much of the rate is
 * the card's is open). `whose` is said of several cards ("the decks they are in").
 */
export function notBorneOut(cards: readonly CompanyCard[], verdict: 'too strong' | 'too weak', whose: { one: string; many: string }): string {
  const one = cards.length === 1;
  const inBand = cards.filter((x) => x.verdict.decided!.flag.verdict === 'balanced');
  const open = cards.filter((x) => !inBand.includes(x));
  const head = `but by ${decidingMeasures(cards)} ${one ? 'the card is not' : 'none of these cards is'} ${verdict}`;
  const names = (xs: readonly CompanyCard[]): string => list(xs.map((x) => x.card.name));
  if (open.length === 0) return `${head}: ${one ? 'its own effect lies' : 'their own effects lie'} inside the band, so ${one ? `the rate belongs to ${whose.one}` : `the rates belong to ${whose.many}`}, not to the ${one ? 'card' : 'cards'}.`;
  if (inBand.length === 0) return `${head} yet: ${one ? 'its own effect is' : 'their own effects are'} not decided (the cards table says how many more matches would decide), so how much of ${one ? 'the rate is the card\'s' : 'each rate is the card\'s'} is open.`;
  const settled = inBand.length === 1 ? `the own effect of ${names(inBand)} lies inside the band, so its rate belongs to ${whose.one}` : `the own effects of ${names(inBand)} lie inside the band, so their rates belong to ${whose.many}`;
  return `${head}: ${settled}; for ${names(open)} the own effect is not decided yet.`;
}

/** One finding for the cards whose GP flags their own effect does not bear out, per direction. */
export function companyFindings(s: Summary, cards: readonly CompanyCard[]): Item[] {
  const out: Item[] = [];
  for (const verdict of ['too strong', 'too weak'] as const) {
    const hit = cards.filter((x) => x.card.flag.verdict === verdict).sort((x, y) => Math.abs(y.card.gp.rate - s.baseline) - Math.abs(x.card.gp.rate - s.baseline));
    if (hit.length === 0) continue;
    const named = hit.map((x) => `${x.card.name} ${pct(x.card.gp.rate)}`);
    out.push({
      rank: RANK.explained,
      size: 0,
      text: `Decks holding ${list(named)} win ${verdict === 'too strong' ? 'more' : 'less'} than the band allows (${verdict} on GP win rate), ${notBorneOut(hit, verdict, { one: 'the decks it is in (the cards it comes with)', many: 'the decks they are in (the cards they come with)' })}`,
      names: [],
    });
  }
  return out;
}
