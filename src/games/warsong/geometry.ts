// Battlefield geometry of the two Warsong matches: grid size, each seat's forward direction,
// and the depth of every cell seen from every seat (0 = the seat's back row). Starting zones,
// staging and contested squares all follow from the depth table.

/** Absolute directions, clockwise. */
export const N = 0;
export const E = 1;
export const S = 2;
export const W = 3;
export const DIR_NAMES = ['north', 'east', 'south', 'west'] as const;
const DR = [-1, 0, 1, 0];
const DC = [0, 1, 0, -1];

export class Geometry {
  readonly cells: number;
  /** forward[p]: the absolute direction seat p faces (its cards' default front). */
  readonly forward: Int8Array;
  /** depth[p * cells + cell]: rows from seat p's back edge; 0 and 1 are its starting zone. */
  readonly depth: Int8Array;
  /** step[cell * 4 + d]: the neighbouring cell in direction d, or -1 off the grid. */
  readonly step: Int16Array;
  /** largeCorner[i]: offset from a 2x2 footprint's top-left cell to its corner cells clockwise (top-left, top-right, bottom-right, bottom-left). */
  readonly largeCorner: Int8Array;
  /**
   * around[k * 12 + i], i < aroundCount[k]: the cells around a footprint, row-major; k is the
   * cell of a one-cell card, or cells + the top-left cell of a Large card's 2x2 block (aroundKey).
   */
  readonly around: Int16Array;
  readonly aroundCount: Int8Array;
  /** ringMask[cell]: the same cells as a bitmask. */
  readonly ringMask: Int32Array;
  /** crossMask[cell]: the (up to four) orthogonal neighbours as a bitmask. */
  readonly crossMask: Int32Array;
  /** hasStep[d]: bitmask of the cells that have a neighbour in direction d. */
  readonly hasStep: Int32Array;
  /** largeDepth[p * cells + x]: least depth (seen from p) of the 2x2 block at x, or -1 off the grid. */
  readonly largeDepth: Int8Array;
  /** depthCells[p * 8 + d]: bitmask of the cells at depth d seen from p. */
  readonly depthCells: Int32Array;
  /** largeDepthCells[p * 8 + d]: bitmask of the top-left cells of 2x2 blocks whose least depth from p is d. */
  readonly largeDepthCells: Int32Array;
  /** Top-left cells of the 2x2 blocks that fit on the grid. */
  readonly largeAnchors: number;
  /** depthBits[(p * 4 + j) * 256 + v]: bit d (d < 7) set when a cell 8j + i with bit i of v lies at depth d from p. */
  readonly depthBits: Uint8Array;
  /** stagedFor[p * 256 + m]: where p may place when p's cards stand at the depths of bitmask m (staging). */
  readonly stagedFor: Int32Array;
  /** largeStagedFor[p * 256 + m]: the top-left cells of the 2x2 blocks p may place a Large card on. */
  readonly largeStagedFor: Int32Array;
  /** rowOf[cell], colOf[cell]: a cell's row and column (lookups: the rules ask often, and dividing by `cols` is slow). */
  private readonly rowOf: Int8Array;
  private readonly colOf: Int8Array;

