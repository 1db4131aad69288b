// The live table page: loads the table, draws it, plays by clicking, follows the game live.

import { startActivity } from "./activity";
import { azulBoard, azulPanel } from "./azul";
import type { Ctx } from "./common";
import { setLabels, t } from "./labels";
import { morphChildren } from "./morph";
import { Selection } from "./moves";
import { pavilionBoard, pavilionPanel, wildColour } from "./pavilion";
import { azulTile, s, uprightTile } from "./svg";
import type { AzulState, ErrorPayload, Final, Table } from "./types";

const CB_KEY = "azul-table-colour-blind";

const root = document.getElementById("table") as HTMLElement;
const params = new URLSearchParams(location.search);
// Inside the Activity the signed link comes from the Activity's session, and every request
// goes through Discord's proxy (/.proxy/); on the web page it is in the address (?t=).
const inActivity = document.body.dataset.mode === "activity";
let token = inActivity ? "" : params.get("t") ?? "";
const API = inActivity ? "/.proxy/table/" : "";

let table: Table | null = null;
let sel = new Selection();
let selFor = "";
let busy = false;
let notice = "";
let colourBlind = loadCb();
let live = false;
let socket: WebSocket | null = null;
// The table as the socket last brought it, drawn since: the server sends a game's table after
// every committed change, and half of them leave a page's table as it was (a move, then its
// turn's post), which would be drawn again for nothing.
let liveText = "";
let retryDelay = 1000;
let retryTimer: number | undefined;
let usedKeyboard = false;

function loadCb(): boolean {
  try {
    return localStorage.getItem(CB_KEY) === "1";
  } catch {
    return false;
  }
}

function saveCb(v: boolean): void {
  try {
    localStorage.setItem(CB_KEY, v ? "1" : "0");
  } catch {
    /* private mode: not remembered */
  }
}

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K, attrs: Record<string, string | undefined> = {}, ...children: (Node | string | null | false)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) e.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== false) e.append(c);
  return e;
}

function apiUrl(path: string, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ t: token, ...extra });
  return `${API}${path}?${q.toString()}`;
}

// -- errors -----------------------------------------------------------------------------------

function errorText(status: number, body: unknown): string {
  const e = body as Partial<ErrorPayload> | null;
  if (e && typeof e.error === "string" && e.error) return e.error;
  return t(`error_${status}`) !== `error ${status}` ? t(`error_${status}`) : t("error");
}

function showError(message: string, code?: string): void {
  root.replaceChildren(
    h("div", { class: "error", role: "alert", "data-code": code ?? "" },
      h("p", {}, message),
      code ? h("p", { class: "code" }, code) : null),
  );
  root.dataset.status = "error";
}

async function getJson(url: string, init?: RequestInit): Promise<{ status: number; body: unknown }> {
  const r = await fetch(url, { credentials: "same-origin", cache: "no-store", ...init });
  let body: unknown = null;
  try {
    body = await r.json();
  } catch {
    body = null;
  }
  return { status: r.status, body };
}

// -- loading and live updates -------------------------------------------------------------------

async function load(ply?: number): Promise<void> {
  try {
    const extra: Record<string, string> = ply === undefined ? {} : { ply: String(ply) };
    const { status, body } = await getJson(apiUrl("api/state", extra));
    const tb = body as Table | null;
    if (status !== 200 || !tb || !tb.state) {
      if (!table) showError(errorText(status, body), (body as ErrorPayload | null)?.code);
      else {
        notice = errorText(status, body);
        render();
      }
      return;
    }
    applyTable(tb);
  } catch {
    if (!table) showError(t("error_network"), "network");
  }
}

function applyTable(tb: Table): void {
  table = tb;
  liveText = ""; // another table drawn (a move's answer, a reload): the socket's next is drawn
  setLabels(tb.labels);
  const key = `${tb.game.ply}|${tb.legal.join(" ")}|${tb.can_move}`;
  if (key !== selFor) {
    sel = new Selection();
    sel.reset(tb.can_move ? tb.legal : [], tb.state.edition);
    selFor = key;
  }
  render();
  (window as unknown as { azulTableReady?: boolean }).azulTableReady = true;
  if (!tb.replay && !socket && retryTimer === undefined) connect();
}

