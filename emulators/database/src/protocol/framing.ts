/** The SDK splits messages at this many characters; we split ours the same way. */
export const MAX_FRAME_CHARS = 16384;

/**
 * Splits an outgoing message into WS frames: one frame when short, otherwise a frame count
 * followed by the pieces (rtdb-protocol.md §2).
 */
export function splitIntoFrames(text: string): string[] {
  if (text.length <= MAX_FRAME_CHARS) return [text];
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += MAX_FRAME_CHARS) {
    pieces.push(text.slice(i, i + MAX_FRAME_CHARS));
  }
  return [String(pieces.length), ...pieces];
}

/**
 * Joins incoming WS frames into whole JSON texts. A short numeric message announces how many
 * frames follow; the keepalive `0` is ignored.
 */
export class FrameAssembler {
  private expected = 0;
  private parts: string[] = [];

  /** Feeds one WS text message; returns a complete JSON text, or null if none is ready yet. */
  push(raw: string): string | null {
    if (this.expected > 0) {
      this.parts.push(raw);
      if (this.parts.length < this.expected) return null;
      const whole = this.parts.join('');
      this.expected = 0;
      this.parts = [];
      return whole;
    }
    if (raw.length <= 6 && /^\d+$/.test(raw)) {
      const count = Number(raw);
      if (count >= 1) this.expected = count;
      return null;
    }
    return raw;
  }
}
