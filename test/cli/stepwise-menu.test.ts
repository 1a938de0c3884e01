// A long list of moves asked in steps (stepwise-menu.ts): the groups it shows, and that a person
// who answers step by step (unit, then hex, then facing) gets exactly the integer action the flat
// list gives for the same description.

import { describe, expect, it } from 'vitest';
import { HumanAgent } from '../../src/cli/human.js';
import { menuLevel } from '../../src/cli/stepwise-menu.js';
import { Rng, STREAM_AGENT } from '../../src/core/rng.js';
import { PlayerView } from '../../src/core/view.js';
import { gloom } from '../../src/games/gloom/game.js';
import { A_DEPLOY, ACTIONS, NUM_ACTIONS } from '../../src/games/gloom/ids.js';
import { cardsOf } from '../../src/core/facets.js';

describe('menuLevel', () => {
  const paths = [['P1 plays Imp', 'at a1', 'facing north'], ['P1 plays Imp', 'at a1', 'facing east'], ['P1 plays Imp', 'at b1', 'facing north'], ['P1 passes']];
  it('offers the first steps, one line per group, and a lone move as the move', () => {
    const top = menuLevel(paths, []);
    expect(top.chosen).toEqual([]);
    expect(top.options.map((o) => [o.label, o.moves, o.more])).toEqual([
      ['P1 plays Imp', [0, 1, 2], true],
      ['P1 passes', [3], false],
    ]);
  });
  it('takes at once the steps every remaining move shares, and shows a group of one as its rest', () => {
    const next = menuLevel(paths, ['P1 plays Imp']);
    expect(next.options.map((o) => [o.label, o.more])).toEqual([
      ['at a1', true],
      ['at b1 facing north', false],
    ]);
    expect(menuLevel(paths.slice(0, 2), []).chosen).toEqual(['P1 plays Imp', 'at a1']);
  });
});

/** A Gloom match at P1's first placement (gambits chosen, Shield Wardens [a] deployed). */
function atPlacement() {
  const cards = cardsOf(gloom).defaultSet();
  const s = gloom.newMatch({ variant: 'standard', cards, decks: [[...cards.decks[0]!.cards], [...cards.decks[1]!.cards]] }, 3);
  const buf = new Int32Array(NUM_ACTIONS);
  for (;;) {
    const ids = Array.from(buf.subarray(0, s.legalActions(buf)));
    if (ACTIONS.decode(ids[0]!).segment === 'place' && s.currentPlayer() === 0) return { s, ids };
    s.apply(ids.includes(A_DEPLOY) ? A_DEPLOY : ids[0]!);
  }
}

/** Answers each menu as a person after `want` would: the line whose text, after the title's steps, continues the description (`back`: one 'b' first at the second level). */
function typist(lines: string[], want: string, back = false): () => string {
  let backed = !back;
  return () => {
    let title = lines.length - 1;
    while (!lines[title]!.startsWith('P1, your move')) title--;
    const chosen = /^P1, your move: (.*) \.\.\.$/.exec(lines[title]!)?.[1] ?? '';
    const options = lines.slice(title + 1).filter((l) => /^ +\d+\. /.test(l));
    if (!backed && chosen.includes(' at ')) {
      backed = true;
      return 'b';
    }
    for (const o of options) {
      const [, k, label] = /^ +(\d+)\. (.*?)(?: \.\.\. \(\d+ moves\))?$/.exec(o)!;
      const text = chosen ? `${chosen} ${label}` : label!;
      if (want === text || want.startsWith(`${text} `)) return k!;
    }
    throw new Error(`no line continues '${want}' in:\n${lines.slice(title).join('\n')}`);
  };
}

describe('a placement asked in steps', () => {
  it('asks the hex, then the facing, and returns the action the flat list has under the same words, for every placement', () => {
    const { s, ids } = atPlacement();
    expect(ids.length).toBe(108);
    for (const a of ids) {
      const want = s.describeAction(a);
      const lines: string[] = [];
      const human = new HumanAgent(cardsOf(gloom).defaultSet(), new Rng(1, STREAM_AGENT), (l) => void lines.push(l), typist(lines, want));
      expect(human.chooseAction(new PlayerView(s, 0, []), 0)).toBe(a);
      expect(lines).toContain('P1, your move: P1 places Shield Wardens [a] ...');
      expect(lines.filter((l) => l.startsWith('move number'))).toHaveLength(2);
    }
  });

  it('goes back a step on b', () => {
    const { s, ids } = atPlacement();
    const a = ids.find((x) => s.describeAction(x) === 'P1 places Shield Wardens [a] at C2 facing south-east')!;
    const lines: string[] = [];
    const human = new HumanAgent(cardsOf(gloom).defaultSet(), new Rng(1, STREAM_AGENT), (l) => void lines.push(l), typist(lines, s.describeAction(a), true));
    expect(human.chooseAction(new PlayerView(s, 0, []), 0)).toBe(a);
    expect(lines.filter((l) => l === 'move number (1-6, b to go back, q to stop):')).toHaveLength(2);
    expect(lines.filter((l) => l === 'move number (1-18, q to stop):')).toHaveLength(2);
  });
});
