// The card-file reference of WTactics (docs/cards/wtactics.md): the loader's own schema and, for
// each closed vocabulary of cards.ts, the rule of every entry. The rule tables are keyed by the
// vocabularies' own types, so an entry added to a vocabulary without its rule does not compile.

import type { CardReference, VocabularyEntry } from '../../core/game.js';
import type { ABILITY_KINDS, ASSIGN_EFFECTS, EFFECTS, FACTIONS, KEYWORDS, KINDS, OBJECTIVES, QUEST_TYPES, SIDES, SPANS, TARGETS, TRIGGERS } from './card-schema.js';
import * as wtCards from './card-schema.js';

type Rules<V extends readonly string[]> = { readonly [K in V[number]]: string | { readonly parameter: string; readonly rule: string } };

function entries<V extends readonly string[]>(names: V, rules: Rules<V>): VocabularyEntry[] {
  return names.map((name: V[number]) => {
    const r = rules[name];
    return typeof r === 'string' ? { name, rule: r } : { name, parameter: r.parameter, rule: r.rule };
  });
}

const KIND_RULES: Rules<typeof KINDS> = {
  creature: 'Enters in its owner\'s Entrance phase into either front, loyalty and gold paid; attacks from the Offensive, defends from the Defensive.',
  equipment: 'Attached to a creature in the own play phase; follows its carrier, one per subtype in use; dropped on death in combat and may be picked up.',
  enchantment: 'Attached to a creature in the own play phase; enchantments of one name do not stack.',
  event: 'Played at any time the player may act, also as a response in the other player\'s windows; then to the grave.',
  magic: 'Played in the own play phase with a Caster local to the target; then to the grave.',
  quest: 'Goes in the 10-card quest deck, not the army deck; offered face up, accepted for victory points.',
  hero: 'One per deck, in play from the start: influence, victory-point target, hand size, resources, default army, loyalty points, abilities.',
};

const FACTION_RULES: Rules<typeof FACTIONS> = {
  gaian: 'Gaian: elves, merfolk, beasts and treants of the forests.',
  'house-of-nobles': 'House of Nobles: knights, guards and mages of the realm.',
  'red-banner': 'Red Banner: orcs, trolls and raiders.',
  neutral: 'No faction: no loyalty requirement, fits any deck.',
};

const KEYWORD_RULES: Rules<typeof KEYWORDS> = {
  vigilant: 'Defends even while marked (a card over a rule).',
  'cannot-attack': 'Cannot be declared an attacker.',
  'cannot-defend': 'Cannot defend; beats vigilant (a forbidding effect wins over an allowing one).',
};

const EFFECT_RULES: Rules<typeof EFFECTS> = {
  buff: { parameter: 'amount (ATK), def (DEF)', rule: 'The target gains ATK and DEF until the end of the turn.' },
  heal: { parameter: 'def', rule: 'The target gains DEF until the end of the turn; counts as healing for quests.' },
  counter: { parameter: 'amount (ATK), def (DEF)', rule: 'Places a permanent ATK/DEF counter on the target.' },
  destroy: { parameter: 'amount', rule: 'Destroys the target if its DEF is at most the amount (to the grave, not in combat).' },
  draw: { parameter: 'amount', rule: 'The player draws that many cards.' },
  'gain-influence': { parameter: 'amount', rule: 'The player gains influence, up to the hero\'s maximum.' },
  'drain-influence': { parameter: 'amount', rule: 'The opponent loses that much influence.' },
  gold: { parameter: 'amount', rule: 'The player gets that much gold for this turn only.' },
  unmark: 'Unmarks the target.',
  mark: 'Marks the target.',
};

const TARGET_RULES: Rules<typeof TARGETS> = {
  none: 'Acts on players, not on a creature.',
  self: 'The creature whose ability it is (abilities only).',
  'own-creature': 'A creature the player controls.',
  'enemy-creature': 'A creature the opponent controls.',
  'any-creature': 'Any creature in play.',
};

const TRIGGER_RULES: Rules<typeof TRIGGERS> = {
  'enters-play': 'When this creature enters play; mandatory, nothing happens when it is impossible.',
  dies: 'When this creature dies.',
  'creature-enters': 'When another creature (of `creature-type`, if given) enters play.',
};

const ASSIGN_RULES: Rules<typeof ASSIGN_EFFECTS> = {
  gold: 'Gold for that turn to the controller at the start of every turn after the one it was assigned in (the opponent\'s next turn first).',
  draw: 'A card at the start of each of those turns.',
  'gain-influence': 'Influence at the start of each of those turns, up to the maximum.',
};

