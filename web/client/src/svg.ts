// SVG building blocks: elements, the theme's colours (render/theme.py) and the tile sprites
// (render/sprites.py) redrawn as vectors.

export type RGB = readonly [number, number, number];
type Attrs = Record<string, string | number | boolean | null | undefined>;

const NS = "http://www.w3.org/2000/svg";

export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Node | string | null | undefined | false)[]
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    e.setAttribute(k, v === true ? "" : typeof v === "number" ? fmt(v) : v);
  }
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    e.append(typeof c === "string" ? document.createTextNode(c) : c);
  }
  return e;
}

export function fmt(v: number): string {
  return String(Math.round(v * 100) / 100);
}

export function rgb(c: RGB): string {
  return `rgb(${c[0]},${c[1]},${c[2]})`;
}

/** `t` of `a` over `1 - t` of `b` (theme.blend). */
export function blend(a: RGB, b: RGB, t: number): RGB {
  return [
    Math.round(a[0] * t + b[0] * (1 - t)),
    Math.round(a[1] * t + b[1] * (1 - t)),
    Math.round(a[2] * t + b[2] * (1 - t)),
  ];
}

export function glyphInk(c: RGB): RGB {
  const luma = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
  return luma > 150 ? [30, 30, 36] : [250, 250, 250];
}

const BLACK: RGB = [0, 0, 0];
const WHITE: RGB = [255, 255, 255];

export const THEME = {
  TABLE: [31, 44, 54] as RGB,
  TABLE_TEXT: [233, 238, 242] as RGB,
  TABLE_MUTED: [150, 167, 180] as RGB,
  BOARD: [242, 232, 212] as RGB,
  BOARD_EDGE: [196, 176, 140] as RGB,
  BOARD_TEXT: [62, 50, 38] as RGB,
  BOARD_MUTED: [140, 120, 96] as RGB,
  SLOT: [222, 207, 178] as RGB,
  SLOT_EDGE: [190, 170, 136] as RGB,
  GREY_WALL: [205, 202, 196] as RGB,
  GREY_WALL_EDGE: [168, 164, 156] as RGB,
  FLOOR_SLOT: [226, 196, 184] as RGB,
  FLOOR_EDGE: [188, 150, 136] as RGB,
  PENALTY_TEXT: [160, 58, 46] as RGB,
  FACTORY: [244, 238, 226] as RGB,
  FACTORY_EDGE: [176, 160, 130] as RGB,
  CENTRE: [214, 204, 184] as RGB,
  CENTRE_EDGE: [150, 134, 106] as RGB,
  BADGE: [46, 62, 75] as RGB,
  ACTIVE: [255, 190, 40] as RGB,
  PENDING: [255, 150, 30] as RGB,
  WINNER: [232, 178, 30] as RGB,
  PAVILION_BOARD: [236, 228, 214] as RGB,
  PAVILION_CENTRE_STAR: [216, 200, 176] as RGB,
  PAVILION_CENTRE_NUMBER: [110, 90, 66] as RGB,
  GREY_SPACE: [200, 197, 190] as RGB,
  GREY_SPACE_EDGE: [160, 156, 148] as RGB,
  GREY_NUMBER: [84, 80, 74] as RGB,
  MARKER: [250, 250, 246] as RGB,
  MARKER_EDGE: [40, 150, 160] as RGB,
  MARKER_TEXT: [30, 110, 120] as RGB,
};

export const AZUL_COLOURS = "BYRKW";
export const PAVILION_COLOURS = "PGOYBR";

interface TileLook {
  base: RGB;
  motif: RGB;
  glyph: string;
  name: string; // label key of the colour's name
}

export const TILES: Record<string, Record<string, TileLook>> = {
  azul: {
    B: { base: [34, 98, 178], motif: [120, 170, 230], glyph: "circle", name: "blue" },
    Y: { base: [244, 190, 42], motif: [250, 228, 150], glyph: "triangle", name: "yellow" },
    R: { base: [206, 58, 44], motif: [244, 146, 116], glyph: "diamond", name: "red" },
    K: { base: [40, 40, 48], motif: [110, 112, 128], glyph: "cross", name: "black" },
    W: { base: [236, 244, 244], motif: [48, 170, 180], glyph: "asterisk", name: "white" },
  },
  pavilion: {
    P: { base: [128, 70, 160], motif: [196, 150, 222], glyph: "star", name: "purple" },
    G: { base: [62, 150, 74], motif: [150, 212, 150], glyph: "square", name: "green" },
    O: { base: [236, 124, 30], motif: [250, 196, 132], glyph: "ring", name: "orange" },
    Y: { base: [246, 206, 52], motif: [252, 236, 160], glyph: "triangle", name: "yellow" },
    B: { base: [40, 110, 196], motif: [140, 186, 238], glyph: "circle", name: "blue" },
    R: { base: [200, 44, 52], motif: [240, 140, 140], glyph: "diamond", name: "red" },
  },
};

