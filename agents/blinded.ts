// A diagnostic agent: any agent made blind to named cards. It never plays them unless the rules
// leave no other choice, so the blind-spot check (`balance-lab blind-spots`) can be tested on a
// blind spot whose cause is known. Not a player for balance runs.

import { z } from 'zod';
import { InputError } from '../src/core/errors.js';
import { CardEvent } from '../src/core/events.js';
import type { CardEventSink } from '../src/core/events.js';
import type { GameDefinition, GameState, VariantFacts } from '../src/core/game.js';
import { maxDistinctActions } from '../src/core/game.js';
import { suggestion } from '../src/core/suggest.js';
import type { PlayerView } from '../src/core/view.js';
import type { Agent, AgentContext, AgentSpec, AgentType } from './agent.js';
import { parseAgentOptions } from './agent-options.js';
import { cardsOf } from '../src/core/facets.js';

export const blindedSpecSchema = z.strictObject({
  type: z.literal('blinded'),
  label: z.string().min(1).optional(),
  /** The agent made blind: a name (heuristic, mcts-200) or a spec. */
  agent: z.union([z.string().min(1), z.looseObject({ type: z.string().min(1) })]),
  /** The cards it never plays, by name. */
  never: z.array(z.string().min(1)).min(1),
});

/**
 * Own decisions looked through after an action that has not yet played a card: a play that
 * asks its player for sacrifices or a target before the card is played commits to it all the
 * same, and every answer then plays it.
 */
const LOOKAHEAD = 3;

/** Hears whether `player` plays one of the named definitions. */
class PlaySpotter implements CardEventSink {
  player = -1;
  heard = false;
  constructor(private readonly named: ReadonlySet<number>) {}
  cardEvent(kind: CardEvent, player: number, def: number): void {
    if (kind === CardEvent.Played && player === this.player && this.named.has(def)) this.heard = true;
  }
}

export class BlindedAgent implements Agent {
  readonly label: string;
  readonly needsObservations?: boolean;
  private readonly spotter: PlaySpotter;
  /** One list of legal actions per lookahead depth. */
  private readonly lists: Int32Array[];
  private world: GameState | undefined = undefined;

  constructor(private readonly inner: Agent, named: ReadonlySet<number>, private readonly ctx: AgentContext, label?: string) {
    this.label = label ?? `${inner.label}-blinded`;
    if (inner.needsObservations) this.needsObservations = true;
    this.spotter = new PlaySpotter(named);
    this.lists = Array.from({ length: LOOKAHEAD + 1 }, () => new Int32Array(maxDistinctActions(ctx.game)));
  }

  chooseAction(view: PlayerView, player: number): number {
    const choice = this.inner.chooseAction(view, player);
    this.world = view.determinize(this.ctx.rng, this.world);
    if (!this.commits(this.world, choice, player, LOOKAHEAD)) return choice;
    const ids = this.lists[LOOKAHEAD]!;
    const n = view.legalActions(ids);
    let allowed = 0;
    for (let i = 0; i < n; i++) if (!this.commits(this.world, ids[i]!, player, LOOKAHEAD)) ids[allowed++] = ids[i]!;
    // No other choice: the rules make it play the card.
    return allowed === 0 ? choice : ids[this.ctx.rng.below(allowed)]!;
  }

  /**
   * Whether `action` plays a named card of `player` in `from` (one of the agent's own
   * determinizations), at once or in every continuation of the player's next `depth` decisions.
   */
  private commits(from: GameState, action: number, player: number, depth: number): boolean {
    const s = from.clone();
    this.spotter.player = player;
    this.spotter.heard = false;
    s.setEventSink(this.spotter);
    s.apply(action);
    s.setEventSink(null);
    if (this.spotter.heard) return true;
    if (depth === 0 || s.isTerminal() || s.currentPlayer() !== player) return false;
    const ids = this.lists[depth - 1]!;
    const n = s.legalActions(ids);
    for (let i = 0; i < n; i++) if (!this.commits(s, ids[i]!, player, depth - 1)) return false;
    return true;
  }
}

/** What the blinded type needs of the registry (passed in, so this module does not import it). */
export interface AgentFactory {
  resolve(spec: string | AgentSpec, where?: { field?: string }): AgentSpec;
  check(spec: AgentSpec, game: GameDefinition, facts: VariantFacts): void;
  schema(type: string): z.ZodType | undefined;
  create(spec: AgentSpec, ctx: AgentContext): Agent;
}

export function blindedAgentType(factory: AgentFactory): AgentType {
  const parse = (spec: AgentSpec): z.infer<typeof blindedSpecSchema> => parseAgentOptions(blindedSpecSchema, spec, 'blinded', 'e.g. {type: blinded, agent: heuristic, never: [Regrowth]}');
  return {
    type: 'blinded',
    description: 'diagnostic: an agent that never plays the named cards unless forced (options: agent, never), for testing the blind-spot check',
    spec: blindedSpecSchema,
    check(spec, game, facts) {
      const inner = factory.resolve(parse(spec).agent as string | AgentSpec, { field: 'agent' });
      const r = factory.schema(inner.type)?.safeParse(inner);
      if (r && !r.success) throw new InputError(`blinded agent: its agent's ${r.error.issues[0]!.message}`, { field: ['agent', ...r.error.issues[0]!.path].join('.') });
      factory.check(inner, game, facts);
    },
    create(spec, ctx) {
      const s = parse(spec);
      const cards = ctx.cards ?? cardsOf(ctx.game).defaultSet();
      const named = new Set<number>();
      for (const name of s.never) {
        const found = cards.cards.find((c) => c.name.toLowerCase() === name.toLowerCase());
        if (!found) throw new InputError(`blinded agent: unknown card '${name}' in set '${cards.name}'`, { field: 'never' }, suggestion(name, cards.cards.map((c) => c.name)));
        named.add(found.id);
      }
      const inner = factory.create(factory.resolve(s.agent as string | AgentSpec), ctx);
      return new BlindedAgent(inner, named, ctx, s.label);
    },
  };
}