  constructor(readonly rows: number, readonly cols: number, readonly players: number, forward: readonly number[]) {
    this.cells = rows * cols;
    this.rowOf = Int8Array.from({ length: this.cells }, (_, x) => Math.floor(x / cols));
    this.colOf = Int8Array.from({ length: this.cells }, (_, x) => x % cols);
    this.forward = Int8Array.from(forward);
    this.depth = new Int8Array(players * this.cells);
    for (let p = 0; p < players; p++) {
      for (let cell = 0; cell < this.cells; cell++) {
        const r = (cell / cols) | 0;
        const c = cell % cols;
        let d: number;
        switch (forward[p]) {
          case N:
            d = rows - 1 - r;
            break;
          case S:
            d = r;
            break;
          case E:
            d = c;
            break;
          default:
            d = cols - 1 - c;
        }
        this.depth[p * this.cells + cell] = d;
      }
    }
    this.step = new Int16Array(this.cells * 4);
    for (let cell = 0; cell < this.cells; cell++) for (let d = 0; d < 4; d++) this.step[cell * 4 + d] = this.at(((cell / cols) | 0) + DR[d]!, (cell % cols) + DC[d]!);
    this.largeCorner = Int8Array.of(0, 1, cols + 1, cols);
    this.crossMask = new Int32Array(this.cells);
    for (let cell = 0; cell < this.cells; cell++) {
      for (let d = 0; d < 4; d++) {
        const y = this.step[cell * 4 + d]!;
        if (y >= 0) this.crossMask[cell] = this.crossMask[cell]! | (1 << y);
      }
    }
    this.hasStep = new Int32Array(4);
    for (let cell = 0; cell < this.cells; cell++) for (let d = 0; d < 4; d++) if (this.step[cell * 4 + d]! >= 0) this.hasStep[d] = this.hasStep[d]! | (1 << cell);
    this.around = new Int16Array(2 * this.cells * 12);
    this.aroundCount = new Int8Array(2 * this.cells);
    this.ringMask = new Int32Array(this.cells);
    for (let k = 0; k < 2 * this.cells; k++) {
      const size = k < this.cells ? 1 : 2;
      const cell = k % this.cells;
      const r0 = (cell / cols) | 0;
      const c0 = cell % cols;
      let n = 0;
      for (let r = r0 - 1; r <= r0 + size; r++) {
        for (let c = c0 - 1; c <= c0 + size; c++) {
          const x = this.at(r, c);
          if (x < 0 || (r >= r0 && r < r0 + size && c >= c0 && c < c0 + size)) continue;
          this.around[k * 12 + n++] = x;
          if (size === 1) this.ringMask[cell] = this.ringMask[cell]! | (1 << x);
        }
      }
      this.aroundCount[k] = n;
    }
    if (this.cells > 30) throw new Error('cell bitmasks hold at most 30 cells');
    this.depthCells = new Int32Array(players * 8);
    for (let p = 0; p < players; p++) {
      for (let cell = 0; cell < this.cells; cell++) {
        const k = p * 8 + this.depth[p * this.cells + cell]!;
        this.depthCells[k] = this.depthCells[k]! | (1 << cell);
      }
    }
    this.largeDepth = new Int8Array(players * this.cells).fill(-1);
    for (let p = 0; p < players; p++) {
      for (let cell = 0; cell < this.cells; cell++) {
        const r = (cell / cols) | 0;
        const c = cell % cols;
        if (r > rows - 2 || c > cols - 2) continue;
        let d = 99;
        for (const y of [cell, cell + 1, cell + cols, cell + cols + 1]) d = Math.min(d, this.depth[p * this.cells + y]!);
        this.largeDepth[p * this.cells + cell] = d;
      }
    }
    this.largeDepthCells = new Int32Array(players * 8);
    let anchors = 0;
    for (let p = 0; p < players; p++) {
      for (let cell = 0; cell < this.cells; cell++) {
        const d = this.largeDepth[p * this.cells + cell]!;
        if (d < 0) continue;
        anchors |= 1 << cell;
        this.largeDepthCells[p * 8 + d] = this.largeDepthCells[p * 8 + d]! | (1 << cell);
      }
    }
    this.largeAnchors = anchors;
    // Staging as lookups: the starting zone, and one row deeper than any depth p holds.
    this.depthBits = new Uint8Array(players * 4 * 256);
    this.stagedFor = new Int32Array(players * 256);
    this.largeStagedFor = new Int32Array(players * 256);
    for (let p = 0; p < players; p++) {
      for (let j = 0; j < 4; j++) {
        for (let v = 0; v < 256; v++) {
          let m = 0;
          for (let i = 0; i < 8; i++) {
            const cell = 8 * j + i;
            if ((v & (1 << i)) === 0 || cell >= this.cells) continue;
            const d = this.depth[p * this.cells + cell]!;
            if (d < 7) m |= 1 << d;
          }
          this.depthBits[(p * 4 + j) * 256 + v] = m;
        }
      }
      const dc = (d: number): number => this.depthCells[p * 8 + d]!;
      const ldc = (d: number): number => this.largeDepthCells[p * 8 + d]!;
      for (let m = 0; m < 256; m++) {
        let open = dc(0) | dc(1);
        for (let d = 0; d < 7; d++) if ((m & (1 << d)) !== 0) open |= dc(d + 1);
        this.stagedFor[p * 256 + m] = open;
        let large = ldc(0) | ldc(1);
        for (let d = 2; d < 8; d++) if ((m & (1 << (d - 1))) !== 0) large |= ldc(d);
        this.largeStagedFor[p * 256 + m] = large;
      }
    }
  }

