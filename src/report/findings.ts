// The findings of a report: one per problem, ranked by how much it matters, with a short
// "fix these first" list. Cards come first, titled by the measure that decides their verdict
// (card-findings.ts, src/stats/card-verdict.ts): ablation, then the adjusted effect; then cards
// whose own effect points against their decks' win rate; then decks and factions; then cards
// judged on GP win rate alone (no causal measure); then rates that belong to a card's company;
// then game health and notes. Within a rank, the larger the gap from the expected rate, the
// higher. Items that are one problem are told once: a deck that is its faction's only deck, a
// faction and the cards whose rate is its rate, a faction and the decks mixing it, the two
// sides of a two-group run. What flagged items share, when it sets them apart (the two weak
// decks are the two 18-card decks), is said right after the first of them.

import type { Verdict } from '../stats/band-flags.js';
import { agentsFinding } from '../stats/blind-spots.js';
import { cardVerdicts, flagged } from '../stats/card-verdict.js';
import type { AblationRow, GroupRow } from '../stats/designer.js';
import { pct, pctSpan, pointSpan as span } from '../stats/format.js';
import { confirmedFinding } from '../stats/confirm.js';
import type { Summary } from '../stats/summary.js';
import type { CompanyCard } from './card-findings.js';
import { confirmPhrase, withConfirmation } from './confirm.js';
import { cardFindings, companyFindings, notBorneOut } from './card-findings.js';
import { deadCardText } from './card-use.js';
import type { Item } from './finding-items.js';
import { count, list, plural, RANK } from './finding-items.js';

export interface Findings {
  /** The few problems to look at first, one line each. */
  readonly fixFirst: string[];
  /** Every finding, most important first. */
  readonly all: string[];
}

const FIX_FIRST = 3;
const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const spelled = (n: number): string => NUMBER_WORDS[n] ?? String(n);
/** A group (deck, faction) has a rate only when it met another group. */
const measured = (g: GroupRow): boolean => g.games > 0 && g.opponents > 0;

/**
 * In a two-player run with exactly two groups of a kind, each group's rate is the other's
 * complement: one fact. The group that is not told (the weaker) is returned, or null.
 */
function pairedAway(s: Summary, groups: readonly GroupRow[]): GroupRow | null {
  const met = groups.filter(measured);
  if (s.players !== 2 || met.length !== 2) return null;
  return met[0]!.rate <= met[1]!.rate ? met[0]! : met[1]!;
}

