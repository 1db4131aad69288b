// What both editions' drawings share: the drawing context, choices, factories and centre,
// bag/lid/tower rows, the board highlight.

import { t } from "./labels";
import type { Options, Selection } from "./moves";
import type { Table } from "./types";
import { memo } from "./morph";
import { badge, counts, rgb, roundBox, s, text, THEME } from "./svg";

export interface Ctx {
  table: Table;
  cb: boolean; // colour-blind symbols
  opts: Options;
  sel: Selection;
  busy: boolean;
}

/** Makes `el` a clickable choice for step `key` when some legal move goes through it. */
export function choice(ctx: Ctx, el: SVGElement | HTMLElement, key: string, label: string): void {
  el.dataset.key = key;
  if (ctx.sel.has(key)) el.classList.add("selected");
  const moves = ctx.busy ? undefined : ctx.opts.next.get(key);
  if (!moves) return;
  el.classList.add("choice");
  el.dataset.moves = moves.join(" ");
  el.setAttribute("tabindex", "0");
  el.setAttribute("role", "button");
  el.setAttribute("aria-label", label);
}

/** A transparent hit area with a highlight ring, shown only on choices (by CSS). */
export function hitRect(x: number, y: number, w: number, h: number, r: number): SVGElement[] {
  return [
    s("rect", { class: "ring", x: x - 3, y: y - 3, width: w + 6, height: h + 6, rx: r + 3 }),
    s("rect", { class: "hit", x: x - 3, y: y - 3, width: w + 6, height: h + 6, rx: r + 3, fill: "transparent" }),
  ];
}

/** "2 blue, 1 red" for a string of colour letters, in `order`. */
export function describeTiles(tiles: string, order: string, names: Record<string, { name: string }>): string {
  const n = counts(tiles, order);
  const parts: string[] = [];
  order.split("").forEach((c, i) => {
    if (n[i]) parts.push(t("count_colour", { n: n[i], colour: t(names[c].name) }));
  });
  return parts.length ? parts.join(", ") : t("empty");
}

export interface PanelGeometry {
  slotW: number;
  slotH: number;
  centreColumns: number;
}

export const FACTORY_GAP = 4;

export function factoryDiameter(g: PanelGeometry): number {
  const w = 2 * g.slotW + FACTORY_GAP, h = 2 * g.slotH + FACTORY_GAP;
  return Math.floor(Math.sqrt(w * w + h * h)) + 8;
}

export function panelWidth(g: PanelGeometry): number {
  return 3 * (factoryDiameter(g) + 10) - 10;
}

export type TileFn = (x: number, y: number, w: number, h: number, colour: string) => SVGElement;

/**
 * Factories in rows of three and the centre under them, from y = 0; returns the y below.
 * Each source is a `[data-source]` group; each colour in it a choice `src:<source><colour>`.
 */
