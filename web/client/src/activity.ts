// The live table as a Discord Activity (docs/activity.md). Inside Discord's frame (the URL has
// frame_id) the Embedded App SDK talks to the Discord client; elsewhere the SDK's mock stands in,
// with the person named by ?user_id= (several tabs: several people) and the instance by
// ?instance_id=. Then: ready → authorize (a code) → our server exchanges it for a token →
// authenticate → one socket to our server, which asks Discord who the token is and whether they
// are in the instance before it says anything. Every request goes through /.proxy/ (Discord's
// proxy; its CSP blocks other hosts), and the page is one classic script (no modules: iOS).

import { DiscordSDK, DiscordSDKMock } from "@discord/embedded-app-sdk";

export interface Hooks {
  root: HTMLElement;
  // Show the table of a started game with this signed link (the person's seat, or watching).
  begin: (token: string) => void;
  showError: (message: string, code?: string) => void;
}

interface Seat { name: string; computer: boolean }
interface GameView {
  id: number; status: string; edition: string; side: string; host: string;
  you_host: boolean; you_seated: boolean; seats: Seat[]; token: string | null;
}
interface Participant { id: string; name: string; seat: number | null }
interface Session {
  type: "session"; you: { id: string; name: string }; instance_id: string;
  participants: Participant[]; game: GameView | null; games: GameView[];
  labels?: Record<string, string>;
}

const PROXY = "/.proxy";
const WORDS: Record<string, string> = {
  connecting: "Connecting to Discord…",
  in_activity: "In the Activity",
  seat: "seat {n}",
  watching: "watching",
  games_here: "Games in this channel",
  none_here: "No game in this channel yet.",
  open_new: "Open a new game",
  azul: "Azul",
  "summer-pavilion": "Summer Pavilion",
  colour: "coloured side",
  grey: "grey side",
  lobby: "lobby",
  active: "playing",
  host: "host: {name}",
  players: "players: {names}",
  join: "Take a seat",
  watch: "Watch",
  computer: "Add an easy computer",
  start: "Start",
  waiting: "Waiting for the host to start the game.",
  refused_401: "Discord did not recognise you: close the Activity and open it again.",
  refused_403: "You are not in this Activity: join it from Discord first.",
  refused_404: "This Activity has ended: launch it again from the game's post.",
};
let words: Record<string, string> = { ...WORDS };

function w(key: string, fields: Record<string, string | number> = {}): string {
  let s = words[key] ?? WORDS[key] ?? key;
  for (const [k, v] of Object.entries(fields)) s = s.split(`{${k}}`).join(String(v));
  return s;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K, attrs: Record<string, string> = {}, ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  e.append(...children);
  return e;
}

function mockUser(params: URLSearchParams): string {
  const chosen = params.get("user_id");
  if (chosen) return chosen;
  let stored = sessionStorage.getItem("azul-activity-user");
  if (!stored) {
    stored = String(Math.floor(Math.random() * 1e15));
    sessionStorage.setItem("azul-activity-user", stored);
  }
  return stored;
}

function makeSdk(clientId: string, params: URLSearchParams): DiscordSDK | DiscordSDKMock {
  if (params.has("frame_id")) return new DiscordSDK(clientId);
  const userId = mockUser(params);
  const mock = new DiscordSDKMock(clientId, params.get("guild_id"), params.get("channel_id"), null);
  // The mock's instance is fixed; the one Discord launched is named in the address instead.
  (mock as unknown as { instanceId: string }).instanceId = params.get("instance_id") ?? mock.instanceId;
  mock._updateCommandMocks({
    // The local Discord (fakediscord) accepts mock_<user id> as that person's code.
    authorize: () => Promise.resolve({ code: `mock_${userId}` }),
    authenticate: (args) => Promise.resolve({
      access_token: args.access_token ?? "",
      user: { username: userId, discriminator: "0", id: userId, public_flags: 0, avatar: null },
      scopes: ["identify"],
      expires: new Date(2112, 1, 1).toString(),
      application: { id: clientId, name: "Azul", description: "", icon: null },
    }),
  });
  return mock;
}

