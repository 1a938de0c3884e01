// Ctrl-C during a run: the first one asks the run to stop handing out batches; the batches in
// flight finish, are merged and checkpointed, and the run ends as interrupted (`--resume` goes on).

export class InterruptWatch {
  private asked = false;
  private readonly onSigint = (): void => {
    this.asked = true;
  };

  constructor() {
    process.once('SIGINT', this.onSigint);
  }

  get interrupted(): boolean {
    return this.asked;
  }

  stop(): void {
    process.removeListener('SIGINT', this.onSigint);
  }
}