export function drawSources(
  ctx: Ctx, root: SVGElement, g: PanelGeometry, order: string,
  names: Record<string, { name: string }>, tile: TileFn, markerInCentre: boolean,
  markerTile: (x: number, y: number, w: number, h: number) => SVGElement,
): number {
  const st = ctx.table.state;
  const d = factoryDiameter(g);
  const stride = d + 10;
  const nf = st.factories.length;
  for (let f = 1; f <= nf; f++) {
    const row = Math.floor((f - 1) / 3), col = (f - 1) % 3;
    const inRow = Math.min(3, nf - row * 3);
    const x = ((3 - inRow) * stride) / 2 + col * stride;
    const y = row * stride;
    const tiles = st.factories[f - 1] ?? "";
    const label = `${t("factory", { n: f })}: ${describeTiles(tiles, order, names)}`;
    const grp = memo(s("g", { "data-source": String(f), "data-tiles": tiles, role: "group", "aria-label": label }));
    grp.append(
      s("circle", { cx: x + d / 2, cy: y + d / 2, r: d / 2 - 1.5, fill: rgb(THEME.FACTORY), stroke: rgb(THEME.FACTORY_EDGE), "stroke-width": 3 }),
    );
    const left = x + (d - (2 * g.slotW + FACTORY_GAP)) / 2;
    const top = y + (d - (2 * g.slotH + FACTORY_GAP)) / 2;
    let slot = 0;
    for (const c of order) {
      const n = tiles.split(c).length - 1;
      if (!n) continue;
      const key = `src:${f}${c}`;
      const cg = s("g", { class: "group" });
      const boxes: [number, number][] = [];
      for (let k = 0; k < n && slot < 4; k++, slot++) {
        const r = Math.floor(slot / 2), cc = slot % 2;
        boxes.push([left + cc * (g.slotW + FACTORY_GAP), top + r * (g.slotH + FACTORY_GAP)]);
      }
      // A hit area per tile: one around all of a colour's tiles (say the two on a diagonal)
      // would cover the other colours' tiles too, and a click on them would take this colour.
      for (const [bx, by] of boxes) cg.append(...hitRect(bx, by, g.slotW, g.slotH, 5));
      for (const [bx, by] of boxes) cg.append(tile(bx, by, g.slotW, g.slotH, c));
      choice(ctx, cg, key, `${t("factory", { n: f })}: ${t("count_colour", { n, colour: t(names[c].name) })}`);
      grp.append(cg);
    }
    grp.append(badge(x + 10, y + 10, String(f), 24));
    root.append(grp);
  }
  // The centre.
  const rows = Math.ceil(nf / 3);
  const cy0 = rows * stride + 4;
  const pw = panelWidth(g);
  const groups: [string, number][] = [];
  if (markerInCentre) groups.push(["1", 1]);
  for (const c of order) {
    const n = st.centre.split(c).length - 1;
    if (n) groups.push([c, n]);
  }
  const crow = Math.max(2, Math.ceil(groups.length / g.centreColumns));
  const ch = 28 + crow * (g.slotH + 18) - 18;
  const label = `${t("centre")}: ${describeTiles(st.centre, order, names)}${markerInCentre ? ", " + t("marker") : ""}`;
  const cgrp = memo(s("g", { "data-source": "C", "data-tiles": st.centre, role: "group", "aria-label": label }));
  cgrp.append(roundBox(0, cy0, pw, ch, 16, THEME.CENTRE, THEME.CENTRE_EDGE, 2));
  const colW = (pw - 16) / g.centreColumns;
  groups.forEach(([c, n], i) => {
    const r = Math.floor(i / g.centreColumns), cc = i % g.centreColumns;
    const x = 12 + cc * colW, y = cy0 + 14 + r * (g.slotH + 18);
    if (c === "1") {
      cgrp.append(markerTile(x, y, g.slotW, g.slotH));
      return;
    }
    const cg = s("g", { class: "group" });
    cg.append(...hitRect(x, y, colW - 14, g.slotH, 5));
    cg.append(tile(x, y, g.slotW, g.slotH, c));
    cg.append(text(x + g.slotW + 5, y + g.slotH / 2, `×${n}`, 20, THEME.BOARD_TEXT, { "font-weight": "bold" }));
    choice(ctx, cg, `src:C${c}`, `${t("centre")}: ${t("count_colour", { n, colour: t(names[c].name) })}`);
    cgrp.append(cg);
  });
  cgrp.append(badge(8, cy0 + 8, "C", 24));
  root.append(cgrp);
  return cy0 + ch;
}

/** Bag / lid / tower rows: a label, the total, then each colour's count beside a small tile. */
export function supplyRows(
  root: SVGElement, y0: number, width: number, rows: [string, string][], order: string,
  mini: (x: number, y: number, colour: string) => SVGElement, step: number, countDx: number,
): number {
  rows.forEach(([key, tiles], i) => {
    const y = y0 + i * 32;
    const cy = y + 12;
    const n = counts(tiles, order);
    const g = s("g", { class: "supply-row", "aria-label": `${t(key)}: ${tiles.length}`, role: "group" });
    const x0 = width - order.length * step + 6;
    // The total sits against the colours, so a longer word for "Bag" (Мішечок) has room.
    g.append(text(4, cy, t(key), 13, THEME.TABLE_MUTED, { "font-weight": "bold" }));
    g.append(
      text(x0 - 8, cy, String(tiles.length), 16, THEME.TABLE_TEXT, { "font-weight": "bold", "text-anchor": "end" }),
    );
    order.split("").forEach((c, k) => {
      const x = x0 + k * step;
      g.append(mini(x, y, c));
      g.append(text(x + countDx, cy, String(n[k]), 16, n[k] ? THEME.TABLE_TEXT : THEME.TABLE_MUTED));
    });
    root.append(g);
  });
  return y0 + rows.length * 32;
}

/** The frame round the board of the player to act (or a winner) and the band behind its header. */
export function highlight(root: SVGElement, w: number, h: number, pad: number, header: number, colour: readonly [number, number, number]): void {
  root.append(roundBox(-6, -6, w + 12, h + 12, 18, "none", colour, 4));
  root.append(roundBox(pad - 6, 5, w - 2 * pad + 12, header - 10, 8, colour));
}