function setLive(open: boolean): void {
  live = open;
  document.body.dataset.live = open ? "open" : "closed";
  const el = root.querySelector(".live");
  if (el) updateLive(el as HTMLElement);
}

function updateLive(el: HTMLElement): void {
  el.textContent = live ? t("live") : t("reconnecting");
  el.className = live ? "live on" : "live off";
}

function connect(): void {
  retryTimer = undefined;
  const url = new URL(apiUrl("api/live", { since: String(table?.game.ply ?? 0) }), location.href);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  let ws: WebSocket;
  try {
    ws = new WebSocket(url.toString());
  } catch {
    retry();
    return;
  }
  socket = ws;
  ws.onopen = () => {
    retryDelay = 1000;
    setLive(true);
  };
  ws.onmessage = (ev: MessageEvent) => {
    const data = String(ev.data);
    if (data === liveText) return;
    let msg: unknown;
    try {
      msg = JSON.parse(data);
    } catch {
      return;
    }
    const m = msg as Partial<Table> & Partial<ErrorPayload>;
    if (m.type === "table" && m.state) {
      applyTable(m as Table);
      liveText = data;
    } else if (typeof m.error === "string") {
      notice = m.error;
      render();
    }
  };
  ws.onclose = () => {
    if (socket === ws) socket = null;
    setLive(false);
    retry();
  };
}

function retry(): void {
  if (retryTimer !== undefined || table?.replay) return;
  retryTimer = window.setTimeout(connect, retryDelay);
  retryDelay = Math.min(retryDelay * 2, 10000);
}

// -- moves ------------------------------------------------------------------------------------

async function send(move: string): Promise<void> {
  if (!table) return;
  busy = true;
  notice = t("sending");
  render();
  try {
    const { status, body } = await getJson(`${API}api/move`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ t: token, move, ply: table.game.ply }),
    });
    const r = body as { ok?: boolean; table?: Table; error?: string } | null;
    busy = false;
    if (status === 200 && r?.ok && r.table) {
      notice = "";
      // The live socket may already have brought a newer table (the next player was quick):
      // this answer is then the older one. Moves only add plies between the two.
      if (r.table.game.ply >= table.game.ply) applyTable(r.table);
      else render();
      return;
    }
    notice = t("move_refused", { reason: errorText(status, body) });
    sel.reset(table.can_move ? table.legal : [], table.state.edition);
    render();
    if (status === 409) await load();
  } catch {
    busy = false;
    notice = t("error_network");
    sel.reset(table.can_move ? table.legal : [], table.state.edition);
    render();
  }
}

function choose(key: string): void {
  if (busy || !table) return;
  notice = "";
  const move = sel.choose(key);
  if (move) void send(move);
  else render();
}

// -- drawing ----------------------------------------------------------------------------------

function isAzul(tb: Table): boolean {
  return tb.state.edition === "azul";
}

function miniTile(tb: Table, colour: string): SVGSVGElement {
  if (isAzul(tb)) return s("svg", { class: "mini", viewBox: "0 0 40 40", "aria-hidden": "true" }, azulTile(0, 0, 40, colour, colourBlind));
  return s("svg", { class: "mini", viewBox: "0 0 24 40", "aria-hidden": "true" }, uprightTile(0, 0, 23, 40, colour, colourBlind));
}

function colourWord(tb: Table, c: string): string {
  const names: Record<string, string> = isAzul(tb)
    ? { B: "blue", Y: "yellow", R: "red", K: "black", W: "white" }
    : { P: "purple", G: "green", O: "orange", Y: "yellow", B: "blue", R: "red" };
  return t(names[c] ?? c);
}

