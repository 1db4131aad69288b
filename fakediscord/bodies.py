"""Request bodies as discord.py sends them: JSON, or multipart with `payload_json` and files."""

from __future__ import annotations

import json
import struct
from dataclasses import dataclass
from typing import Any

from aiohttp import web

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


class BadRequest(Exception):
    """The body is malformed: answered with 400 and recorded as a failure."""


@dataclass(frozen=True)
class UploadedFile:
    field: str  # files[0], files[1], ...
    filename: str
    content_type: str
    data: bytes


async def read(request: web.Request) -> tuple[Any, list[UploadedFile]]:
    """(JSON payload or None, uploaded files)."""
    ctype = request.headers.get("Content-Type", "")
    if ctype.startswith("multipart/"):
        return await _multipart(request)
    raw = await request.read()
    if not raw:
        return None, []
    if not ctype.startswith("application/json"):
        raise BadRequest(f"body with Content-Type {ctype!r}")
    try:
        return json.loads(raw), []
    except ValueError as exc:
        raise BadRequest(f"invalid JSON: {exc}") from None


async def _multipart(request: web.Request) -> tuple[Any, list[UploadedFile]]:
    payload: Any = None
    files: list[UploadedFile] = []
    reader = await request.multipart()
    for _ in range(64):  # Discord allows 10 files; anything near 64 parts is a bug
        part = await reader.next()
        if part is None:
            break
        data = await part.read()  # type: ignore[union-attr]
        name = part.name or ""
        if name == "payload_json":
            payload = json.loads(data)
        elif name.startswith("files["):
            files.append(
                UploadedFile(
                    name,
                    part.filename or "file",  # type: ignore[union-attr]
                    part.headers.get("Content-Type", "application/octet-stream"),
                    bytes(data),
                )
            )
        else:
            raise BadRequest(f"unexpected multipart field {name!r}")
    else:
        raise BadRequest("too many multipart fields")
    return payload, files


def png_size(data: bytes) -> tuple[int, int] | None:
    """Width and height from a PNG's IHDR chunk, without decoding the image."""
    if len(data) < 24 or not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", data[16:24])
