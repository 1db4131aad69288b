"""Slash-command interaction data, encoded against the command definitions the bot synced.

Tests name a command as a user types it ("game new") and give options as keywords; the synced
definition says which option types to send and which values are allowed, so a test cannot send
what a Discord client could not.
"""

from __future__ import annotations

from typing import Any

from .models import ApplicationCommand

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, NUMBER = 3, 4, 5, 10


class CommandError(AssertionError):
    """The test asked for a command or option that the bot never registered."""


def find(commands: list[ApplicationCommand], name: str) -> ApplicationCommand:
    for command in commands:
        if command.payload.get("name") == name and command.payload.get("type", 1) == 1:
            return command
    known = sorted(c.payload.get("name", "?") for c in commands)
    raise CommandError(f"no slash command /{name} was synced (synced: {known})")


def build(
    command: ApplicationCommand,
    words: list[str],
    options: dict[str, Any],
    *,
    focused: str | None = None,
) -> dict:
    """The `data` of an APPLICATION_COMMAND (or autocomplete) interaction."""
    definition: dict = command.payload
    chain: list[dict] = []  # the subcommand (group) options we descend through
    for word in words:
        sub = next(
            (
                o
                for o in definition.get("options", [])
                if o.get("name") == word and o.get("type") in (SUB_COMMAND, SUB_COMMAND_GROUP)
            ),
            None,
        )
        if sub is None:
            raise CommandError(f"/{command.payload['name']} has no subcommand {word!r}")
        chain.append({"type": sub["type"], "name": word})
        definition = sub
    nested_kinds = (SUB_COMMAND, SUB_COMMAND_GROUP)
    if any(o.get("type") in nested_kinds for o in definition.get("options", [])):
        raise CommandError(f"/{command.payload['name']} {' '.join(words)} needs a subcommand")
    leaf = [_option(definition, key, value, key == focused) for key, value in options.items()]
    if focused is None:
        missing = [
            o["name"]
            for o in definition.get("options", [])
            if o.get("required") and o["name"] not in options
        ]
        if missing:
            raise CommandError(f"missing required options {missing}")
    elif focused not in options:
        raise CommandError(f"the focused option {focused!r} needs a value (what is typed)")
    nested: list[dict] = leaf
    for level in reversed(chain):
        nested = [{**level, "options": nested}]
    data = {
        "id": str(command.id),
        "name": command.payload["name"],
        "type": 1,
        "options": nested,
    }
    if command.guild_id is not None:
        data["guild_id"] = str(command.guild_id)
    return data


def _option(definition: dict, name: str, value: Any, focused: bool) -> dict:
    spec = next((o for o in definition.get("options", []) if o.get("name") == name), None)
    if spec is None:
        known = [o.get("name") for o in definition.get("options", [])]
        raise CommandError(f"no option {name!r} (options: {known})")
    kind = spec["type"]
    if focused:
        if not spec.get("autocomplete"):
            raise CommandError(f"option {name!r} has no autocomplete")
        return {"type": kind, "name": name, "value": str(value), "focused": True}
    if kind == STRING:
        ok = isinstance(value, str)
    elif kind == INTEGER:
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif kind == BOOLEAN:
        ok = isinstance(value, bool)
    elif kind == NUMBER:
        ok = isinstance(value, int | float) and not isinstance(value, bool)
    else:
        raise CommandError(f"option type {kind} of {name!r} is not simulated")
    if not ok:
        raise CommandError(f"option {name!r} of type {kind} cannot take {value!r}")
    choices = spec.get("choices")
    if choices and value not in [c["value"] for c in choices]:
        raise CommandError(f"{value!r} is not a choice of {name!r}: {choices}")
    if "min_value" in spec and value < spec["min_value"]:
        raise CommandError(f"{name!r} must be at least {spec['min_value']}")
    if "max_value" in spec and value > spec["max_value"]:
        raise CommandError(f"{name!r} must be at most {spec['max_value']}")
    return {"type": kind, "name": name, "value": value}
