// The MAP-Elites archive: one elite per behaviour cell, the best deck found there by the
// search's fitness. Cells appear as decks reach them (the axes' bins are labels, not a fixed
// grid), and iteration is in cell order so that everything built from the archive is
// deterministic.

export interface Elite {
  readonly id: number;
  readonly deck: readonly number[];
  readonly cell: string;
  /** Mean win share against the opponents it was last measured against. */
  fitness: number;
}

export class Archive {
  private readonly cells = new Map<string, Elite>();

  get size(): number {
    return this.cells.size;
  }

  at(cell: string): Elite | undefined {
    return this.cells.get(cell);
  }

  /** The elites in cell order. */
  elites(): Elite[] {
    return [...this.cells.keys()].sort().map((c) => this.cells.get(c)!);
  }

  /** The elites by fitness, best first (ties by deck id, the order they were found). */
  ranked(): Elite[] {
    return this.elites().sort((a, b) => b.fitness - a.fitness || a.id - b.id);
  }

  /** Puts `e` in its cell whatever is there (a checkpoint's archive, restored). */
  restore(e: Elite): void {
    this.cells.set(e.cell, e);
  }

  /** Puts `e` in its cell when the cell is empty or `e` is fitter than its elite; whether it went in. */
  offer(e: Elite): boolean {
    const held = this.cells.get(e.cell);
    if (held && held.fitness >= e.fitness) return false;
    this.cells.set(e.cell, e);
    return true;
  }
}
