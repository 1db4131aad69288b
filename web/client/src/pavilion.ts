// Azul: Summer Pavilion: the table panel (factories, centre, round track with the wild colours,
// the supply, bag and tower) and the player boards (render/pavilion.py).

import { choice, Ctx, drawSources, highlight, panelWidth, supplyRows } from "./common";
import { memo } from "./morph";
import { t } from "./labels";
import {
  blend, diamond, diamondShape, glyph as glyphOf, marker, PAVILION_COLOURS, rgb, roundBox, s, SQRT3, starTile, text,
  THEME, TILES, uprightSpace, uprightTile, type RGB,
} from "./svg";
import type { PavilionState } from "./types";

const NAMES = TILES.pavilion;
export const STAR_CODES = "ORBYGPC";
const CENTRE = 6;
const GREY_OUTER = [3, 2, 1, 4, 5, 6];
const ROUNDS = 6;

// Board geometry for diamonds of side 26 (pavilion_layout.PavilionBoardGeometry).
const SIDE = 26;
const PAD = Math.round(SIDE * 0.5);
const HEADER = Math.round(SIDE * 1.75);
const HALF = Math.round(SIDE * 5.9);
const SPACING = SIDE * 3.5;
const CX = PAD + HALF, CY = HEADER + HALF;
const HAND_X = PAD + 2 * HALF + Math.round(SIDE * 0.5);
const HAND_W = Math.round(SIDE * 3.4);
const WIDTH = HAND_X + HAND_W + PAD;
const HEIGHT = HEADER + 2 * HALF + PAD;

const PANEL = { slotW: 25, slotH: 43, centreColumns: 4 };

export function wildColour(round: number): string {
  return PAVILION_COLOURS[Math.min(Math.max(round, 1), ROUNDS) - 1];
}

function uprightW(h: number): number {
  return Math.round(h / SQRT3);
}

function starAngle(star: number): number {
  return -120 + 60 * star;
}

function spaceAngle(star: number, space: number): number {
  return star === CENTRE ? -90 + 60 * space : starAngle(star) + 90 + 60 * space;
}

function hub(star: number): [number, number] {
  if (star === CENTRE) return [CX, CY];
  const a = (starAngle(star) * Math.PI) / 180;
  return [CX + Math.round(SPACING * Math.cos(a)), CY + Math.round(SPACING * Math.sin(a))];
}

function cost(grey: boolean, star: number, space: number): number {
  if (!grey) return space + 1;
  return star === CENTRE ? 3 : GREY_OUTER[space];
}

export function pavilionPanel(ctx: Ctx): SVGSVGElement {
  const st = ctx.table.state as PavilionState;
  const cb = ctx.cb;
  const w = panelWidth(PANEL);
  const root = s("g", {});
  const over = st.phase === "over" || !!ctx.table.final;
  let y = drawSources(
    ctx, root, PANEL, PAVILION_COLOURS, NAMES,
    (x, yy, ww, hh, c) => uprightTile(x, yy, ww, hh, c, cb),
    st.marker_holder === null && !over,
    (x, yy, ww, hh) => {
      const size = Math.min(ww, hh) + 6;
      return marker(x + (ww - size) / 2, yy + (hh - size) / 2, size);
    },
  );
  // The scoring board: the round track with each round's wild colour, then the supply of ten.
  y += 12;
  const sb = s("g", { class: "scoring", role: "group", "aria-label": `${t("wild")}: ${t(NAMES[wildColour(st.round)].name)}` });
  sb.append(roundBox(0, y, w, 140, 14, THEME.BOARD, THEME.BOARD_EDGE, 2));
  const step = (w - 20) / 6;
  for (let r = 1; r <= ROUNDS; r++) {
    const x = Math.round(10 + (r - 1) * step);
    const rx0 = x + 3, ry0 = y + 12, rx1 = Math.round(x + step) - 3, ry1 = y + 64;
    const cell = s("g", { class: r < st.round || over ? "past" : "" });
    cell.append(roundBox(rx0, ry0, rx1 - rx0, ry1 - ry0, 8, THEME.SLOT, THEME.SLOT_EDGE, 1));
    const th = ry1 - ry0 - 12, tw = uprightW(th);
    cell.append(uprightTile(rx1 - tw - 6, ry0 + 6, tw, th, PAVILION_COLOURS[r - 1], cb));
    cell.append(text(rx0 + 5, ry0 + 10, String(r), 14, THEME.BOARD_MUTED, { "font-weight": "bold" }));
    if (r < st.round || over) cell.setAttribute("opacity", "0.4");
    sb.append(cell);
    if (r === st.round && !over) sb.append(roundBox(rx0 - 3, ry0 - 3, rx1 - rx0 + 6, ry1 - ry0 + 6, 10, "none", THEME.ACTIVE, 3));
  }
  const sstep = (w - 20 - PANEL.slotW) / 9;
  const sup = s("g", { class: "supply", "data-tiles": st.supply, role: "group", "aria-label": `${t("supply")}: ${st.supply.replace(/\./g, "").length}` });
  for (let i = 0; i < 10; i++) {
    const x = Math.round(10 + i * sstep), yy = y + 80;
    const c = st.supply[i];
    sup.append(c && c !== "." ? uprightTile(x, yy, PANEL.slotW, PANEL.slotH, c, cb)
      : uprightSpace(x, yy, PANEL.slotW, PANEL.slotH, THEME.SLOT, THEME.SLOT_EDGE));
  }
  sb.append(sup);
  root.append(sb);
  y += 140;
  y = supplyRows(root, y + 14, w, [["bag", st.bag], ["tower", st.tower]], PAVILION_COLOURS,
    (x, yy, c) => uprightTile(x, yy, 14, 24, c, cb), 42, 18);
  return s("svg", { class: "panel", viewBox: `-4 -4 ${w + 8} ${y + 8}`, role: "group" }, root);
}

