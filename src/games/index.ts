// Every game joins the lab here: registering is all it takes for the CLI, experiments and the
// conformance suite to pick it up.

import { registerGame } from '../core/registry.js';
import { coinGame } from './coin/coin.js';
import { gloom } from './gloom/game.js';
import { kuhnPoker } from './kuhn/kuhn.js';
import { lanterns } from './lanterns/game.js';
import { ticTacToe } from './tictactoe/tictactoe.js';
import { ward } from './ward/game.js';
import { warlords } from './warlords/game.js';
import { warsong } from './warsong/game.js';
import { wtactics } from './wtactics/game.js';

registerGame(ticTacToe);
registerGame(kuhnPoker);
registerGame(coinGame);
registerGame(warsong);
registerGame(ward);
registerGame(gloom);
registerGame(warlords);
registerGame(wtactics);
registerGame(lanterns);
