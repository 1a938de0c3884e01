// The human seat sees only what its player may see: in Kuhn poker the opponent's card is drawn
// as '?' at every decision, the own card as it is, and the typed numbers choose the moves.

import { describe, expect, it } from 'vitest';
import { createAgent } from '../../agents/registry.js';
import { HumanAgent } from '../../src/cli/human.js';
import { kuhnPoker } from '../../src/games/kuhn/kuhn.js';
import { Rng, STREAM_AGENT } from '../../src/core/rng.js';
import { playMatch } from '../../src/sim/match.js';
import { streamingLog } from '../../src/sim/play-log.js';
import { cardsOf } from '../../src/core/facets.js';

describe('the human seat', () => {
  it("hides the opponent's card, shows the own one, and plays the numbers typed", () => {
    const cards = cardsOf(kuhnPoker).defaultSet();
    for (let seed = 1; seed <= 20; seed++) {
      const lines: string[] = [];
      const write = (l: string): void => void lines.push(l);
      const answers = ['9', '2', '1', '1'];
      const human = new HumanAgent(cards, new Rng(seed, STREAM_AGENT), write, () => answers.shift() ?? '1');
      const other = createAgent('random', { game: kuhnPoker, rng: new Rng(seed, STREAM_AGENT + 1) });
      const truth = kuhnPoker.newMatch({ variant: 'standard', cards, decks: [[], []] }, seed).describe();
      const [mine, theirs] = /^P1: (\S+) {2}P2: (\S+)/.exec(truth)!.slice(1);
      const log = streamingLog(write, { audience: 0 });
      log.finish(playMatch(kuhnPoker, { variant: 'standard', cards, decks: [[], []] }, seed, [human, other], log.hooks));
      const pictures = lines.filter((l) => /^ {2}\| P1: /.test(l));
      // The last picture is the end of the match, drawn from the true state.
      const drawnForHuman = pictures.slice(0, -1);
      expect(drawnForHuman.length).toBeGreaterThan(0);
      for (const p of drawnForHuman) expect(p).toMatch(new RegExp(`^ {2}\\| P1: ${mine} {2}P2: \\? {2}history: `));
      expect(pictures.at(-1)).toContain(`P2: ${theirs}`);
      // '9' is refused; '2' is the second legal move of the first decision (bet).
      expect(lines).toContain("'9' is not a move number");
      expect(lines.find((l) => l.startsWith('[turn'))).toMatch(/^\[turn \d+\] P1: .*bet/i);
    }
  });
});
