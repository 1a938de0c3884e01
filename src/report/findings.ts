// The findings of a report: one per problem, ranked by how much it matters, with a short
// "fix these first" list. Causal figures (ablation: the effect of holding a card) rank first,
// then cards flagged on their adjusted effect (per copy, the rest of the deck held fixed: it
// corrects for the decks a card comes in, though it is not a controlled replay), then decks
// and factions, then cards flagged on their GP win rate (which carries the rate of
// the decks a card comes in), then game health and notes. Within a rank, the larger the gap
// from the expected rate, the higher. Items that are one problem are told once: a deck that is
// its faction's only deck, a faction and its flagged cards, a faction and the decks mixing it.
// What flagged items share, when it sets them apart (the two weak decks are the two 18-card
// decks), is said right after the first of them.

import type { Verdict } from '../stats/band-flags.js';
import type { CardRow } from '../stats/card-summary.js';
import type { AblationRow, GroupRow } from '../stats/designer.js';
import { pct, pointSpan as span, signedPoints } from '../stats/format.js';
import { confirmation } from '../stats/robustness.js';
import type { Summary } from '../stats/summary.js';

export interface Findings {
  /** The few problems to look at first, one line each. */
  readonly fixFirst: string[];
  /** Every finding, most important first. */
  readonly all: string[];
}

/** Rank of a finding's kind: lower comes first. */
const CAUSAL = 0;
const ADJUSTED = 1;
const GROUP = 2;
const CARD = 3;
/** A card flagged on GP win rate whose ablation effect is inside the band: its decks explain it. */
const EXPLAINED = 4;
const HEALTH = 5;
const NOTE = 6;

interface Item {
  rank: number;
  /** Gap from the expected value, in win-rate units: orders items of one rank. */
  size: number;
  text: string;
  /** One line for the "fix these first" list (problems only). */
  short?: string;
  /** Names of the flagged items it tells of, for the structural remarks. */
  names: string[];
}

const FIX_FIRST = 3;
const flagged = (v: Verdict): v is 'too strong' | 'too weak' => v === 'too strong' || v === 'too weak';
const count = (n: number): string => n.toLocaleString('en-US');
const plural = (n: number, word: string): string => `${count(n)} ${word}${n === 1 ? '' : 's'}`;
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const spelled = (n: number): string => NUMBER_WORDS[n] ?? String(n);
const list = (names: readonly string[]): string => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

