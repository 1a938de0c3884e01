// The diagnostic `blinded` agent: any agent made blind to named cards, so the blind-spot check
// can be tested on a blind spot whose cause is known. It never plays a named card unless the
// rules leave no other choice, also when a play asks for sacrifices before the card is played
// (a Ward summon of AL 7 or more), and it is checked like any agent before a run plays.

import '../../src/games/index.js';
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../agents/registry.js';
import { CardEvent } from '../../src/core/events.js';
import type { CardEventSink } from '../../src/core/events.js';
import { InputError } from '../../src/core/errors.js';
import type { GameState } from '../../src/core/game.js';
import { maxDistinctActions } from '../../src/core/game.js';
import { getGame } from '../../src/core/registry.js';
import { matchSeed, Rng, STREAM_AGENT } from '../../src/core/rng.js';
import { experimentFromSpec } from '../../src/sim/experiment.js';
import { playMatch } from '../../src/sim/match.js';
import { PlayerView } from '../../src/core/view.js';
import { cardsOf } from '../../src/core/facets.js';

/** Plays per card name over `matches` self-play matches of `spec` on `deck` (both seats). */
function plays(gameId: string, deckName: string, spec: Parameters<typeof createAgent>[0], matches: number): Map<string, number> {
  const game = getGame(gameId);
  const cards = cardsOf(game).defaultSet();
  const deck = cards.decks.find((d) => d.name === deckName)!.cards;
  const counts = new Map<string, number>();
  const sink: CardEventSink = {
    cardEvent(kind, _player, def) {
      if (kind === CardEvent.Played) counts.set(cards.cards[def]!.name, (counts.get(cards.cards[def]!.name) ?? 0) + 1);
    },
  };
  for (let m = 0; m < matches; m++) {
    const seed = matchSeed(7, m);
    const agents = [0, 1].map((s) => createAgent(spec, { game, rng: new Rng(seed, STREAM_AGENT + s), cards }));
    playMatch(game, { variant: game.defaultVariant, cards, decks: [deck, deck], events: sink }, seed, agents);
  }
  return counts;
}

describe('the blinded agent', () => {
  it('never plays the named card, and plays the others', () => {
    const seeing = plays('coin', 'Mixed', 'heuristic', 40);
    const blind = plays('coin', 'Mixed', { type: 'blinded', agent: 'heuristic', never: ['Ace'] }, 40);
    expect(seeing.get('Ace')).toBeGreaterThan(20);
    expect(blind.get('Ace') ?? 0).toBe(0);
    expect(blind.get('Kelp')).toBeGreaterThan(10);
  });

  it('does not start a Ward summon that plays the named creature only once its sacrifice is chosen', () => {
    // Ward 8.2.1: a creature of AL 7 or more takes a sacrifice, chosen after the summon; the card
    // is played (its event reported) when the sacrifice is. Find a position where the heuristic
    // starts such a summon of Ent Tree or Steam Rex while it could do something else.
    const game = getGame('ward');
    const cards = cardsOf(game).defaultSet();
    const deck = cards.decks.find((d) => d.name === 'Iron Grove')!.cards;
    const ids = new Int32Array(maxDistinctActions(game));
    let found: { state: GameState; player: number; summon: number } | null = null;
    for (let m = 0; m < 20 && found === null; m++) {
      const seed = matchSeed(7, m);
      const state = game.newMatch({ variant: game.defaultVariant, cards, decks: [deck, deck] }, seed);
      const agents = [0, 1].map((s) => createAgent('heuristic', { game, rng: new Rng(seed, STREAM_AGENT + s), cards }));
      while (!state.isTerminal() && found === null) {
        const p = state.currentPlayer();
        const n = state.legalActions(ids);
        const a = n === 1 ? ids[0]! : agents[p]!.chooseAction(new PlayerView(state, p, []), p);
        if (n > 1 && /summons (Ent Tree|Steam Rex)$/.test(state.describeAction(a))) found = { state: state.clone(), player: p, summon: a };
        state.apply(a);
      }
    }
    expect(found).not.toBeNull();
    const { state, player, summon } = found!;
    // The summon alone plays nothing yet: its player is asked for the sacrifice.
    const after = state.clone();
    const heard: string[] = [];
    after.setEventSink({ cardEvent: (kind, _p, def) => void (kind === CardEvent.Played && heard.push(cards.cards[def]!.name)) });
    after.apply(summon);
    expect(heard).toEqual([]);
    expect(after.currentPlayer()).toBe(player);
    expect(after.legalActions(ids)).toBeGreaterThan(0);
    expect(after.describeAction(ids[0]!)).toMatch(/sacrifices/);
    const blind = createAgent({ type: 'blinded', agent: 'heuristic', never: ['Steam Rex', 'Ent Tree'] }, { game, rng: new Rng(3, STREAM_AGENT), cards });
    const choice = blind.chooseAction(new PlayerView(state, player, []), player);
    expect(choice).not.toBe(summon);
    expect(state.describeAction(choice)).not.toMatch(/summons (Ent Tree|Steam Rex)$/);
  });

  it('is refused before a run plays when its agent is unknown or its options wrong', async () => {
    const spec = (agent: unknown) => ({ name: 'b', game: 'coin', randomDecks: true, agents: [{ type: 'blinded', agent, never: ['Ace'] }], matches: 2, seed: 1 });
    await expect(experimentFromSpec(spec('heuristc'))).rejects.toThrow(/unknown agent 'heuristc'.*heuristic/);
    await expect(experimentFromSpec(spec({ type: 'mcts', iteration: 20 }))).rejects.toThrow(/blinded agent: its agent's/);
    await expect(experimentFromSpec({ ...spec('heuristic'), agents: [{ type: 'blinded', agent: 'heuristic' }] })).rejects.toThrow(InputError);
    await expect(experimentFromSpec(spec('random'))).resolves.toBeDefined();
  });

  it('names an unknown card with the nearest name in the set', () => {
    const game = getGame('coin');
    expect(() => createAgent({ type: 'blinded', agent: 'random', never: ['Acee'] }, { game, rng: new Rng(1) })).toThrow(/unknown card 'Acee' in set 'planted'.*Ace/);
  });
});
