"""What a tournament's posts say: the sign-up post (the event, its rules, where it stands, the
players), a table's result, and the standings written out under their image; Discord's own
markup for mentions and times, which each reader sees in their own time zone and language."""

from __future__ import annotations

from ..i18n.catalogue import text
from ..i18n.durations import say_duration
from ..i18n.lengths import fit
from ..i18n.names import shown
from ..store.rows import StoredTournament, TournamentTable
from ..tournaments.service import Standing

STANDINGS_IN_WORDS = 20  # rows of the standings written out under the image


def points(value: float) -> str:
    return f"{value:.2f}".rstrip("0").rstrip(".")


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def when(epoch: float) -> str:
    """A time as Discord shows it to each reader, in their own time zone and language: the
    date and time, and how far off it is."""
    return f"<t:{int(epoch)}:f> (<t:{int(epoch)}:R>)"


def event_words(t: StoredTournament) -> dict[str, str | int]:
    """What game a tournament plays, in its language: the words its rules and its standings'
    subtitle are made of (edition, side, format, table size)."""
    loc = t.locale
    return {
        "edition": text(f"edition.{t.edition}", loc),
        "side": text(f"side.{t.side}", loc),
        "format": text(f"tournament.format.{t.format}", loc, rounds=t.rounds),
        "size": t.table_size,
    }


def post_text(standing: Standing) -> str:
    """The sign-up post: the event, its rules, where it stands, the players."""
    t = standing.tournament
    loc = t.locale
    lines = [
        text("tournament.title", loc, name=shown(t.name), id=t.id),
        text(
            "tournament.rules",
            loc,
            **event_words(t),
            timer=say_duration(t.turn_timer, loc),
            rated=text("tournament.rated" if t.rated else "tournament.unrated", loc),
            organiser=mention(t.organiser_id),
        ),
        text(
            "tournament.scoring_knockout" if t.format == "knockout" else "tournament.scoring", loc
        ),
    ]
    if t.status == "signup":
        lines.append(text("tournament.signup_open", loc, when=when(t.signup_closes_at)))
    elif t.status == "checkin":
        lines.append(text("tournament.checkin_open", loc, when=when(t.checkin_closes_at or 0)))
    elif t.status == "running":
        key = "tournament.running_paused" if t.paused else "tournament.running"
        lines.append(text(key, loc, round=t.round, rounds=t.rounds))
    else:
        lines.append(text(f"tournament.{t.status}", loc))
    names = []
    for p in standing.players:
        if p.withdrawn:
            if t.status in ("signup", "checkin"):
                continue  # gone before it started: off the list
            names.append(text("tournament.withdrawn", loc, name=shown(p.name)))
        elif t.status == "checkin":
            key = "tournament.checked" if p.checked_in else "tournament.unchecked"
            names.append(text(key, loc, name=shown(p.name)))
        else:
            names.append(shown(p.name))
    lines.append(
        text(
            "tournament.players",
            loc,
            count=sum(1 for p in standing.players if not p.withdrawn),
            names=", ".join(names) or text("tournament.nobody", loc),
        )
    )
    return fit("\n".join(lines))


def standings_lines(standing: Standing, most: int = STANDINGS_IN_WORDS) -> list[str]:
    loc = standing.tournament.locale
    out = []
    for row in standing.rows[:most]:
        line = text(
            "tournament.standings_line",
            loc,
            rank=row.rank,
            name=shown(standing.name(row.player)),
            points=points(row.points),
            opponents=points(row.opponents_points),
            score=row.total_score,
        )
        if row.withdrawn:
            line += " " + text("tournament.standings_withdrawn", loc)
        out.append(line)
    return out


def result_text(standing: Standing, table: TournamentTable) -> str:
    loc = standing.tournament.locale
    assert table.places is not None and table.scores is not None
    order = sorted(range(len(table.players)), key=lambda i: table.places[i])  # type: ignore[index]
    return ", ".join(
        text(
            "tournament.place",
            loc,
            place=table.places[i],
            name=shown(standing.name(table.players[i])),
            score=table.scores[i],
        )
        for i in order
    )