export function look(kind: "azul" | "pavilion", colour: string): TileLook {
  return TILES[kind][colour] ?? { base: [128, 128, 128], motif: [200, 200, 200], glyph: "ring", name: colour };
}

/** A colour-blind glyph of radius about `r` at (cx, cy) (sprites.draw_glyph). */
export function glyph(name: string, cx: number, cy: number, r: number, ink: RGB): SVGElement {
  const fill = rgb(ink);
  const poly = (pts: [number, number][]) =>
    s("polygon", { points: pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" "), fill });
  switch (name) {
    case "circle":
      return s("circle", { cx, cy, r: r * 0.8, fill });
    case "ring":
      return s("circle", { cx, cy, r: r * 0.85 - r * 0.16, fill: "none", stroke: fill, "stroke-width": r * 0.32 });
    case "triangle":
      return poly([[cx, cy - r], [cx + r * 0.95, cy + r * 0.7], [cx - r * 0.95, cy + r * 0.7]]);
    case "diamond":
      return poly([[cx, cy - r], [cx + r * 0.75, cy], [cx, cy + r], [cx - r * 0.75, cy]]);
    case "square":
      return s("rect", { x: cx - r * 0.72, y: cy - r * 0.72, width: r * 1.44, height: r * 1.44, fill });
    case "cross": {
      const w = r * 0.3;
      return s("g", { fill },
        s("rect", { x: cx - w, y: cy - r, width: 2 * w, height: 2 * r }),
        s("rect", { x: cx - r, y: cy - w, width: 2 * r, height: 2 * w }));
    }
    case "asterisk": {
      const g = s("g", { fill });
      const w = r * 0.26;
      for (let k = 0; k < 3; k++) {
        g.append(s("rect", {
          x: cx - w, y: cy - r, width: 2 * w, height: 2 * r,
          transform: `rotate(${k * 60} ${fmt(cx)} ${fmt(cy)})`,
        }));
      }
      return g;
    }
    default: {
      const pts: [number, number][] = [];
      for (let k = 0; k < 10; k++) {
        const a = -Math.PI / 2 + (k * Math.PI) / 5;
        const rr = k % 2 === 0 ? r : r * 0.45;
        pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
      }
      return poly(pts);
    }
  }
}

/** The decorative print on a tile (sprites._motif): a diamond outline and a dot. */
function motif(cx: number, cy: number, r: number, ink: RGB): SVGElement {
  const c = rgb(ink);
  return s("g", {},
    s("polygon", {
      points: `${fmt(cx)},${fmt(cy - r)} ${fmt(cx + r)},${fmt(cy)} ${fmt(cx)},${fmt(cy + r)} ${fmt(cx - r)},${fmt(cy)}`,
      fill: "none", stroke: c, "stroke-width": Math.max(1, r * 0.16),
    }),
    s("circle", { cx, cy, r: r * 0.28, fill: c }));
}

function mark(l: TileLook, cx: number, cy: number, r: number, cb: boolean, motifR: number): SVGElement {
  return cb ? glyph(l.glyph, cx, cy, r, glyphInk(l.base)) : motif(cx, cy, motifR, l.motif);
}

/** A square Azul tile, or the first-player marker for colour "1". */
export function azulTile(x: number, y: number, size: number, colour: string, cb: boolean): SVGGElement {
  if (colour === "1") return marker(x, y, size);
  const l = look("azul", colour);
  const rad = size * 0.14;
  return s("g", { class: "tile" },
    s("rect", { x, y, width: size, height: size, rx: rad, fill: rgb(blend(BLACK, l.base, 0.28)) }),
    s("rect", { x, y, width: size, height: size * 0.93, rx: rad, fill: rgb(blend(WHITE, l.base, 0.35)) }),
    s("rect", { x, y: y + size * 0.05, width: size, height: size * 0.88, rx: rad, fill: rgb(l.base) }),
    mark(l, x + size / 2, y + size * 0.49, size * 0.3, cb, size * 0.27));
}

export function marker(x: number, y: number, size: number): SVGGElement {
  const inset = size * 0.08;
  return s("g", { class: "marker" },
    s("rect", { x, y, width: size, height: size, rx: size * 0.14, fill: rgb(THEME.MARKER_EDGE) }),
    s("rect", {
      x: x + inset, y: y + inset, width: size - 2 * inset, height: size - 2 * inset,
      rx: size * 0.1, fill: rgb(THEME.MARKER),
    }),
    s("text", {
      x: x + size / 2, y: y + size / 2, "font-size": size * 0.62, "font-weight": "bold",
      fill: rgb(THEME.MARKER_TEXT), "text-anchor": "middle", "dominant-baseline": "central",
    }, "1"));
}

