"""A tiny dev server for the live table client (Python standard library only).

    /work/main/.venv/bin/python web/client/dev/serve.py --port 8765
    open http://localhost:8765/table/?t=azul-colour-2p

Serves web/dist/ at /table/, answers /table/api/state?t=<fixture> from fixtures/<fixture>.json
and POST /table/api/move by playing the move with the project's engine (hot seat: the viewer
follows the turn). `?t=bad` answers 401 like an expired token. There is no WebSocket: the page
keeps trying to reconnect, which is what it must tolerate. State lives in memory; restart to reset.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

HERE = Path(__file__).resolve().parent
DIST = HERE.parents[1] / "dist"
FIXTURES = HERE / "fixtures"
sys.path.insert(0, str(HERE))

try:
    import make_fixtures  # needs the project's engine (rules/)

    ENGINE = True
except Exception:  # pragma: no cover - static fixtures only
    ENGINE = False

TYPES = {".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css"}
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self' data:"
)

# fixture name -> its `_dev` entry, with the moves played so far in this server's life
SESSIONS: dict[str, dict[str, Any]] = {}


def fixture(name: str) -> dict[str, Any] | None:
    if not name.replace("-", "").isalnum():
        return None
    path = FIXTURES / f"{name}.json"
    if not path.is_file():
        return None
    return json.loads(path.read_text())


def session(name: str) -> tuple[dict[str, Any], dict[str, Any]] | None:
    fx = fixture(name)
    if fx is None:
        return None
    dev = SESSIONS.setdefault(
        name, dict(fx.get("_dev") or {}, moves=list((fx.get("_dev") or {}).get("moves", [])))
    )
    return fx, dev


def table(name: str, ply: int | None = None) -> dict[str, Any] | None:
    found = session(name)
    if found is None:
        return None
    fx, dev = found
    if not ENGINE or not dev:
        fx.pop("_dev", None)
        if fx.get("deadline"):
            fx["deadline"] = time.time() + 95
        return fx
    replay = None
    if dev.get("replay"):
        plies = len(dev["moves"])
        index = plies if ply is None else max(0, min(plies, ply))
        replay = {"plies": plies, "index": index}
        g = make_fixtures.build(dev, index)
    else:
        g = make_fixtures.build(dev)
    you = g.turn if dev.get("hotseat") else fx.get("you")
    return make_fixtures.payload(g, you, game_id=fx["game"]["id"], replay=replay)


class Handler(BaseHTTPRequestHandler):
    server_version = "azul-dev"

    def log_message(self, fmt: str, *args: Any) -> None:
        sys.stderr.write(f"{self.command} {fmt % args}\n")

    def send_json(self, status: int, body: Any) -> None:
        data = json.dumps(body).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:
        url = urlsplit(self.path)
        q = parse_qs(url.query)
        token = q.get("t", [""])[0]
        if url.path in ("/", "/table"):
            self.send_response(HTTPStatus.FOUND)
            self.send_header("Location", "/table/" + (f"?{url.query}" if url.query else ""))
            self.end_headers()
            return
        if url.path == "/table/api/state":
            if token == "bad":
                self.send_json(401, {"error": "This link has expired.", "code": "bad_token"})
                return
            ply = q.get("ply", [None])[0]
            tb = table(token, int(ply) if ply and ply.isdigit() else None)
            if tb is None:
                self.send_json(404, {"error": "No such game.", "code": "not_found"})
            else:
                self.send_json(200, tb)
            return
        if url.path == "/table/api/live":
            self.send_json(404, {"error": "No live updates on the dev server.", "code": "no_ws"})
            return
        name = url.path.removeprefix("/table/") or "index.html"
        path = DIST / name
        if "/" in name or not path.is_file():
            self.send_error(404)
            return
        data = path.read_bytes()
        self.send_response(200)
        self.send_header("Content-Type", TYPES.get(path.suffix, "application/octet-stream"))
        self.send_header("Content-Length", str(len(data)))
        self.send_header("Content-Security-Policy", CSP)
        self.send_header("Cache-Control", "no-store")
        self.end_headers()
        self.wfile.write(data)

    def do_POST(self) -> None:
        if urlsplit(self.path).path != "/table/api/move":
            self.send_error(404)
            return
        try:
            body = json.loads(self.rfile.read(int(self.headers.get("Content-Length") or 0)))
            token, move, ply = str(body["t"]), str(body["move"]), int(body["ply"])
        except (ValueError, KeyError, TypeError):
            self.send_json(400, {"ok": False, "error": "Bad request.", "code": "bad_request"})
            return
        found = session(token)
        if found is None:
            self.send_json(404, {"ok": False, "error": "No such game.", "code": "not_found"})
            return
        _, dev = found
        if not ENGINE or not dev or dev.get("replay"):
            self.send_json(
                403, {"ok": False, "error": "This table is view only.", "code": "view_only"}
            )
            return
        if ply != len(dev["moves"]):
            self.send_json(
                409, {"ok": False, "error": "The table changed meanwhile.", "code": "stale"}
            )
            return
        if move == "2R-F" and token.startswith("azul-colour"):  # a refusal to test the page with
            self.send_json(
                422, {"ok": False, "error": "Refused by the dev server (test).", "code": "illegal"}
            )
            return
        g = make_fixtures.build(dev)
        try:
            g.play(move)
        except Exception as e:  # the engine's refusal, in its words
            self.send_json(422, {"ok": False, "error": str(e), "code": "illegal"})
            return
        dev["moves"].append(move)
        self.send_json(200, {"ok": True, "table": table(token)})


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--port", type=int, default=8765)
    ap.add_argument("--host", default="127.0.0.1")
    args = ap.parse_args()
    httpd = ThreadingHTTPServer((args.host, args.port), Handler)
    print(
        f"http://{args.host}:{args.port}/table/?t=azul-colour-2p  (fixtures: "
        + ", ".join(sorted(p.stem for p in FIXTURES.glob("*.json")))
        + ")"
    )
    httpd.serve_forever()


if __name__ == "__main__":
    main()