const ABILITY_RULES: Rules<typeof ABILITY_KINDS> = {
  passive: 'Always on (an aura): ATK, DEF and keywords for the creatures it reaches, local unless global.',
  activated: '`Cost : Effect`, used in the play phases and windows by paying the cost (gold, marking itself or allies).',
  triggered: 'Happens by itself when its trigger occurs.',
  assign: 'The creature may be assigned (unmarked, cost paid): it brings its effect from the next turn and cannot attack, defend or use other abilities.',
  upkeep: 'Pay the gold in each upkeep phase or discard the creature.',
};

const SPAN_RULES: Rules<typeof SPANS> = {
  local: 'Reaches creatures in the same place (a player\'s Offensive and the opponent\'s Defensive opposite it are one place).',
  global: 'Reaches creatures everywhere.',
};

const SIDE_RULES: Rules<typeof SIDES> = {
  allies: 'Only the controller\'s creatures.',
  all: 'Both players\' creatures.',
};

const QUEST_TYPE_RULES: Rules<typeof QUEST_TYPES> = {
  assignment: 'Completed by doing something over the player\'s own turns (Healers Exam).',
  contract: 'Escrow paid on accepting and returned only on completion; fails when its duration runs out (Blood Vengeance).',
  confrontation: 'A creature fought from any front, its hit points kept per player; never expires; abandoning it costs the penalty.',
};

const OBJECTIVE_RULES: Rules<typeof OBJECTIVES> = {
  'heal-streak': { parameter: 'count', rule: 'Heal a creature in `count` own turns in a row.' },
  'kill-same-faction': { parameter: 'count, min-cost, no-losses', rule: 'Kill `count` creatures of one faction in a row (another faction restarts it).' },
  'kill-creatures': { parameter: 'count', rule: 'Kill `count` creatures.' },
  'control-creatures': { parameter: 'count', rule: 'Control `count` creatures at the end of an own turn.' },
  'influence-damage': { parameter: 'count', rule: 'Deal `count` undefended damage to the opponent\'s influence.' },
  slay: { parameter: 'atk, def, hp', rule: 'Confrontations: bring the creature\'s hit points to zero.' },
};

export function wtCardReference(): CardReference {
  const c = wtCards;
  return {
    intro: [
      'WTactics card files (`cards/wtactics/*.yaml`) hold card definitions and starter decks. Every card has a `kind` that decides its other fields: creatures, equipment, enchantments, events, magic, quests (for the quest deck) and heroes.',
      'A deck is an army of at least 60 cards (at most 4 copies of a name), exactly one hero and 10 different quests; the loyalty requirements of its cards, highest per faction and added up, may not exceed 3 nor what the hero brings.',
    ].join(' '),
    fileSchema: c.wtFileSchema,
    vocabularies: [
      { title: 'Card types', field: 'cards[].kind', entries: entries(c.KINDS, KIND_RULES) },
      { title: 'Factions', field: 'cards[].faction', entries: entries(c.FACTIONS, FACTION_RULES) },
      { title: 'Keywords', field: 'cards[].keywords, cards[].grants, cards[].abilities[].grants', entries: entries(c.KEYWORDS, KEYWORD_RULES) },
      { title: 'Effects', field: 'cards[].effect, cards[].abilities[].effect', entries: entries(c.EFFECTS, EFFECT_RULES) },
      { title: 'Targets', field: 'cards[].target, cards[].abilities[].target', entries: entries(c.TARGETS, TARGET_RULES) },
      { title: 'Ability kinds', field: 'cards[].abilities[].kind', entries: entries(c.ABILITY_KINDS, ABILITY_RULES) },
      { title: 'Triggers', field: 'cards[].abilities[].when', entries: entries(c.TRIGGERS, TRIGGER_RULES) },
      { title: 'Assignment effects', field: 'cards[].abilities[].effect (kind assign)', entries: entries(c.ASSIGN_EFFECTS, ASSIGN_RULES) },
      { title: 'Spans', field: 'cards[].abilities[].span', entries: entries(c.SPANS, SPAN_RULES) },
      { title: 'Sides', field: 'cards[].abilities[].side', entries: entries(c.SIDES, SIDE_RULES) },
      { title: 'Quest types', field: 'cards[].quest-type', entries: entries(c.QUEST_TYPES, QUEST_TYPE_RULES) },
      { title: 'Objectives', field: 'cards[].objective', entries: entries(c.OBJECTIVES, OBJECTIVE_RULES) },
    ],
  };
}
