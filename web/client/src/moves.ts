// Legal moves (record notation) as sequences of click steps, and the selection in progress.
//
// Step keys:
//   src:<source><colour>   a tile group in a factory or the centre
//   ln:<1-5|F>             Azul pattern line or floor
//   wall:<row>><column>    Azul grey side wall cell
//   sp:<star><n>           Summer Pavilion star space
//   c:<colour>, w:<k>      colour placed, wild tiles used
//   b:<colour> ... b:.     bonus tiles one by one, then the end
//   pass, k:<colour> ... k:.   pass, tiles kept one by one, then the end
//   raw:<notation>         anything this page does not understand (still playable)

const AZUL_DRAFT = /^([1-9C])([BYRKW])-([1-5F])$/;
const AZUL_WALL = /^([1-5])>([1-5])$/;
const PAV_ACQUIRE = /^([1-9C])([PGOYBR])$/;
const PAV_PLACE = /^([ORBYGPC])([1-6])([PGOYBR])?(?:w(\d+))?(?:\+([PGOYBR]+))?$/;
const PAV_PASS = /^pass(?::([PGOYBR]+))?$/;

export function steps(move: string, edition: string): string[] {
  if (edition === "azul") {
    let m = AZUL_DRAFT.exec(move);
    if (m) return [`src:${m[1]}${m[2]}`, `ln:${m[3]}`];
    m = AZUL_WALL.exec(move);
    if (m) return [`wall:${move}`];
  } else {
    let m = PAV_ACQUIRE.exec(move);
    if (m) return [`src:${move}`];
    m = PAV_PLACE.exec(move);
    if (m) {
      const colour = m[3] ?? (m[1] === "C" ? "?" : m[1]);
      const out = [`sp:${m[1]}${m[2]}`, `c:${colour}`, `w:${m[4] ?? "0"}`];
      for (const ch of m[5] ?? "") out.push(`b:${ch}`);
      out.push("b:.");
      return out;
    }
    m = PAV_PASS.exec(move);
    if (m) {
      const out = ["pass"];
      for (const ch of m[1] ?? "") out.push(`k:${ch}`);
      out.push("k:.");
      return out;
    }
  }
  return [`raw:${move}`];
}

export interface Options {
  /** The keys that may be chosen next, each with the legal moves reachable through it. */
  next: Map<string, string[]>;
  /** The moves still possible with the steps chosen so far. */
  remaining: string[];
}

export class Selection {
  private parsed: { move: string; steps: string[] }[] = [];
  /** Steps chosen so far (some filled in automatically). */
  prefix: string[] = [];
  /** prefix lengths before each user choice, for Cancel. */
  private history: number[] = [];

  reset(legal: string[], edition: string): void {
    this.parsed = legal.map((move) => ({ move, steps: steps(move, edition) }));
    this.prefix = [];
    this.history = [];
    this.advance();
  }

  get active(): boolean {
    return this.history.length > 0;
  }

  private matching(): { move: string; steps: string[] }[] {
    const p = this.prefix;
    return this.parsed.filter((x) => p.every((k, i) => x.steps[i] === k));
  }

  options(): Options {
    const rem = this.matching();
    const next = new Map<string, string[]>();
    const i = this.prefix.length;
    for (const x of rem) {
      const k = x.steps[i];
      if (k === undefined) continue;
      const list = next.get(k);
      if (list) list.push(x.move);
      else next.set(k, [x.move]);
    }
    return { next, remaining: rem.map((x) => x.move) };
  }

  /** Fills in steps that every remaining move shares (after a user choice). */
  private advance(): void {
    if (!this.history.length) return; // the first choice is always the user's
    for (;;) {
      const { next, remaining } = this.options();
      if (remaining.length <= 1 || next.size !== 1) return;
      if (remaining.length !== [...next.values()][0].length) return; // one move ends here
      this.prefix.push([...next.keys()][0]);
    }
  }

  /** Chooses `key`; returns the move to send when exactly one remains. */
  choose(key: string): string | null {
    const { next } = this.options();
    if (!next.has(key)) return null;
    this.history.push(this.prefix.length);
    this.prefix.push(key);
    this.advance();
    const { remaining } = this.options();
    return remaining.length === 1 ? remaining[0] : null;
  }

  cancel(): void {
    const n = this.history.pop();
    if (n !== undefined) this.prefix.length = n;
  }

  has(key: string): boolean {
    return this.prefix.includes(key);
  }
}