export function findings(s: Summary): Findings {
  const b = s.balance;
  const expected = pct(s.baseline);
  const items: Item[] = [];

  const factionVerdict = new Map(b.factions.map((f) => [f.name, f.flag.verdict]));

  // Decks, merged with their faction when the deck is the faction's only deck.
  const decksOf = new Map<string, GroupRow[]>();
  for (const d of b.decks) if (d.faction !== undefined) decksOf.set(d.faction, [...(decksOf.get(d.faction) ?? []), d]);
  const told = new Set<string>();
  const deckAway = pairedAway(s, b.decks);
  for (const d of b.decks) {
    if (!flagged(d.flag.verdict) || d === deckAway) continue;
    const own = d.faction !== undefined && decksOf.get(d.faction)?.length === 1 && factionVerdict.get(d.faction) === d.flag.verdict ? d.faction : null;
    if (own !== null) told.add(own);
    const size = d.cards === undefined ? '' : `, ${d.cards} cards`;
    const also = own === null ? '' : `; the only ${own} deck, so this is also the faction's figure`;
    const against = deckAway ? `its matches against ${deckAway.name}, the only other deck (which wins the rest)` : `its matchups against ${plural(d.opponents, 'other deck')}`;
    const text = `${d.name} (deck${size}, ${d.flag.verdict}${also}): ${pct(d.rate)} ${span(d.low, d.high)} on average over ${against}, against ${expected} expected.`;
    items.push(withConfirmation(s, 'deck', d.name, { rank: RANK.group, size: Math.abs(d.rate - s.baseline), text, short: `${d.name} (deck): ${d.flag.verdict}, ${pct(d.rate)} against ${expected}${deckAway ? ` (${deckAway.name} the rest)` : ''}`, names: [d.name] }));
  }

  // Cards. Those flagged on GP win rate like their faction are told with it: a card whose own
  // effect does not bear the flag out (its company's rate), and a card judged on GP win rate
  // alone that does not stand out beyond its faction's rate.
  const cards = cardFindings(s);
  items.push(...cards.items);
  const factionRate = new Map(b.factions.map((f) => [f.name, f.rate]));
  const factionAway = pairedAway(s, b.factions);
  const withFaction = (x: CompanyCard): string | null => {
    const f = x.card.faction;
    return f !== null && !told.has(f) && b.factions.some((g) => g.name === f && g !== factionAway) && factionVerdict.get(f) === x.card.flag.verdict ? f : null;
  };
  const companyOf = new Map<string, CompanyCard[]>();
  const loose: CompanyCard[] = [];
  for (const x of cards.company) {
    const f = withFaction(x);
    if (f === null) loose.push(x);
    else companyOf.set(f, [...(companyOf.get(f) ?? []), x]);
  }
  const gpOnlyOf = new Map<string, CompanyCard[]>();
  for (const x of cards.gpOnly) {
    const f = withFaction(x);
    const fr = f === null ? undefined : factionRate.get(f);
    if (f !== null && !(fr !== undefined && standsOut(x, fr))) gpOnlyOf.set(f, [...(gpOnlyOf.get(f) ?? []), x]);
    else items.push(cardItem(s, x));
  }
  items.push(...companyFindings(s, loose));

  // Factions; a mixed label ("A + B") flagged like one of its factions is told with it.
  const factions = b.factions.filter((f) => flagged(f.flag.verdict) && !told.has(f.name) && f !== factionAway);
  const mixedWith = new Map<string, GroupRow[]>();
  const pure = factions.filter((f) => {
    const host = f.name.split(' + ').find((part) => part !== f.name && factions.some((g) => g.name === part && g.flag.verdict === f.flag.verdict));
    if (host !== undefined) mixedWith.set(host, [...(mixedWith.get(host) ?? []), f]);
    return host === undefined;
  });
  for (const f of pure) {
    const against = factionAway ? `its matches against ${factionAway.name}, the only other faction (which wins the rest)` : `its matchups against ${plural(f.opponents, 'other faction')}`;
    let text = `${f.name} (faction, ${f.flag.verdict}): ${pct(f.rate)} ${span(f.low, f.high)} on average over ${against}, against ${expected} expected.`;
    const mixed = mixedWith.get(f.name) ?? [];
    if (mixed.length > 0) text += ` Decks mixing it with another faction are ${f.flag.verdict} too: ${mixed.map((m) => `${m.name} ${pct(m.rate)} ${span(m.low, m.high)}`).join('; ')}.`;
    text += factionCards(s, f, companyOf.get(f.name) ?? [], gpOnlyOf.get(f.name) ?? []);
    for (const m of mixed) {
      const mf = confirmedFinding(s.confirmation, 'faction', m.name);
      if (mf) text += ` ${m.name}:${confirmPhrase(s, mf)}`;
    }
    const short = `${f.name} (faction): ${f.flag.verdict}, ${pct(f.rate)} against ${expected}${factionAway ? ` (${factionAway.name} the rest)` : ''}`;
    items.push(withConfirmation(s, 'faction', f.name, { rank: RANK.group, size: Math.abs(f.rate - s.baseline), text, short, names: [f.name] }));
  }

  for (const w of s.health) items.push({ rank: RANK.health, size: Math.abs(w.rate), text: `Game health (${w.kind}): ${w.message}.`, names: [] });
  // A dead card that the blind-spot check finds the agent's blind spot is told under "Agent blind spots".
  for (const c of b.cards) {
    const dead = agentsFinding(s.blindSpots, c.name) ? null : deadCardText(c);
    if (dead) items.push({ rank: RANK.health, size: 0, text: `${dead}${searchUse(s, c.name, c.use ?? 'played')}`, names: [] });
  }
  const note = unjudgedNote(s);
  if (note) items.push({ rank: RANK.note, size: 0, text: note, names: [] });

  const unmeasured = b.ablation.filter((a) => !a.measured);
  if (unmeasured.length > 0) items.push({ rank: RANK.note, size: 0, text: `Ablation did not measure ${list(unmeasured.map((a) => `${a.card} (${notMeasuredText(a)})`))}: not measured is no verdict, and says nothing of balance.`, names: [] });
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

/** What the blind-spot check saw of a dead card it does not call a blind spot: the search agent's use of it too. */
function searchUse(s: Summary, card: string, verb: string): string {
  const b = s.blindSpots;
  const u = b?.rows.find((r) => r.name === card)?.search;
  if (!b || !u || u.games === 0) return '';
  return ` In the blind-spot check ${b.search.label} ${verb} it in ${pct(u.rate)} ${pctSpan(u.low, u.high)} of the ${count(u.games)} random-deck games that held it: not a blind spot of ${b.fast.label} by the check's rule.`;
}

/** A card's GP interval lies wholly beyond its faction's rate, on the side of its verdict. */
function standsOut(x: CompanyCard, factionRate: number): boolean {
  const c = x.card;
  return c.flag.verdict === 'too strong' ? c.gp.low > factionRate : c.gp.high < factionRate;
}

/** A card judged on GP win rate alone that is told on its own. */
function cardItem(s: Summary, x: CompanyCard): Item {
  const c = x.card;
  const f = s.balance.factions.find((g) => g.name === c.faction && g.flag.verdict === c.flag.verdict);
  const beyond = f && standsOut(x, f.rate) ? ` It stands out beyond its faction, ${f.name}, ${f.flag.verdict} at ${pct(f.rate)}.` : '';
  const text = `${c.name} (${c.flag.verdict} by GP win rate): decks with it win ${pct(c.gp.rate)} ${span(c.gp.low, c.gp.high)} against ${pct(s.baseline)} expected, over ${count(Math.round(c.gp.games))} games.${beyond} The rate is that of the decks the card is in, its company included; 'ablation: {cards: [${c.name}]}' would measure the card itself.`;
  return withConfirmation(s, 'card', c.name, { rank: RANK.gp, size: Math.abs(c.gp.rate - s.baseline), text, short: `${c.name} (card): ${c.flag.verdict} by GP win rate, decks with it win ${pct(c.gp.rate)} against ${pct(s.baseline)}`, names: [c.name] });
}

/** What a flagged faction's finding says of its cards. */
function factionCards(s: Summary, f: GroupRow, company: readonly CompanyCard[], gpOnly: readonly CompanyCard[]): string {
  const b = s.balance;
  const all = b.cards.filter((c) => c.faction === f.name).length;
  const byRate = (xs: readonly CompanyCard[]): string => [...xs].sort((x, y) => Math.abs(y.card.gp.rate - s.baseline) - Math.abs(x.card.gp.rate - s.baseline)).map((x) => `${x.card.name} ${pct(x.card.gp.rate)}`).join(', ');
  const which = (n: number): string => (n === all ? `All ${all} of its cards` : n === 1 ? `One of its ${all} cards` : `${n} of its ${all} cards`);
  let text = '';
  if (gpOnly.length > 0)
    text += ` ${which(gpOnly.length)} ${gpOnly.length === 1 ? 'is' : 'are'} flagged ${f.flag.verdict} on GP win rate, none beyond the faction's own rate (${byRate(gpOnly)}): every deck holding its cards shares that rate; ablation of a few of them would tell whether one card carries it.`;
  if (company.length > 0) {
    text += ` ${which(company.length)} ${company.length === 1 ? 'is' : 'are'} ${f.flag.verdict} on GP win rate too (${byRate(company)}), ${notBorneOut(company, f.flag.verdict as 'too strong' | 'too weak', { one: 'the faction, shared by every deck of it', many: 'the faction, shared by every deck of it' })}`;
  }
  const verdicts = cardVerdicts(b);
  const carriers = b.cards.filter((c) => {
    if (c.faction !== f.name) return false;
    const d = verdicts.get(c.name)!.decided;
    return d !== null && d.measure !== 'GP win rate' && d.flag.verdict === f.flag.verdict;
  });
  if (company.length > 0 || carriers.length > 0)
    text +=
      carriers.length > 0
        ? ` By ${carriers.length === 1 ? 'its' : 'their'} own effect, ${list(carriers.map((c) => c.name))} ${carriers.length === 1 ? 'is' : 'are'} ${f.flag.verdict} (told above): the faction's cards that may carry its rate.`
        : ` No card of it is ${f.flag.verdict} by its own effect.`;
  return text;
}

/** Why cards with games have no verdict: fixed decks, with no ablation of them. */
function unjudgedNote(s: Summary): string | null {
  const b = s.balance;
  if (b.cardFlags) return null;
  const verdicts = cardVerdicts(b);
  // Only where cards met opponents lacking them (not in a tournament, where both sides hold the same deck).
  const unjudged = b.cards.filter((c) => c.gp.games > 0 && verdicts.get(c.name)!.decided === null);
  if (unjudged.length === 0) return null;
  const decks = `with ${plural(s.decks.length, 'fixed deck')} a card's win rate is the rate of the decks it is in (the decks table has them)`;
  const how = "run with 'randomDecks: true' (fresh random legal decks: each card's adjusted effect) or add the cards to 'ablation: {cards: [...]}' (the effect of holding each card, against a blank of its kind)";
  return unjudged.length === b.cards.filter((c) => c.gp.games > 0).length
    ? `Cards are not judged in this run: ${decks}. To judge the cards themselves, ${how}.`
    : `Only the ablated cards are judged in this run: for the other ${plural(unjudged.length, 'card')}, ${decks}. To judge them, ${how}.`;
}

/** Why an ablated card has no effect figure: it is its own blank, no pair at all, or pairs that all ended alike. */
export function notMeasuredText(a: AblationRow): string {
  if (a.ownBlank) return 'not measurable by ablation: it plays exactly like the blank of its kind (its kind\'s ordinary numbers, no abilities), so replacing it by the blank changes nothing; its adjusted effect in a random-deck run measures it against an average card';
  if (a.pairs === 0) return 'ablation not measured: no match had it on one side only';
  return `ablation not measured: none of its ${plural(a.pairs, 'replay')} ended differently from the base match, so the blank of its kind played like it wherever it was held`;
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
  const verdicts = cardVerdicts(b);
  const listed = new Set(items.flatMap((it) => it.names));
  const traits: { kind: string; rows: { name: string; verdict: Verdict; values: [string, string][] }[] }[] = [
    { kind: 'deck', rows: decks.map((d) => ({ name: d.name, verdict: d.flag.verdict, values: d.cards === undefined ? [] : [[`${d.cards}-card`, `${d.cards} cards`]] })) },
    {
      kind: 'card',
      rows: b.cards
        .filter((c) => c.gp.games > 0)
        .map((c) => {
          const verdict: Verdict = verdicts.get(c.name)!.decided?.flag.verdict ?? 'undetermined';
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
