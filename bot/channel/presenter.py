"""The words of the bot's messages: lobby, turn, step prompts, final scores (no sending here)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from ..games.guide import DONE, Guide, Node, Option, adapter_for
from ..games.table import past_first_round
from ..i18n.catalogue import text
from ..i18n.durations import say_duration
from ..i18n.names import listed, shown
from ..i18n.narration import AZUL_CODES, EMOJI, PAVILION_CODES

if TYPE_CHECKING:
    from render import Locale

    from ..games.table import Closing, Table
    from ..store.rows import EndVote


def edition_name(table: Table, locale: Locale) -> str:
    return text(f"edition.{table.edition}", locale)


def seating(table: Table, locale: Locale = None) -> list[str]:
    """The seats as the lobby lists them: a heading, then a line a seat."""
    return [
        text("lobby.seats", locale, count=len(table.seats)),
        *(
            text(
                "lobby.seat_pending" if s.pending else "lobby.seat",
                locale,
                n=i + 1,
                name=shown(s.name),
            )
            for i, s in enumerate(table.seats)
        ),
    ]


def lobby_text(table: Table, locale: Locale = None, *, note: str | None = None) -> str:
    """The lobby: edition, host, seats; `note` replaces the how-to line once it is closed."""
    lines = [
        text(
            "lobby.header",
            locale,
            edition=edition_name(table, locale),
            side=text(f"side.{table.side}", locale),
            host=shown(table.host_name),
        ),
    ]
    if table.rematch_of is not None:
        first = shown(table.seats[0].name)
        lines.append(text("lobby.rematch", locale, game=table.rematch_of, first=first))
    lines += seating(table, locale)
    if table.invited:
        people = ", ".join(f"<@{i}>" for i in table.invited)
        lines.append(text("lobby.invited", locale, people=people))
    if table.turn_timer:
        level = text(f"level.{table.timer_level}", locale)
        timer = say_duration(table.turn_timer, locale)
        lines.append(text("lobby.timer", locale, timer=timer, level=level))
    lines.append(text("lobby.rated" if table.rated else "lobby.unrated", locale))
    pending = any(s.pending for s in table.seats)
    lines.append(note or text("lobby.rematch_help" if pending else "lobby.help", locale))
    return "\n".join(lines)


def turn_text(
    table: Table,
    narration: list[str],
    guide: Guide | None,
    *,
    first: bool = False,
) -> tuple[str, discord.AllowedMentions]:
    """The message after a move: round, what happened, whose turn; and whom it may ping."""
    locale = table.locale
    game = table.game
    assert game is not None, "a turn of a game that has started"
    lines = [text("turn.round", locale, round=game.round)]
    if first:
        lines.append(text("turn.start", locale, order=listed(table.names)))
    lines += narration
    if getattr(game, "last_round", False):
        lines.append(f"⚠️ {text('turn.last_round', locale)}")
    seat = table.to_act
    mentions = discord.AllowedMentions.none()
    if seat is not None:
        player = table.seats[seat]
        if player.away and not player.resigned:
            lines.append(text("turn.away_turn", locale, name=shown(player.name)))
        elif player.automatic:
            lines.append(text("turn.computer_turn", locale, name=shown(player.name)))
        else:
            assert player.user_id is not None  # not automatic: a person's seat
            mention = f"<@{player.user_id}>"
            # Only the player to act is pinged; names elsewhere are plain text.
            mentions = discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(player.user_id)]
            )
            question = ""
            if guide is not None:
                node = guide.resolve(())
                if node is not None and node.kind is not None:
                    adapter = adapter_for(table.edition)
                    question = " " + adapter.question(guide.position, node.path, node.kind, locale)
            lines.append(f"➡️ {text('turn.your_turn', locale, mention=mention)}{question}")
    return "\n".join(lines), mentions


def step_text(table: Table, guide: Guide, node: Node, locale: Locale) -> str:
    """The prompt of an intermediate step: the choices made so far, then the question."""
    adapter = adapter_for(table.edition)
    pos = guide.position
    crumbs = []
    for i, value in enumerate(node.path):
        if value == DONE:
            continue
        kind = guide.kind_at(node.path[: i + 1])
        label, emoji = adapter.label(pos, node.path[:i], Option(kind, value), locale)
        crumbs.append(f"{emoji} {label}" if emoji else label)
    question = adapter.question(pos, node.path, node.kind or "move", locale)
    head = " → ".join(crumbs)
    return f"{head} → **{question}**" if head else f"**{question}**"


def move_label(table: Table, guide: Guide, move: str, locale: Locale) -> str:
    """`3K-2 · 3: ⬛⬛🟥🟦 → black ×2 → Line 2`, for autocomplete suggestions."""
    adapter = adapter_for(table.edition)
    pos = guide.position
    path = guide.path_of(move)
    parts = []
    for i, token in enumerate(guide.tokens(move)):
        label, _ = adapter.label(pos, path[:i], Option(token.kind, token.value), locale)
        parts.append(label)
    out = f"{move} · {' → '.join(parts)}"
    return out if len(out) <= 100 else out[:99] + "…"


def final_text(table: Table, narration: list[str]) -> str:
    """Winners first, then everyone's score with where the points came from."""
    locale = table.locale
    game = table.game
    assert game is not None, "the end of a game that has started"
    lines = [
        text(
            "end.title",
            locale,
            edition=edition_name(table, locale),
            rounds=game.round,
        ),
        *narration,
    ]
    winners = [table.names[i] for i in game.winners]
    if winners:
        key = "end.winner" if len(winners) == 1 else "end.winners"
        lines.append(f"🏆 {text(key, locale, names=listed(winners))}")
    for seat, name in enumerate(table.names):
        breakdown = dict(game.breakdown(seat))
        total = breakdown.pop("total", game.scores[seat])
        details = ", ".join(
            f"{_breakdown_label(key, locale)} {value:+d}" for key, value in breakdown.items()
        )
        lines.append(text("end.line", locale, name=shown(name), total=total, details=details))
    return "\n".join(lines)