function header(tb: Table): HTMLElement {
  const st = tb.state;
  const over = st.phase === "over" || !!tb.final;
  const info = h("div", { class: "info" });
  const round = isAzul(tb) ? t("round", { n: st.round }) : t("round_of", { n: st.round, total: 6 });
  info.append(h("span", { class: "round" }, round));
  if (!isAzul(tb) && !over) {
    const wild = wildColour(st.round);
    const w = h("span", { class: "wild", title: t("wild"), "aria-label": `${t("wild")}: ${colourWord(tb, wild)}` }, miniTile(tb, wild), "★");
    info.append(w);
  }
  let turn = "";
  if (over) {
    const win = (tb.final?.winners ?? st.winners ?? []).map((i) => tb.seats[i]?.name ?? st.players[i]);
    turn = `${t("game_over")}${win.length ? ` · ${t("winner")}: ${win.join(", ")}` : ""}`;
  } else if (st.turn !== null && st.turn !== undefined) {
    const name = tb.seats[st.turn]?.name ?? st.players[st.turn];
    const az = st as AzulState;
    if (tb.can_move) turn = t("your_turn");
    else if (isAzul(tb) && st.phase === "wall" && az.wall_cursor) turn = t("choose_column", { name, n: az.wall_cursor[1] + 1 });
    else turn = t("to_play", { name });
  }
  info.append(h("span", { class: over ? "turn over" : tb.can_move ? "turn mine" : "turn" }, turn));
  const tools = h("div", { class: "tools" });
  const timer = h("span", { class: "timer", role: "timer", "aria-label": t("timer") });
  tools.append(timer);
  if (!tb.replay) {
    const l = h("span", { class: "live", "aria-live": "polite" });
    updateLive(l);
    tools.append(l);
  }
  tools.append(h("button", { type: "button", class: "cb-toggle", "data-action": "colour-blind", "aria-pressed": String(colourBlind) }, t("colour_blind")));
  return h("header", { class: "bar" }, info, tools);
}

function replayBar(tb: Table): HTMLElement | null {
  const r = tb.replay;
  if (!r) return null;
  const prev = h("button", { type: "button", class: "replay-prev", "data-action": "replay-prev", "aria-label": t("replay_prev") }, "◀");
  const next = h("button", { type: "button", class: "replay-next", "data-action": "replay-next", "aria-label": t("replay_next") }, "▶");
  prev.disabled = r.index <= 0;
  next.disabled = r.index >= r.plies;
  return h("nav", { class: "replay" }, prev, h("span", {}, t("replay_pos", { i: r.index, n: r.plies })), next);
}

function stepReplay(d: number): void {
  const r = table?.replay;
  if (!r || busy) return;
  const k = Math.max(0, Math.min(r.plies, r.index + d));
  if (k !== r.index) void load(k);
}

function finalSection(tb: Table, f: Final): HTMLElement {
  const n = tb.seats.length || tb.state.players.length;
  const names = Array.from({ length: n }, (_, i) => tb.seats[i]?.name ?? tb.state.players[i]);
  const rows: [string, number[]][] = [];
  const bd = f.breakdown ?? [];
  if (bd.length && Array.isArray(bd[0])) {
    const lists = bd as number[][];
    const width = Math.max(...lists.map((l) => l.length));
    for (let k = 0; k < width; k++) {
      const label = f.labels?.[k] ?? (k === width - 1 ? t("total") : String(k + 1));
      rows.push([label, lists.map((l) => l[k] ?? 0)]);
    }
  } else if (bd.length) {
    const dicts = bd as Record<string, number>[];
    for (const key of Object.keys(dicts[0])) rows.push([t(key), dicts.map((d) => d[key] ?? 0)]);
  }
  const head = h("tr", {}, h("th", {}, ""), ...names.map((nm, i) => h("th", { scope: "col", class: f.winners.includes(i) ? "win" : undefined }, (f.winners.includes(i) ? "★ " : "") + nm)));
  const body = rows.map(([label, vals], k) => h("tr", { class: k === rows.length - 1 ? "total" : undefined }, h("th", { scope: "row" }, label), ...vals.map((v) => h("td", {}, String(v)))));
  const win = f.winners.map((i) => names[i]);
  return h("section", { class: "final", "aria-labelledby": "final-title" },
    h("h2", { id: "final-title" }, t("final_title")),
    h("p", { class: "winners" }, `${t("winner")}: ${win.join(", ")}`),
    h("table", {}, h("thead", {}, head), h("tbody", {}, ...body)));
}

