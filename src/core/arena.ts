// Backing stores for game states. Allocating an ArrayBuffer costs about a microsecond and a
// half here whatever its size, more than a whole decision of a fast game, so states take
// consecutive 8-byte-aligned pieces of a shared 64 KiB slab (a slab lives on while any state
// cut from it does; a request larger than a slab gets its own buffer).

const SLAB_BYTES = 1 << 16;
let slab = new ArrayBuffer(SLAB_BYTES);
let used = 0;

export function stateBuffer(bytes: number): { buffer: ArrayBuffer; byteOffset: number } {
  if (bytes > SLAB_BYTES) return { buffer: new ArrayBuffer(bytes), byteOffset: 0 };
  if (used + bytes > SLAB_BYTES) {
    slab = new ArrayBuffer(SLAB_BYTES);
    used = 0;
  }
  const byteOffset = used;
  used = (used + bytes + 7) & ~7;
  return { buffer: slab, byteOffset };
}