export function findings(s: Summary): Findings {
  const b = s.balance;
  const expected = pct(s.baseline);
  const items: Item[] = [];
  const abl = new Map(b.ablation.map((a) => [a.card, a]));

  const factionVerdict = new Map(b.factions.map((f) => [f.name, f.flag.verdict]));

  // Decks, merged with their faction when the deck is the faction's only deck.
  const decksOf = new Map<string, GroupRow[]>();
  for (const d of b.decks) if (d.faction !== undefined) decksOf.set(d.faction, [...(decksOf.get(d.faction) ?? []), d]);
  const told = new Set<string>();
  for (const d of b.decks) {
    if (!flagged(d.flag.verdict)) continue;
    const own = d.faction !== undefined && decksOf.get(d.faction)?.length === 1 && factionVerdict.get(d.faction) === d.flag.verdict ? d.faction : null;
    if (own !== null) told.add(own);
    const size = d.cards === undefined ? '' : `, ${d.cards} cards`;
    const also = own === null ? '' : `; the only ${own} deck, so this is also the faction's figure`;
    const text = `${d.name} (deck${size}, ${d.flag.verdict}${also}): ${pct(d.rate)} ${span(d.low, d.high)} on average over its matchups against ${plural(d.opponents, 'other deck')}, against ${expected} expected.`;
    items.push({ rank: GROUP, size: Math.abs(d.rate - s.baseline), text: text + confirmation(s.robustness, 'decks', d.name, d.flag.verdict), short: `${d.name} (deck): ${d.flag.verdict}, ${pct(d.rate)} against ${expected}`, names: [d.name] });
  }

  // Cards flagged on GP win rate whose faction is flagged the same way are told with the
  // faction, unless the card's whole interval lies beyond the faction's rate (it stands out).
  const factionRate = new Map(b.factions.map((f) => [f.name, f.rate]));
  const withFaction = new Map<string, CardRow[]>();
  const cardItems: { card: CardRow; ablation: AblationRow | undefined }[] = [];
  for (const c of b.cards) {
    const a = abl.get(c.name);
    const gpFlag = b.cardFlags && flagged(c.flag.verdict);
    const aFlag = (a !== undefined && flagged(a.flag.verdict)) || (c.adjusted !== undefined && flagged(c.adjusted.flag.verdict));
    if (!gpFlag && !aFlag) continue;
    const fr = c.faction === null ? undefined : factionRate.get(c.faction);
    const likeFaction = c.faction !== null && !told.has(c.faction) && factionVerdict.get(c.faction) === c.flag.verdict && !(fr !== undefined && standsOut(c, fr));
    if (!aFlag && likeFaction && !a?.measured) {
      withFaction.set(c.faction, [...(withFaction.get(c.faction) ?? []), c]);
      continue;
    }
    cardItems.push({ card: c, ablation: a });
  }
  for (const { card: c, ablation: a } of cardItems) items.push(cardFinding(s, c, a, expected));

  // Factions; a mixed label ("A + B") flagged like one of its factions is told with it.
  const factions = b.factions.filter((f) => flagged(f.flag.verdict) && !told.has(f.name));
  const mixedWith = new Map<string, GroupRow[]>();
  const pure = factions.filter((f) => {
    const host = f.name.split(' + ').find((part) => part !== f.name && factions.some((g) => g.name === part && g.flag.verdict === f.flag.verdict));
    if (host !== undefined) mixedWith.set(host, [...(mixedWith.get(host) ?? []), f]);
    return host === undefined;
  });
  for (const f of pure) {
    let text = `${f.name} (faction, ${f.flag.verdict}): ${pct(f.rate)} ${span(f.low, f.high)} on average over its matchups against ${plural(f.opponents, 'other faction')}, against ${expected} expected.`;
    const mixed = mixedWith.get(f.name) ?? [];
    if (mixed.length > 0) text += ` Decks mixing it with another faction are ${f.flag.verdict} too: ${mixed.map((m) => `${m.name} ${pct(m.rate)} ${span(m.low, m.high)}`).join('; ')}.`;
    const cards = withFaction.get(f.name) ?? [];
    if (cards.length > 0) {
      const all = b.cards.filter((c) => c.faction === f.name).length;
      const which = cards.length === all ? `All ${all} of its cards are` : `${cards.length} of its ${all} cards are`;
      const named = [...cards].sort((x, y) => Math.abs(y.gp.rate - s.baseline) - Math.abs(x.gp.rate - s.baseline)).map((c) => `${c.name} ${pct(c.gp.rate)}`);
      text += ` ${which} flagged ${f.flag.verdict} on GP win rate, none beyond the faction's own rate (${named.join(', ')}): every deck holding its cards shares that rate; ablation of a few of them would tell whether one card carries it.`;
    }
    for (const m of mixed) text += confirmation(s.robustness, 'factions', m.name, m.flag.verdict);
    items.push({ rank: GROUP, size: Math.abs(f.rate - s.baseline), text: text + confirmation(s.robustness, 'factions', f.name, f.flag.verdict), short: `${f.name} (faction): ${f.flag.verdict}, ${pct(f.rate)} against ${expected}`, names: [f.name] });
  }

  for (const w of s.health) items.push({ rank: HEALTH, size: Math.abs(w.rate), text: `Game health (${w.kind}): ${w.message}.`, names: [] });
  for (const c of b.cards)
    if (c.dead) items.push({ rank: HEALTH, size: 0, text: `${c.name} looks dead: played in only ${pct(c.playedWhenDrawnEarly.rate)} ${span(c.playedWhenDrawnEarly.low, c.playedWhenDrawnEarly.high)} of the ${count(c.playedWhenDrawnEarly.games)} games where it was in hand with two or more turns left.`, names: [] });
  // Only where cards were measured against opponents lacking them (not in a tournament, where both sides hold the same deck).
  if (!b.cardFlags && b.cards.some((c) => c.gp.games > 0))
    items.push({ rank: NOTE, size: 0, text: `Cards are not flagged on win rate in this run: with ${plural(s.decks.length, 'fixed deck')} a card's rate is the rate of the decks it is in. Run with 'randomDecks: true' (fresh random legal decks) for card flags, or 'ablation' for the causal effect of chosen cards.`, names: [] });

  const unmeasured = b.ablation.filter((a) => !a.measured);
  if (unmeasured.length > 0) items.push({ rank: NOTE, size: 0, text: `Ablation did not measure ${list(unmeasured.map((a) => `${a.card} (${notMeasuredText(a)})`))}: not measured is no verdict, and says nothing of balance.`, names: [] });
  items.sort((x, y) => x.rank - y.rank || y.size - x.size);
  const remarks = structure(s, items);
  const all: string[] = [];
  for (const it of items) {
    all.push(it.text);
    for (const r of remarks) if (r.after === it) all.push(r.text);
  }
  const problems = items.filter((it) => it.short !== undefined).slice(0, FIX_FIRST);
  const fixFirst = problems.map((it) => it.short! + (remarks.find((r) => it.names.some((n) => r.names.includes(n)))?.tag ?? ''));
  return { fixFirst, all };
}