function promptBar(tb: Table, ctx: Ctx): HTMLElement | null {
  const { next } = ctx.opts;
  if (!tb.can_move && !notice) return null;
  const bar = h("div", { class: "prompt", role: "region", "aria-label": t("your_turn") });
  const keys = [...next.keys()].sort((a, b) => Number(a.endsWith(":.")) - Number(b.endsWith(":.")));
  const kinds = new Set(keys.map((k) => k.split(":")[0]));
  let prompt = "";
  if (tb.can_move && !busy) {
    if (kinds.has("src")) prompt = t(isAzul(tb) ? "prompt_draft" : "prompt_acquire");
    else if (kinds.has("ln")) prompt = t("prompt_line");
    else if (kinds.has("wall")) prompt = t("prompt_wall", { n: keys[0].slice(5, 6) });
    else if (kinds.has("sp") || kinds.has("pass")) prompt = t("prompt_place");
    else if (kinds.has("c")) prompt = t("prompt_colour");
    else if (kinds.has("w")) prompt = t("prompt_wilds");
    else if (kinds.has("b")) prompt = t("prompt_bonus");
    else if (kinds.has("k")) prompt = t("prompt_keep");
    else if (keys.length) prompt = t("prompt_other");
  }
  if (prompt) bar.append(h("span", { class: "text" }, prompt));
  const picked = ctx.sel.prefix.filter((k) => k.startsWith("b:") || k.startsWith("k:")).map((k) => k.slice(2)).filter((c) => c !== ".");
  if (picked.length) {
    const p = h("span", { class: "picked" }, t("kept_so_far", { tiles: "" }));
    for (const c of picked) p.append(miniTile(tb, c));
    bar.append(p);
  }
  const pickers = h("span", { class: "pickers" });
  for (const key of keys) {
    const [kind, val] = [key.split(":")[0], key.slice(key.indexOf(":") + 1)];
    let btn: HTMLElement | null = null;
    let label = "";
    if (kind === "pass") {
      label = t("pass");
      btn = h("button", { type: "button" }, label);
    } else if ((kind === "c" || kind === "b" || kind === "k") && val !== "." && val !== "?") {
      label = colourWord(tb, val);
      btn = h("button", { type: "button", class: "tile-btn" }, miniTile(tb, val), h("span", {}, label));
    } else if (kind === "b" || kind === "k") {
      label = kind === "k" && !picked.length ? t("keep_nothing") : t("keep_done");
      btn = h("button", { type: "button" }, label);
    } else if (kind === "w") {
      label = t("wilds", { n: val });
      btn = h("button", { type: "button", class: "tile-btn" });
      if (!isAzul(tb)) btn.append(miniTile(tb, wildColour(tb.state.round)));
      btn.append(h("span", {}, label));
    } else if (kind === "raw" || kind === "c") {
      label = val;
      btn = h("button", { type: "button" }, val);
    }
    if (btn) {
      choiceButton(ctx, btn, key, label);
      pickers.append(btn);
    }
  }
  if (pickers.childNodes.length) bar.append(pickers);
  if (ctx.sel.active && !busy) {
    bar.append(h("button", { type: "button", class: "cancel", "data-action": "cancel" }, t("cancel")));
  }
  if (notice) bar.append(h("p", { class: "notice", role: "alert" }, notice));
  return bar;
}

function choiceButton(ctx: Ctx, btn: HTMLElement, key: string, label: string): void {
  const moves = ctx.opts.next.get(key);
  btn.dataset.key = key;
  if (!moves || ctx.busy) {
    (btn as HTMLButtonElement).disabled = true;
    return;
  }
  btn.classList.add("choice");
  btn.dataset.moves = moves.join(" ");
  btn.setAttribute("aria-label", label);
}

function render(): void {
  const tb = table;
  if (!tb) return;
  const focused = (document.activeElement as HTMLElement | null)?.dataset?.key;
  const st = tb.state;
  const lang = tb.game.language || "en";
  document.documentElement.lang = lang;
  document.title = t("title");
  const ctx: Ctx = { table: tb, cb: colourBlind, opts: sel.options(), sel, busy };
  root.dataset.ply = String(tb.game.ply);
  root.dataset.status = tb.game.status;
  root.dataset.turn = st.turn === null || st.turn === undefined || st.phase === "over" ? "" : String(st.turn);
  root.dataset.edition = st.edition;
  root.dataset.side = st.side;
  root.dataset.you = tb.you === null || tb.you === undefined ? "" : String(tb.you);
  root.dataset.canMove = String(tb.can_move);
  root.classList.toggle("busy", busy);
  const azul = isAzul(tb);
  const panel = azul ? azulPanel(ctx) : pavilionPanel(ctx);
  const boards = h("div", { class: "boards" });
  for (let i = 0; i < st.boards.length; i++) {
    boards.append(h("div", { class: "board-wrap" }, azul ? azulBoard(ctx, i) : pavilionBoard(ctx, i)));
  }
  const narration = tb.narration?.length
    ? h("section", { class: "narration", "aria-label": t("narration") },
      h("h2", {}, t("narration")), h("ol", {}, ...tb.narration.map((line) => h("li", {}, line))))
    : null;
  const drawn = [
    header(tb),
    ...[replayBar(tb), tb.final ? finalSection(tb, tb.final) : null, promptBar(tb, ctx)].filter((x): x is HTMLElement => !!x),
    h("div", { class: "layout" }, h("div", { class: "panel-wrap" }, panel), boards),
    ...(narration ? [narration] : []),
  ];
  // In place over a table drawn here before; anything else (loading, an error, the Activity's
  // lobby, whose buttons have listeners of their own) is replaced whole.
  if (root.firstElementChild?.matches("header.bar")) morphChildren(root, drawn);
  else root.replaceChildren(...drawn);
  tick();
  if (usedKeyboard) {
    const again = focused ? root.querySelector<HTMLElement>(`.choice[data-key="${CSS.escape(focused)}"]`) : null;
    (again ?? root.querySelector<HTMLElement>(".choice"))?.focus();
  }
}