  /** The key of a footprint in `around`: its top-left cell, past the one-cell keys for a Large card. */
  aroundKey(cell: number, large: boolean): number {
    return large ? this.cells + cell : cell;
  }

  /**
   * The cell one step along d1 and then one along d2 (a corner when they are perpendicular, the
   * second space when they are equal), or -1: off the grid after the first step is off after both.
   */
  step2(cell: number, d1: number, d2: number): number {
    const y = this.step[cell * 4 + d1]!;
    return y < 0 ? -1 : this.step[y * 4 + d2]!;
  }

  /** Bitmask of the depths (below 7, seen from p) of the cells in `cells`: what staging opens (stagedFor). */
  depthsOf(p: number, cells: number): number {
    const bits = this.depthBits;
    const b = p * 1024;
    return bits[b + (cells & 255)]! | bits[b + 256 + ((cells >>> 8) & 255)]! | bits[b + 512 + ((cells >>> 16) & 255)]! | bits[b + 768 + (cells >>> 24)]!;
  }

  at(r: number, c: number): number {
    return r < 0 || c < 0 || r >= this.rows || c >= this.cols ? -1 : r * this.cols + c;
  }

  row(cell: number): number {
    return this.rowOf[cell]!;
  }

  col(cell: number): number {
    return this.colOf[cell]!;
  }

  /** Whether `cell` lies in seat p's starting zone (its first two rows). */
  inStartingZone(p: number, cell: number): boolean {
    return this.depth[p * this.cells + cell]! <= 1;
  }

  /** A cell in two seats' starting zones (World War Match). */
  isContested(cell: number): boolean {
    let n = 0;
    for (let p = 0; p < this.players; p++) if (this.inStartingZone(p, cell)) n++;
    return n >= 2;
  }

  /** Cell name: column letter and row number counted from the top, e.g. "b3". */
  name(cell: number): string {
    return `${String.fromCharCode(97 + this.col(cell))}${this.row(cell) + 1}`;
  }

  /** The cell of a name such as "b3" (see name), or -1 when the board has none. */
  cellNamed(name: string): number {
    const m = /^([a-z])(\d+)$/.exec(name.trim().toLowerCase());
    return m ? this.at(Number(m[2]) - 1, m[1]!.charCodeAt(0) - 97) : -1;
  }
}

/** Standard Match: 5 rows of 4; seat 0 holds the bottom two rows facing north, seat 1 the top two. */
export const STANDARD = new Geometry(5, 4, 2, [N, S]);
/**
 * World War Match: 5 by 5, seats clockwise from the bottom edge (0 bottom, 1 left, 2 top,
 * 3 right), each holding the two rows along its edge. The four 2x2 corners lie in two zones
 * (contested) and the centre square in none (the single uncontested square).
 */
export const WORLD_WAR = new Geometry(5, 5, 4, [N, E, S, W]);

/** Number of set bits of a 32-bit integer. */
export function popcount(v: number): number {
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