export async function startActivity(hooks: Hooks): Promise<void> {
  const { root } = hooks;
  const bar = document.getElementById("activity") as HTMLElement;
  const params = new URLSearchParams(location.search);
  const clientId = document.querySelector<HTMLMetaElement>('meta[name="azul-client-id"]')?.content ?? "";
  root.dataset.status = "connecting";
  root.replaceChildren(el("p", { class: "loading" }, w("connecting")));
  document.body.dataset.frame = params.has("frame_id") ? "discord" : "mock";
  let accessToken = "";
  let sdk: DiscordSDK | DiscordSDKMock;
  try {
    sdk = makeSdk(clientId, params);
    await sdk.ready();
    const { code } = await sdk.commands.authorize({
      client_id: clientId, response_type: "code", state: "", prompt: "none", scope: ["identify"],
    });
    const r = await fetch(`${PROXY}/api/token`, {
      method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ code }),
    });
    const body = (await r.json()) as { access_token?: string; error?: string; code?: string };
    if (!r.ok || !body.access_token) {
      hooks.showError(body.error ?? w("refused_401"), body.code ?? "bad_code");
      return;
    }
    accessToken = body.access_token;
    await sdk.commands.authenticate({ access_token: accessToken });
  } catch (e) {
    hooks.showError(String((e as Error)?.message ?? e), "sdk");
    return;
  }
  const instanceId = sdk.instanceId;
  let shownGame = "";
  let retry = 1000;

  const send = (socket: WebSocket, message: Record<string, unknown>) => socket.send(JSON.stringify(message));

  function participants(s: Session): void {
    const list = el("ul", { class: "people" });
    for (const p of s.participants) {
      const where = p.seat === null ? w("watching") : w("seat", { n: p.seat + 1 });
      const li = el("li", { class: p.seat === null ? "watcher" : "seated", "data-user": p.id },
        el("span", { class: "name" }, p.name), " ", el("span", { class: "where" }, where));
      list.append(li);
    }
    bar.replaceChildren(el("span", { class: "label" }, w("in_activity")), list);
  }

  function gameLine(g: GameView): HTMLElement {
    const names = g.seats.map((x) => x.name).join(", ");
    return el("div", { class: "game-line" },
      el("p", {}, el("strong", {}, w(g.edition)), ` · ${w(g.side)} · ${w(g.status)}`),
      el("p", { class: "seats" }, `${w("host", { name: g.host })} · ${w("players", { names })}`));
  }

  function button(label: string, action: () => void, cls = ""): HTMLButtonElement {
    const b = el("button", { type: "button", class: cls }, label);
    b.addEventListener("click", action);
    return b;
  }

  function picker(socket: WebSocket, s: Session): void {
    const list = el("section", { class: "games", "aria-label": w("games_here") }, el("h2", {}, w("games_here")));
    if (!s.games.length) list.append(el("p", {}, w("none_here")));
    for (const g of s.games) {
      const card = el("div", { class: "game-card", "data-game": String(g.id) }, gameLine(g));
      if (g.status === "lobby" && !g.you_seated) card.append(button(w("join"), () => send(socket, { action: "join", game: g.id }), "join"));
      card.append(button(w("watch"), () => send(socket, { action: "watch", game: g.id }), "watch"));
      list.append(card);
    }
    const open = el("section", { class: "open", "aria-label": w("open_new") }, el("h2", {}, w("open_new")));
    for (const edition of ["azul", "summer-pavilion"]) {
      for (const side of ["colour", "grey"]) {
        open.append(button(`${w(edition)} · ${w(side)}`, () => send(socket, { action: "open", edition, side }), `open-${edition}-${side}`));
      }
    }
    root.dataset.status = "picker";
    root.replaceChildren(list, open);
  }

  function lobby(socket: WebSocket, g: GameView): void {
    const card = el("section", { class: "lobby game-card", "data-game": String(g.id) }, gameLine(g));
    if (!g.you_seated) card.append(button(w("join"), () => send(socket, { action: "join", game: g.id }), "join"));
    if (g.you_host) {
      card.append(button(w("computer"), () => send(socket, { action: "computer", game: g.id }), "computer"));
      card.append(button(w("start"), () => send(socket, { action: "start", game: g.id }), "start"));
    } else card.append(el("p", { class: "waiting" }, w("waiting")));
    root.dataset.status = "lobby";
    root.replaceChildren(card);
  }

  function onSession(socket: WebSocket, s: Session): void {
    if (s.labels) words = { ...WORDS, ...s.labels };
    participants(s);
    const g = s.game;
    if (!g) {
      shownGame = "";
      picker(socket, s);
    } else if (g.status === "lobby" || !g.token) {
      shownGame = "";
      lobby(socket, g);
    } else {
      // A new table only when what the person may do there changes (they took a seat).
      const key = `${g.id}:${g.you_seated && g.status === "active"}`;
      if (key !== shownGame) {
        shownGame = key;
        hooks.begin(g.token);
      }
    }
  }

  function connect(): void {
    const url = new URL(`${PROXY}/api/activity/socket`, location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(url.toString());
    socket.onopen = () => {
      retry = 1000;
      send(socket, { access_token: accessToken, instance_id: instanceId });
    };
    socket.onmessage = (ev: MessageEvent) => {
      let m: { type?: string; error?: string; code?: string } & Partial<Session>;
      try {
        m = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (m.type === "session") onSession(socket, m as Session);
      else if (m.type === "error" && m.error) {
        const note = el("p", { class: "notice", role: "alert", "data-code": m.code ?? "" }, m.error);
        bar.append(note);
        window.setTimeout(() => note.remove(), 6000);
      }
    };
    socket.onclose = (ev: CloseEvent) => {
      if (ev.code >= 4400 && ev.code < 4500) {
        const key = `refused_${ev.code - 4000}`;
        hooks.showError(key in WORDS ? w(key) : ev.reason, ev.reason || "refused");
        return;
      }
      window.setTimeout(connect, retry);
      retry = Math.min(retry * 2, 10000);
    };
  }
  connect();
}