function structureIcon(kind: string, x: number, y: number, size: number, done: boolean): SVGElement {
  const fill: RGB = done ? THEME.ACTIVE : blend(THEME.BOARD_EDGE, THEME.PAVILION_BOARD, 0.35);
  const edge: RGB = done ? [150, 100, 10] : THEME.BOARD_EDGE;
  const w = Math.max(1, size * 0.08);
  const c = size / 2;
  const g = s("g", { class: "structure", transform: `translate(${x - c} ${y - c})` });
  const common = { fill: rgb(fill), stroke: rgb(edge), "stroke-width": w };
  if (kind === "window") {
    const x0 = size * 0.18, x1 = size * 0.82, y0 = size * 0.06, y1 = size * 0.94, r = (x1 - x0) / 2;
    g.append(s("path", { d: `M${x0} ${y1}V${y0 + r}A${r} ${r} 0 0 1 ${x1} ${y0 + r}V${y1}Z`, ...common }));
  } else if (kind === "statue") {
    const pts: string[] = [];
    for (let k = 0; k < 8; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 4;
      const rr = k % 2 === 0 ? c * 0.95 : c * 0.36;
      pts.push(`${(c + Math.cos(a) * rr).toFixed(1)},${(c + Math.sin(a) * rr).toFixed(1)}`);
    }
    g.append(s("polygon", { points: pts.join(" "), ...common }));
  } else {
    g.append(s("circle", { cx: c, cy: c, r: size * 0.4 - w / 2, ...common }));
    g.append(s("circle", { cx: c, cy: c, r: size * 0.16, fill: "none", stroke: rgb(edge), "stroke-width": w }));
  }
  if (done) {
    const dy = kind === "window" ? size * 0.08 : 0;
    g.append(s("polyline", {
      points: `${c - size * 0.2},${c + size * 0.02 + dy} ${c - size * 0.04},${c + size * 0.18 + dy} ${c + size * 0.24},${c - size * 0.16 + dy}`,
      fill: "none", stroke: "rgb(60,40,10)", "stroke-width": size * 0.1, "stroke-linecap": "round", "stroke-linejoin": "round",
    }));
  }
  return g;
}

/** The windows, statues and pillars: [kind, star, cells as [star, space]]. */
function structures(): [string, number, [number, number][]][] {
  const out: [string, number, [number, number][]][] = [];
  for (let i = 0; i < 6; i++) out.push(["window", i, [[i, 4], [i, 5]]]);
  for (let i = 0; i < 6; i++) {
    const j = (i + 1) % 6;
    out.push(["statue", i, [[i, 0], [i, 1], [j, 2], [j, 3]]]);
  }
  for (let i = 0; i < 6; i++) out.push(["pillar", i, [[i, 1], [i, 2], [CENTRE, (i + 5) % 6], [CENTRE, i]]]);
  return out;
}