// -- the timer --------------------------------------------------------------------------------

function tick(): void {
  const el = root.querySelector(".timer");
  if (!el || !table) return;
  const d = table.deadline;
  if (d === null || d === undefined || table.final || table.replay) {
    el.textContent = "";
    return;
  }
  const left = Math.max(0, Math.floor(d - Date.now() / 1000));
  const mm = String(Math.floor(left / 60)).padStart(2, "0");
  const ss = String(left % 60).padStart(2, "0");
  el.textContent = `${mm}:${ss}`;
  el.classList.toggle("low", left <= 30);
}

// -- events -----------------------------------------------------------------------------------

// Every control of the drawn table is handled here, by its data attributes: a redraw keeps the
// nodes that did not change (morph.ts), with no listeners of their own to go stale.
const ACTIONS: Record<string, () => void> = {
  "colour-blind": () => {
    colourBlind = !colourBlind;
    saveCb(colourBlind);
    render();
  },
  "replay-prev": () => stepReplay(-1),
  "replay-next": () => stepReplay(1),
  cancel: () => {
    sel.cancel();
    notice = "";
    render();
  },
};

root.addEventListener("click", (ev) => {
  const action = (ev.target as Element).closest<HTMLElement>("[data-action]");
  if (action && root.contains(action)) {
    if (!(action as HTMLButtonElement).disabled) ACTIONS[action.dataset.action ?? ""]?.();
    return;
  }
  const el = (ev.target as Element).closest<HTMLElement | SVGElement>(".choice");
  if (!el || !root.contains(el)) return;
  usedKeyboard = ev.detail === 0 && el instanceof HTMLButtonElement;
  const key = el.dataset.key;
  if (key) choose(key);
});

document.addEventListener("keydown", (ev) => {
  const el = ev.target as Element;
  if ((ev.key === "Enter" || ev.key === " ") && el instanceof SVGElement && el.classList.contains("choice")) {
    ev.preventDefault();
    usedKeyboard = true;
    const key = el.dataset.key;
    if (key) choose(key);
    return;
  }
  if (ev.key === "Escape" && sel.active) {
    sel.cancel();
    render();
    return;
  }
  if (table?.replay && (ev.key === "ArrowLeft" || ev.key === "ArrowRight")) {
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return;
    ev.preventDefault();
    stepReplay(ev.key === "ArrowLeft" ? -1 : 1);
  }
});

document.addEventListener("pointerdown", () => {
  usedKeyboard = false;
});

// -- start ------------------------------------------------------------------------------------

document.body.dataset.live = "closed";
root.dataset.status = "loading";
root.replaceChildren(h("p", { class: "loading" }, t("loading")));
window.setInterval(tick, 1000);
if (inActivity) {
  void startActivity({
    root,
    showError,
    begin: (signed: string) => {
      // Another table (or the same with the person's seat now): start over with its link.
      token = signed;
      table = null;
      selFor = "";
      if (socket) {
        const old = socket;
        socket = null;
        old.onclose = null;
        old.close();
      }
      void load();
    },
  });
} else if (!token) showError(t("no_token"), "no_token");
else void load(params.has("ply") ? Number(params.get("ply")) : undefined);
