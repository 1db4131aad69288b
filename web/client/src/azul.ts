// Azul: the table panel (factories, centre, bag and lid) and the player boards (render/azul.py).

import { memo } from "./morph";
import { choice, Ctx, drawSources, highlight, hitRect, panelWidth, supplyRows } from "./common";
import { t } from "./labels";
import { AZUL_COLOURS, azulTile, blend, marker, rgb, roundBox, s, text, THEME, TILES } from "./svg";
import type { AzulState } from "./types";

const FLOOR_PENALTIES = [1, 1, 2, 2, 2, 3, 3];
const NAMES = TILES.azul;

// Board geometry at the reference tile of 40 (layout.AzulBoardGeometry).
const T = 40, PAD = 14, GAP = 5, STRIDE = T + GAP, HEADER = 44;
const LINES_X = PAD + 18, ROWS_Y = HEADER + 4;
const WALL_X = LINES_X + 5 * STRIDE - GAP + 26;
const PENALTY_Y = ROWS_Y + 5 * STRIDE + 4;
const FLOOR_Y = PENALTY_Y + 19;
const WIDTH = WALL_X + 5 * STRIDE - GAP + PAD;
const HEIGHT = FLOOR_Y + T + PAD;

const PANEL = { slotW: 32, slotH: 32, centreColumns: 3 };

export function wallColour(row: number, column: number): string {
  return AZUL_COLOURS[(((column - row) % 5) + 5) % 5];
}

export function azulPanel(ctx: Ctx): SVGSVGElement {
  const st = ctx.table.state as AzulState;
  const cb = ctx.cb;
  const w = panelWidth(PANEL);
  const root = s("g", {});
  let y = drawSources(
    ctx, root, PANEL, AZUL_COLOURS, NAMES,
    (x, yy, size, _h, c) => azulTile(x, yy, size, c, cb),
    st.marker_in_centre && st.phase !== "over",
    (x, yy, size) => marker(x, yy, size),
  );
  y = supplyRows(root, y + 14, w, [["bag", st.bag], ["lid", st.lid]], AZUL_COLOURS,
    (x, yy, c) => azulTile(x, yy + 3, 18, c, cb), 46, 22);
  return s("svg", { class: "panel", viewBox: `-4 -4 ${w + 8} ${y + 8}`, role: "group" }, root);
}

function freeColumns(st: AzulState, seat: number, row: number): number[] {
  const b = st.boards[seat];
  const colour = b.lines[row]?.[0];
  const out: number[] = [];
  if (!colour) return out;
  for (let c = 0; c < 5; c++) {
    if (b.wall[row][c] !== ".") continue;
    if (b.wall.some((r) => r[c] === colour)) continue;
    out.push(c);
  }
  return out;
}

