"""Request bodies as discord.py sends them: JSON, or multipart with `payload_json` and files."""

from __future__ import annotations

import json
import re
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
    """multipart/form-data, parsed from the whole body (small: Discord caps uploads anyway)."""
    ctype = request.headers.get("Content-Type", "")
    match = re.search(r'boundary="?([^";]+)"?', ctype)
    if match is None:
        raise BadRequest("multipart body without a boundary")
    body = await request.read()
    delimiter = b"--" + match[1].encode()
    chunks = body.split(delimiter)
    if len(chunks) < 3 or not chunks[-1].startswith(b"--"):
        raise BadRequest("malformed multipart body")
    payload: Any = None
    files: list[UploadedFile] = []
    for chunk in chunks[1:-1]:
        head, sep, data = chunk.partition(b"\r\n\r\n")
        if not sep or not data.endswith(b"\r\n"):
            raise BadRequest("malformed multipart part")
        data = data[:-2]
        headers = _part_headers(head.decode("utf-8", "replace"))
        disposition = headers.get("content-disposition", "")
        name = _param(disposition, "name") or ""
        if name == "payload_json":
            payload = json.loads(data)
        elif name.startswith("files["):
            files.append(
                UploadedFile(
                    name,
                    _param(disposition, "filename") or "file",
                    headers.get("content-type", "application/octet-stream"),
                    data,
                )
            )
        else:
            raise BadRequest(f"unexpected multipart field {name!r}")
    return payload, files


def _part_headers(text: str) -> dict[str, str]:
    out = {}
    for line in text.strip().split("\r\n"):
        key, _, value = line.partition(":")
        out[key.strip().lower()] = value.strip()
    return out


def _param(header: str, key: str) -> str | None:
    match = re.search(rf'(?:^|;)\s*{key}="([^"]*)"', header) or re.search(
        rf"(?:^|;)\s*{key}=([^;]*)", header
    )
    return match[1].strip() if match else None


def png_size(data: bytes) -> tuple[int, int] | None:
    """Width and height from a PNG's IHDR chunk, without decoding the image."""
    if len(data) < 24 or not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        return None
    return struct.unpack(">II", data[16:24])