function points(pts: [number, number][]): string {
  return pts.map(([x, y]) => `${fmt(x)},${fmt(y)}`).join(" ");
}

/** A Summer Pavilion tile standing on its tip in a w x h box (factories, hand, supply). */
export function uprightTile(x: number, y: number, w: number, h: number, colour: string, cb: boolean): SVGGElement {
  const l = look("pavilion", colour);
  return s("g", { class: "tile" },
    s("polygon", {
      points: points([[x + w / 2, y + 0.5], [x + w - 0.5, y + h / 2], [x + w / 2, y + h - 0.5], [x + 0.5, y + h / 2]]),
      fill: rgb(l.base), stroke: rgb(blend(BLACK, l.base, 0.3)), "stroke-width": Math.max(1, w * 0.07),
      "stroke-linejoin": "round",
    }),
    mark(l, x + w / 2, y + h / 2, w * 0.3, cb, w * 0.3));
}

export function uprightSpace(x: number, y: number, w: number, h: number, fill: RGB, edge: RGB): SVGElement {
  return s("polygon", {
    points: points([[x + w / 2, y + 0.5], [x + w - 0.5, y + h / 2], [x + w / 2, y + h - 0.5], [x + 0.5, y + h / 2]]),
    fill: rgb(fill), stroke: rgb(edge), "stroke-width": Math.max(1, w * 0.06),
  });
}

export const SQRT3 = Math.sqrt(3);
const GUTTER = 0.07;

/** The corners of a star space with its sharp end at the hub, pointing along `angle` degrees
 * (pavilion_layout.diamond). */
export function diamond(side: number, angle: number, hx: number, hy: number): [number, number][] {
  const a = (angle * Math.PI) / 180;
  const ux = Math.cos(a), uy = Math.sin(a);
  const vx = -uy, vy = ux;
  const k = 1 - 2 * GUTTER;
  const cx = hx + (ux * side * SQRT3) / 2, cy = hy + (uy * side * SQRT3) / 2;
  const hl = ((side * SQRT3) / 2) * k, hs = (side / 2) * k;
  return [
    [cx - ux * hl, cy - uy * hl],
    [cx + vx * hs, cy + vy * hs],
    [cx + ux * hl, cy + uy * hl],
    [cx - vx * hs, cy - vy * hs],
  ];
}

export function diamondShape(pts: [number, number][], fill: RGB, edge: RGB, width: number): SVGElement {
  return s("polygon", { points: points(pts), fill: rgb(fill), stroke: rgb(edge), "stroke-width": width, "stroke-linejoin": "round" });
}

/** A tile on a star space. */
export function starTile(side: number, angle: number, hx: number, hy: number, colour: string, cb: boolean): SVGGElement {
  const l = look("pavilion", colour);
  const pts = diamond(side, angle, hx, hy);
  const cx = (pts[0][0] + pts[2][0]) / 2, cy = (pts[0][1] + pts[2][1]) / 2;
  return s("g", { class: "tile" },
    diamondShape(pts, l.base, blend(BLACK, l.base, 0.3), side * 0.07),
    mark(l, cx, cy, side * 0.24, cb, side * 0.24));
}

export function roundBox(x: number, y: number, w: number, h: number, r: number, fill: RGB | "none", edge?: RGB, width = 0): SVGElement {
  return s("rect", {
    x, y, width: w, height: h, rx: r,
    fill: fill === "none" ? "none" : rgb(fill),
    stroke: edge && width ? rgb(edge) : null, "stroke-width": edge && width ? width : null,
  });
}

export function text(x: number, y: number, str: string, size: number, colour: RGB, opts: Attrs = {}): SVGTextElement {
  return s("text", {
    x, y, "font-size": size, fill: rgb(colour), "dominant-baseline": "central", ...opts,
  }, str);
}

/** A round badge such as a factory number. */
export function badge(cx: number, cy: number, str: string, size: number): SVGElement {
  return s("g", { class: "badge" },
    s("circle", { cx, cy, r: size / 2 - 0.75, fill: rgb(THEME.BADGE), stroke: rgb(blend(BLACK, THEME.BADGE, 0.3)), "stroke-width": 1.5 }),
    text(cx, cy + 0.5, str, size * 0.6, THEME.TABLE_TEXT, { "text-anchor": "middle", "font-weight": "bold" }));
}

export function counts(tiles: string, order: string): number[] {
  const out = order.split("").map(() => 0);
  for (const ch of tiles) {
    const i = order.indexOf(ch);
    if (i >= 0) out[i]++;
  }
  return out;
}