def closing_text(closing: Closing) -> str:
    table = closing.table
    locale = table.locale
    if closing.status == "resigned":
        if len(closing.winners) == 1:
            return text(
                "end.resigned_winner",
                locale,
                name=shown(closing.by_name),
                winner=shown(table.names[closing.winners[0]]),
            )
        return text("end.resigned", locale, name=shown(closing.by_name))
    result = table.result or {}
    if result.get("reason") == "jammed":
        return text("end.jammed", locale, round=result["round"], game=table.id)
    if result.get("reason") == "agreed":
        return text("end.agreed", locale, name=shown(closing.by_name), game=table.id)
    if result.get("reason") == "deadline":
        return text("end.deadline", locale, game=table.id)
    return text("end.ended_by", locale, name=shown(closing.by_name), game=table.id)


def unrated_line(table: Table) -> str:
    """Why a game that has ended moved no rating (empty when it did, or when the closing
    line says so already)."""
    locale = table.locale
    if table.status in ("ended", "cancelled"):
        if (table.result or {}).get("reason") == "agreed":
            return ""
        return text("end.unrated_ended", locale)
    if not table.rated:
        return text("end.unrated", locale)
    if not past_first_round(table.game):
        return text("end.unrated_short", locale)
    return ""


def end_vote_text(
    table: Table, vote: EndVote, requester: str, left: str, *, outcome: str = ""
) -> str:
    """The vote on ending a rated game: whom it asks (pinged while it is open), who agreed so
    far, and `outcome` once it is over."""
    locale = table.locale
    people = ", ".join(f"<@{v}>" for v in vote.voters)
    until = f"<t:{int(vote.due_at)}:f>"  # each reader's own time zone and language
    name = shown(requester)
    lines = [text("vote.asked", locale, name=name, people=people, left=left, until=until)]
    agreed = [s.name for s in table.seats if s.user_id is not None and s.user_id in vote.agreed]
    if agreed:
        lines.append(text("vote.agreed_so_far", locale, names=listed(agreed)))
    if outcome:
        lines.append(outcome)
    return "\n".join(lines)


def _breakdown_label(key: str, locale: Locale) -> str:
    try:
        return text(f"bd.{key}", locale)
    except KeyError:  # an edition's own category: its key is readable enough
        return key.replace("_", " ")


def text_table(table: Table, locale: Locale = None) -> str:
    """The table in words, for when its picture cannot be drawn: the factories, the centre and
    the scores (every player's board is still a `/azul board` away, once pictures work)."""
    game = table.game
    assert game is not None, "the table of a game that has started"
    codes = AZUL_CODES if game.edition == "azul" else PAVILION_CODES
    emoji = EMOJI[game.edition]

    def tiles(counts: list[int]) -> str:
        return "".join(emoji[codes[c]] * n for c, n in enumerate(counts)) or "—"

    factories = " · ".join(f"{i}: {tiles(f)}" for i, f in enumerate(game.factories, start=1))
    scores = " · ".join(f"{shown(n)} {s}" for n, s in zip(table.names, game.scores, strict=True))
    return "\n".join(
        [
            text("table.words", locale),
            text("table.factories", locale, factories=factories),
            text("table.centre", locale, tiles=tiles(game.centre)),
            text("table.scores", locale, scores=scores),
        ]
    )