function structurePoint(kind: string, star: number): [number, number] {
  const [hx, hy] = hub(star);
  if (kind === "window") {
    const a = (starAngle(star) * Math.PI) / 180;
    return [Math.round(hx + SIDE * 1.95 * Math.cos(a)), Math.round(hy + SIDE * 1.95 * Math.sin(a))];
  }
  const [nx, ny] = hub(kind === "statue" ? (star + 1) % 6 : CENTRE);
  return [Math.round((hx + nx) / 2), Math.round((hy + ny) / 2)];
}

export function pavilionBoard(ctx: Ctx, seat: number): SVGSVGElement {
  const st = ctx.table.state as PavilionState;
  const b = st.boards[seat];
  const cb = ctx.cb;
  const grey = st.side === "grey";
  const over = st.phase === "over" || !!ctx.table.final;
  const active = !over && st.turn === seat;
  const winners = ctx.table.final?.winners ?? st.winners ?? [];
  const winner = over && winners.includes(seat);
  const name = ctx.table.seats[seat]?.name ?? st.players[seat] ?? `#${seat + 1}`;
  const you = ctx.table.you === seat;
  const pick = (el: SVGElement, key: string, label: string) => { if (you) choice(ctx, el, key, label); };
  const root = s("g", {
    "data-seat": String(seat), "data-score": String(b.score), role: "group",
    class: `board${active ? " active" : ""}${winner ? " winner" : ""}`,
    "aria-label": t(you ? "board_you" : "board", { name, score: b.score }),
  });
  root.append(roundBox(0, 0, WIDTH, HEIGHT, 14, THEME.BOARD, THEME.BOARD_EDGE, 2));
  if (active || winner) highlight(root, WIDTH, HEIGHT, PAD, HEADER, active ? THEME.ACTIVE : THEME.WINNER);
  // Header: name, marker and "passed", score on the right.
  const cy = 5 + (HEADER - 10) / 2;
  let right = WIDTH - PAD;
  root.append(text(right, cy, String(b.score), 26, THEME.BOARD_TEXT, { "text-anchor": "end", "font-weight": "bold", class: "score" }));
  right -= 16 * String(b.score).length + 12;
  if (!over && st.phase === "play" && b.passed) {
    root.append(text(right, cy, t("passed"), 15, THEME.BOARD_MUTED, { "text-anchor": "end", class: "passed" }));
    right -= 9 * t("passed").length + 10;
  }
  if (st.marker_holder === seat && !over) {
    const m = marker(right - 24, cy - 12, 24);
    m.append(s("title", {}, t("marker")));
    root.append(m);
  }
  root.append(text(PAD, cy, (winner ? "★ " : "") + name + (you ? ` (${t("you")})` : ""), 20, THEME.BOARD_TEXT, { "font-weight": "bold", class: "name" }));
  root.append(s("line", { x1: PAD, y1: HEADER - 4, x2: WIDTH - PAD, y2: HEADER - 4, stroke: rgb(THEME.BOARD_EDGE), "stroke-width": 1 }));

  const sq = [CX - HALF, CY - HALF];
  root.append(roundBox(sq[0], sq[1], 2 * HALF, 2 * HALF, 12, THEME.PAVILION_BOARD, THEME.SLOT_EDGE, 1));
  root.append(s("circle", { cx: CX, cy: CY, r: SPACING, fill: "none", stroke: rgb(blend(THEME.SLOT_EDGE, THEME.PAVILION_BOARD, 0.5)), "stroke-width": 2 }));

  const covered = (star: number, space: number) => (b.stars[star]?.[space] ?? ".") !== ".";
  for (let star = 0; star < 7; star++) {
    const [hx, hy] = hub(star);
    const code = STAR_CODES[star];
    for (let space = 0; space < 6; space++) {
      const angle = spaceAngle(star, space);
      let fill: RGB, edge: RGB, ink: RGB;
      if (grey) {
        [fill, edge, ink] = [THEME.GREY_SPACE, THEME.GREY_SPACE_EDGE, THEME.GREY_NUMBER];
      } else if (star === CENTRE) {
        [fill, edge, ink] = [THEME.PAVILION_CENTRE_STAR, THEME.SLOT_EDGE, THEME.PAVILION_CENTRE_NUMBER];
      } else {
        const base = NAMES[code].base;
        [fill, edge, ink] = [blend(base, THEME.PAVILION_BOARD, 0.34), blend(base, THEME.PAVILION_BOARD, 0.6), blend([0, 0, 0], base, 0.45)];
      }
      const g = memo(s("g", { class: "space" }));
      const pts = diamond(SIDE, angle, hx, hy);
      const v = b.stars[star]?.[space] ?? ".";
      const a = (angle * Math.PI) / 180;
      const d = (SIDE * SQRT3) / 2;
      const mx = hx + d * Math.cos(a), my = hy + d * Math.sin(a);
      const n = cost(grey, star, space);
      if (v !== ".") {
        g.append(starTile(SIDE, angle, hx, hy, v, cb));
      } else {
        g.append(diamondShape(pts, fill, edge, Math.max(1, SIDE * 0.05)));
        if (cb && !grey && star !== CENTRE) {
          const tx = hx + (mx - hx) * 0.72, ty = hy + (my - hy) * 0.72;
          const gx = hx + (mx - hx) * 1.45, gy = hy + (my - hy) * 1.45;
          const gl = diamondGlyph(code, gx, gy, ink);
          g.append(gl);
          g.append(text(tx, ty, String(n), 15, ink, { "text-anchor": "middle", "font-weight": "bold" }));
        } else {
          g.append(text(mx, my + 0.5, String(n), 15, ink, { "text-anchor": "middle", "font-weight": "bold" }));
        }
      }
      g.append(s("polygon", { class: "ring", points: pts.map((p) => p.map((q) => q.toFixed(1)).join(",")).join(" ") }));
      const starName = star === CENTRE ? t("star_centre") : t(NAMES[code].name);
      pick(g, `sp:${code}${space + 1}`, t("space", { star: starName, n: space + 1, cost: n }));
      root.append(g);
    }
  }
  for (const [kind, star, cells] of structures()) {
    const done = cells.every(([a, c]) => covered(a, c));
    const [x, y] = structurePoint(kind, star);
    root.append(structureIcon(kind, x, y, Math.round(SIDE * 0.8), done));
  }
  // Corner spaces with the kept tiles.
  const ch = Math.round(SIDE * 1.6), cw = uprightW(ch), m = Math.round(SIDE * 0.35);
  const corner = b.corner.split("");
  const cornerG = memo(s("g", { class: "corner", "data-tiles": b.corner, role: "group", "aria-label": `${t("corner")}: ${b.corner.length}` }));
  for (let i = 0; i < 4; i++) {
    const x = i % 2 === 0 ? sq[0] + m : sq[0] + 2 * HALF - m - cw;
    const y = i < 2 ? sq[1] + m : sq[1] + 2 * HALF - m - ch;
    cornerG.append(corner[i] ? uprightTile(x, y, cw, ch, corner[i], cb) : uprightSpace(x, y, cw, ch, THEME.SLOT, THEME.SLOT_EDGE));
  }
  root.append(cornerG);
  // The hand column.
  const wild = over ? null : wildColour(st.round);
  const handG = memo(s("g", { class: "hand", "data-tiles": b.hand, role: "group", "aria-label": `${t("hand")}: ${b.hand.length}` }));
  handG.append(roundBox(HAND_X, sq[1], HAND_W, 2 * HALF, 10, blend(THEME.SLOT, THEME.BOARD, 0.5)));
  const hh = Math.round(SIDE * 1.55), hw = uprightW(hh), hstep = (2 * HALF) / 6;
  let i = 0;
  for (const c of PAVILION_COLOURS) {
    const n = b.hand.split(c).length - 1;
    if (!n) continue;
    const x = HAND_X + Math.round(SIDE * 0.2), y = Math.round(HEADER + i * hstep + (hstep - hh) / 2);
    handG.append(uprightTile(x, y, hw, hh, c, cb));
    const label = `×${n}`;
    handG.append(text(x + hw + 4, y + hh / 2, label, 18, THEME.BOARD_TEXT, { "font-weight": "bold" }));
    if (c === wild) handG.append(text(x + hw + 8 + 11 * label.length, y + hh / 2, "★", 16, THEME.WINNER));
    i++;
  }
  root.append(handG);
  return s("svg", { class: "board-svg", viewBox: `-8 -8 ${WIDTH + 16} ${HEIGHT + 16}` }, root);
}

function diamondGlyph(code: string, x: number, y: number, ink: RGB): SVGElement {
  // The star's colour-blind glyph, faint, outside its number (render: faint_glyph).
  const gs = Math.round(SIDE * 11 / 24);
  const g = s("g", { opacity: "0.9" });
  g.append(glyphOf(NAMES[code].glyph, x, y, gs * 0.3 * 1.6, ink));
  return g;
}