/** A card's GP interval lies wholly beyond its faction's rate, on the side of its verdict. */
function standsOut(c: CardRow, factionRate: number): boolean {
  return c.flag.verdict === 'too strong' ? c.gp.low > factionRate : c.gp.high < factionRate;
}

/** Why an ablated card has no effect figure: no pair at all, or pairs that all ended alike. */
function notMeasuredText(a: AblationRow): string {
  if (a.pairs === 0) return 'ablation not measured: no match had it on one side only';
  return `ablation not measured: none of its ${plural(a.pairs, 'replay')} ended differently from the base match`;
}

function cardFinding(s: Summary, c: CardRow, a: AblationRow | undefined, expected: string): Item {
  const aFlag = a !== undefined && flagged(a.flag.verdict);
  const gpFlag = s.balance.cardFlags && flagged(c.flag.verdict);
  const faction = s.balance.factions.find((f) => f.name === c.faction && flagged(f.flag.verdict) && f.flag.verdict === c.flag.verdict);
  const beyond = faction ? ` (its faction, ${faction.name}, is ${faction.flag.verdict} too, at ${pct(faction.rate)}${standsOut(c, faction.rate) ? ': the card stands out beyond it' : ''})` : '';
  const gp = `decks with it win ${pct(c.gp.rate)} ${span(c.gp.low, c.gp.high)} against ${expected} expected, over ${count(Math.round(c.gp.games))} games${beyond}`;
  let text: string;
  let rank = CARD;
  let size = Math.abs(c.gp.rate - s.baseline);
  if (a?.measured) {
    const effect = `holding it changes its side's win rate by ${signedPoints(a.diff)} points ${span(a.low, a.high)} (with the card minus with a blank of its kind, over ${count(a.pairs)} paired matches, ${count(a.differing)} of which ended differently)`;
    if (aFlag) {
      rank = CAUSAL;
      size = Math.abs(a.diff);
      text = `${c.name} (${a.flag.verdict}): ${effect}; ${gp}.`;
    } else {
      if (a.flag.verdict === 'balanced') rank = EXPLAINED;
      const why = a.flag.verdict === 'balanced' ? ', inside the band: the decks it comes in, not the card itself, explain its win rate' : `, not yet decided (${a.flag.verdict})`;
      text = `${c.name} (${c.flag.verdict}): ${gp}; ${effect}${why}.`;
    }
  } else text = `${c.name} (${c.flag.verdict}): ${gp}${a && a.pairs > 0 ? `; ${notMeasuredText(a)}` : ''}.`;
  if (gpFlag) text += confirmation(s.robustness, 'cards', c.name, c.flag.verdict);
  if (aFlag) text += confirmation(s.robustness, 'ablation', c.name, a.flag.verdict).replace('Holds', 'The ablation flag holds').replace('Not confirmed', 'The ablation flag is not confirmed');
  const adj = c.adjusted !== undefined && flagged(c.adjusted.flag.verdict) ? c.adjusted : undefined;
  const perCopy = adj && `each copy changes its deck's win rate by ${signedPoints(adj.diff)} points ${span(adj.low, adj.high)} against an average card, the rest of the deck held fixed (adjusted effect, ${adj.flag.verdict})`;
  if (adj && aFlag) text += ` Its adjusted effect agrees: ${perCopy}.`;
  else if (adj) {
    // Not ablated, or ablated without a verdict: the adjusted effect is the strongest figure.
    rank = ADJUSTED;
    size = Math.abs(adj.diff);
    const also = gpFlag ? ` and ${c.flag.verdict} on GP win rate` : '';
    text = `${c.name} (${adj.flag.verdict} on its adjusted effect${also}): ${perCopy}; ${gp}${a?.measured ? `; ablation: ${signedPoints(a.diff)} points ${span(a.low, a.high)} (${a.flag.verdict})` : ''}.`;
    if (gpFlag) text += confirmation(s.robustness, 'cards', c.name, c.flag.verdict);
  }
  const verdict = aFlag ? a.flag.verdict : adj ? adj.flag.verdict : c.flag.verdict;
  const short = aFlag
    ? `${c.name} (card): ${verdict}, holding it is worth ${signedPoints(a.diff)} points`
    : adj
      ? `${c.name} (card): ${verdict}, each copy is worth ${signedPoints(adj.diff)} points`
      : `${c.name} (card): ${verdict}, decks with it win ${pct(c.gp.rate)} against ${expected}`;
  return { rank, size, text, ...(rank === EXPLAINED ? {} : { short }), names: [c.name] };
}

