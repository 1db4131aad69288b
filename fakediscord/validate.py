"""Limits a real Discord enforces on messages and answers; a violation is a 400 there and a
recorded failure here (so a bot that would be refused in production fails its tests)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

MAX_CONTENT = 2000
MAX_ROWS = 5
MAX_BUTTONS_PER_ROW = 5
MAX_SELECT_OPTIONS = 25
MAX_CUSTOM_ID = 100
MAX_LABEL = 80
MAX_OPTION_TEXT = 100
MAX_PLACEHOLDER = 150
MAX_CHOICES = 25
MAX_FILES = 10


class Invalid(Exception):
    """Discord would answer 400 with this explanation."""


def message(payload: dict[str, Any], n_files: int, *, creating: bool) -> None:
    content = payload.get("content")
    if content is not None and len(content) > MAX_CONTENT:
        raise Invalid(f"content is {len(content)} characters (limit {MAX_CONTENT})")
    if n_files > MAX_FILES:
        raise Invalid(f"{n_files} files (limit {MAX_FILES})")
    components = payload.get("components")
    if components:
        _components(components)
    if creating and not (content or n_files or payload.get("embeds") or components):
        raise Invalid("cannot send an empty message (50006)")


def edited_attachments(
    current: list[T], payload: dict[str, Any], uploaded: list[T], *, key: Callable[[T], str]
) -> list[T]:
    """A message's attachments after an edit, as API v10 has it: without `attachments` in the
    body, the ones it has and the new uploads; with it, exactly those it lists, in its order:
    its own by their id, new uploads by their index among the files (`{"id": 0}` is
    `files[0]`). `[]` removes them all. Raises Invalid for an id that is neither."""
    if "attachments" not in payload:
        return [*current, *uploaded]
    listed = payload["attachments"] or []
    if not isinstance(listed, list):
        raise Invalid("attachments must be an array")
    own = {key(a): a for a in current}
    out: list[T] = []
    seen: set[str] = set()
    for item in listed:
        ident = str(item.get("id")) if isinstance(item, dict) else None
        if ident is None or ident in seen:
            raise Invalid(f"attachments: missing or duplicate id {ident}")
        seen.add(ident)
        if ident in own:
            out.append(own[ident])
        elif ident.isdigit() and int(ident) < len(uploaded):
            out.append(uploaded[int(ident)])
        else:
            raise Invalid(f"attachments: unknown attachment id {ident}")
    return out


def message_edit(message: Any, payload: dict[str, Any], n_files: int) -> None:
    """What Discord checks of an edit against the message it changes: the attachments it names
    are the message's own or new uploads, and something is left to show."""
    kept = edited_attachments(
        message.attachments, payload, list(range(n_files)), key=lambda a: str(a.id)
    )
    left = [
        payload.get("content", message.content),
        payload.get("embeds", message.embeds),
        payload.get("components", message.components),
        kept,
    ]
    if not any(left):
        raise Invalid("cannot send an empty message (50006)")


def _components(rows: list[dict]) -> None:
    if len(rows) > MAX_ROWS:
        raise Invalid(f"{len(rows)} component rows (limit {MAX_ROWS})")
    seen: set[str] = set()
    for row in rows:
        if row.get("type") != 1:
            raise Invalid(f"top-level component of type {row.get('type')} (expected action row)")
        children = row.get("components") or []
        if not children:
            raise Invalid("empty action row")
        selects = [c for c in children if c.get("type") in (3, 5, 6, 7, 8)]
        if selects and len(children) > 1:
            raise Invalid("a select must be alone in its row")
        if len(children) > MAX_BUTTONS_PER_ROW:
            raise Invalid(f"{len(children)} buttons in a row (limit {MAX_BUTTONS_PER_ROW})")
        for c in children:
            _component(c, seen)


def _component(c: dict, seen: set[str]) -> None:
    custom_id = c.get("custom_id")
    if c.get("type") == 2 and c.get("style") == 5:  # link button
        if not c.get("url"):
            raise Invalid("link button without url")
    elif not custom_id:
        raise Invalid(f"component without custom_id: {c}")
    if custom_id is not None:
        if len(custom_id) > MAX_CUSTOM_ID:
            raise Invalid(f"custom_id longer than {MAX_CUSTOM_ID}: {custom_id!r}")
        if custom_id in seen:
            raise Invalid(f"duplicate custom_id {custom_id!r}")
        seen.add(custom_id)
    if c.get("type") == 2:
        if not c.get("label") and not c.get("emoji"):
            raise Invalid(f"button without label or emoji: {custom_id}")
        if len(c.get("label") or "") > MAX_LABEL:
            raise Invalid(f"button label longer than {MAX_LABEL}: {c['label']!r}")
    if c.get("type") == 3:
        options = c.get("options") or []
        if not 1 <= len(options) <= MAX_SELECT_OPTIONS:
            raise Invalid(f"select with {len(options)} options (1..{MAX_SELECT_OPTIONS})")
        values = [o.get("value") for o in options]
        if len(set(values)) != len(values):
            raise Invalid(f"select {custom_id} has duplicate option values")
        for o in options:
            if len(o.get("label", "")) > MAX_OPTION_TEXT or len(o.get("value", "")) > 100:
                raise Invalid(f"select option too long: {o}")
        if len(c.get("placeholder") or "") > MAX_PLACEHOLDER:
            raise Invalid("select placeholder too long")


def choices(items: list[dict]) -> None:
    if len(items) > MAX_CHOICES:
        raise Invalid(f"{len(items)} autocomplete choices (limit {MAX_CHOICES})")
    for choice in items:
        if not 1 <= len(str(choice.get("name", ""))) <= MAX_OPTION_TEXT:
            raise Invalid(f"choice name must be 1..100 characters: {choice}")
        if len(str(choice.get("value", ""))) > MAX_OPTION_TEXT:
            raise Invalid(f"choice value longer than 100 characters: {choice}")


ENTRY_POINT = 4  # PRIMARY_ENTRY_POINT
ENTRY_POINT_HANDLERS = (1, 2)  # APP_HANDLER, DISCORD_LAUNCH_ACTIVITY
MAX_COMMAND_NAME = 32


def commands_entry_point(commands: list[Any], *, global_scope: bool) -> None:
    """What Discord checks of Primary Entry Point commands (type 4) in a list of commands: a
    name, a `handler` of 1 or 2, no options; only global and only one; and `handler` on no
    other type of command."""
    points = [c for c in commands if isinstance(c, dict) and c.get("type") == ENTRY_POINT]
    for c in commands:
        if isinstance(c, dict) and c.get("type") != ENTRY_POINT and "handler" in c:
            raise Invalid(f"handler is only for Primary Entry Point commands: {c.get('name')!r}")
    if points and not global_scope:
        raise Invalid("Primary Entry Point commands can only be global")
    if len(points) > 1:
        raise Invalid(f"{len(points)} Primary Entry Point commands (an app has one at most)")
    for c in points:
        name = c.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= MAX_COMMAND_NAME:
            raise Invalid(f"Primary Entry Point command name must be 1..32 characters: {name!r}")
        if c.get("handler", 1) not in ENTRY_POINT_HANDLERS:
            raise Invalid(f"handler must be 1 or 2, not {c.get('handler')!r}")
        if c.get("options"):
            raise Invalid("a Primary Entry Point command takes no options")