export function azulBoard(ctx: Ctx, seat: number): SVGSVGElement {
  const st = ctx.table.state as AzulState;
  const b = st.boards[seat];
  const cb = ctx.cb;
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
  const cy = 5 + (HEADER - 10) / 2;
  root.append(text(WIDTH - PAD, cy, String(b.score), 26, THEME.BOARD_TEXT, { "text-anchor": "end", "font-weight": "bold", class: "score" }));
  root.append(text(PAD, cy, (winner ? "★ " : "") + name + (you ? ` (${t("you")})` : ""), 20, THEME.BOARD_TEXT, { "font-weight": "bold", class: "name" }));
  root.append(s("line", { x1: PAD, y1: HEADER - 3, x2: WIDTH - PAD, y2: HEADER - 3, stroke: rgb(THEME.BOARD_EDGE), "stroke-width": 1 }));

  const grey = st.side === "grey";
  const pending = active && st.phase === "wall" && st.wall_cursor ? st.wall_cursor[1] : null;
  for (let r = 0; r < 5; r++) {
    const y = ROWS_Y + r * STRIDE;
    // The pattern line: slots right-aligned against the wall, a choice `ln:<r+1>`.
    const lineG = memo(s("g", { class: "line" }));
    const lx = LINES_X + (4 - r) * STRIDE;
    lineG.append(...hitRect(lx, y, (r + 1) * STRIDE - GAP, T, 6));
    const line = b.lines[r] ?? "";
    for (let k = 0; k <= r; k++) {
      const x = LINES_X + (4 - k) * STRIDE;
      lineG.append(roundBox(x + 0.75, y + 0.75, T - 1.5, T - 1.5, 6, THEME.SLOT, THEME.SLOT_EDGE, 1.5));
      if (k < line.length) lineG.append(azulTile(x, y, T, line[k], cb));
    }
    pick(lineG, `ln:${r + 1}`, t("line", { n: r + 1 }));
    root.append(lineG);
    root.append(text(PAD + 8, y + T / 2, String(r + 1), 18, THEME.BOARD_MUTED, { "text-anchor": "middle", "font-weight": "bold" }));
    const ax = LINES_X + 5 * STRIDE - GAP + 13, ay = y + T / 2, a = 5;
    root.append(s("polygon", { points: `${ax - a},${ay - a} ${ax + a},${ay} ${ax - a},${ay + a}`, fill: rgb(THEME.SLOT_EDGE) }));
    for (let c = 0; c < 5; c++) {
      const x = WALL_X + c * STRIDE;
      const cell = memo(s("g", { class: "wall-cell" }));
      const v = b.wall[r]?.[c] ?? ".";
      if (grey) {
        cell.append(roundBox(x + 0.75, y + 0.75, T - 1.5, T - 1.5, 6, THEME.GREY_WALL, THEME.GREY_WALL_EDGE, 1.5));
      } else {
        cell.append(roundBox(x, y, T, T, 6, THEME.SLOT));
        if (v === ".") {
          const faint = azulTile(x, y, T, wallColour(r, c), cb);
          faint.setAttribute("opacity", "0.3");
          cell.append(faint);
        }
      }
      if (v !== ".") cell.append(azulTile(x, y, T, v, cb));
      if (grey) {
        cell.append(...hitRect(x, y, T, T, 6));
        pick(cell, `wall:${r + 1}>${c + 1}`, t("wall_cell", { row: r + 1, column: c + 1 }));
      }
      root.append(cell);
    }
  }
  if (pending !== null) {
    const y = ROWS_Y + pending * STRIDE;
    const x0 = LINES_X + (4 - pending) * STRIDE;
    root.append(roundBox(x0 - 3, y - 3, (pending + 1) * STRIDE - GAP + 6, T + 6, 8, "none", THEME.PENDING, 3));
    for (const c of freeColumns(st, seat, pending)) {
      const x = WALL_X + c * STRIDE;
      root.append(roundBox(x - 3, y - 3, T + 6, T + 6, 8, "none", THEME.PENDING, 3));
      root.append(text(x + T / 2, y + T / 2, String(c + 1), 20, blend([0, 0, 0], THEME.PENDING, 0.25), { "text-anchor": "middle", "font-weight": "bold", class: "nohit" }));
    }
  }
  // The floor line with its penalties, a choice `ln:F`.
  const floorG = memo(s("g", { class: "floor" }));
  floorG.append(...hitRect(LINES_X, FLOOR_Y, 7 * STRIDE - GAP, T, 6));
  FLOOR_PENALTIES.forEach((loss, i) => {
    const x = LINES_X + i * STRIDE;
    floorG.append(text(x + T / 2, PENALTY_Y + 7, `−${loss}`, 17, THEME.PENALTY_TEXT, { "text-anchor": "middle", "font-weight": "bold" }));
    floorG.append(roundBox(x + 0.75, FLOOR_Y + 0.75, T - 1.5, T - 1.5, 6, THEME.FLOOR_SLOT, THEME.FLOOR_EDGE, 1.5));
    const item = b.floor[i];
    if (item) floorG.append(azulTile(x, FLOOR_Y, T, item, cb));
  });
  pick(floorG, "ln:F", t("floor"));
  root.append(floorG);
  if (b.floor.length) {
    const loss = FLOOR_PENALTIES.slice(0, b.floor.length).reduce((a, v) => a + v, 0);
    root.append(text(LINES_X + 7 * STRIDE - GAP + 12, FLOOR_Y + T / 2, `−${loss}`, 20, THEME.PENALTY_TEXT, { "font-weight": "bold" }));
  }
  return s("svg", { class: "board-svg", viewBox: `-8 -8 ${WIDTH + 16} ${HEIGHT + 16}` }, root);
}