interface Remark {
  readonly after: Item;
  readonly text: string;
  /** Appended to the "fix these first" line of its items. */
  readonly tag: string;
  readonly names: string[];
}

/**
 * What two or more items flagged the same way have in common when no other item of their kind
 * shares it: the deck size of flagged decks; the faction or type of flagged cards.
 */
function structure(s: Summary, items: readonly Item[]): Remark[] {
  const b = s.balance;
  const out: Remark[] = [];
  const firstOf = (names: readonly string[]): Item | undefined => items.find((it) => it.names.some((n) => names.includes(n)));
  const decks = b.decks.filter((d) => d.games > 0);
  const listed = new Set(items.flatMap((it) => it.names));
  const traits: { kind: string; rows: { name: string; verdict: Verdict; values: [string, string][] }[] }[] = [
    { kind: 'deck', rows: decks.map((d) => ({ name: d.name, verdict: d.flag.verdict, values: d.cards === undefined ? [] : [[`${d.cards}-card`, `${d.cards} cards`]] })) },
    {
      kind: 'card',
      rows: b.cards
        .filter((c) => c.gp.games > 0)
        .map((c) => {
          const a = b.ablation.find((x) => x.card === c.name);
          const adj = c.adjusted !== undefined && flagged(c.adjusted.flag.verdict) ? c.adjusted.flag.verdict : undefined;
          const verdict = a !== undefined && flagged(a.flag.verdict) ? a.flag.verdict : (adj ?? (b.cardFlags ? c.flag.verdict : 'undetermined'));
          return { name: c.name, verdict, values: [[c.faction ?? 'unaligned', c.faction ?? 'unaligned'], [c.type, c.type]] as [string, string][] };
        }),
    },
  ];
  for (const { kind, rows } of traits) {
    for (const verdict of ['too weak', 'too strong'] as const) {
      // Only items with findings of their own are grouped (cards told with their faction are
      // already grouped), but every other item counts against "only".
      const hit = rows.filter((r) => r.verdict === verdict && listed.has(r.name));
      if (hit.length < 2) continue;
      const others = rows.filter((r) => !hit.includes(r));
      for (let t = 0; t < hit[0]!.values.length; t++) {
        const [adjective, noun] = hit[0]!.values[t]!;
        if (!hit.every((r) => r.values[t]?.[0] === adjective) || others.some((r) => r.values[t]?.[0] === adjective)) continue;
        const at = (name: string): number => items.findIndex((it) => it.names.includes(name));
        const names = hit.map((r) => r.name).sort((x, y) => at(x) - at(y));
        const rest = [...new Set(others.map((r) => r.values[t]![1]))];
        const n = spelled(hit.length);
        const hyphened = verdict.replace(' ', '-');
        const text =
          kind === 'deck'
            ? `The ${n} ${hyphened} decks, ${list(names)}, are the only ${adjective} decks${rest.length > 0 ? `; the others have ${list(rest)}` : ''}.`
            : `The ${n} ${hyphened} cards (${list(names)}) are all the ${noun} cards measured: what they share, not each card, is the likely cause.`;
        const after = firstOf(names);
        if (after) out.push({ after, text, tag: ` (one of the ${n} ${adjective} ${kind}s, ${hit.length === 2 ? 'both' : 'all'} ${verdict})`, names });
        break;
      }
    }
  }
  return out;
}
