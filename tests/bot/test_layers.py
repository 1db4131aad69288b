"""`bot/` is its architecture diagram: packages by concern, imports running one way, top to bottom
(see bot/README.md and docs/architecture.md). This test reads every module's imports and fails on
one that reaches up, or sideways into a package of the same floor."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

BOT = Path(__file__).parent.parent.parent / "bot"

# Floors, top first. A module may import its own package and any package on a lower floor.
FLOORS: tuple[tuple[str, ...], ...] = (
    ("bot",),  # the composition root: __main__, app, config
    ("bot.cogs", "bot.web"),  # the two front ends: Discord's and the web's
    ("bot.channel",),
    ("bot.views", "bot.lookback", "bot.tournaments", "bot.lessons"),
    ("bot.games",),
    ("bot.runtime",),
    ("bot.store", "bot.i18n"),
)
FLOOR = {package: level for level, packages in enumerate(FLOORS) for package in packages}


def package_of(module: str) -> str:
    """`bot.games.guide.azul` -> `bot.games`; a module of the root -> `bot`."""
    parts = module.split(".")
    return ".".join(parts[:2]) if len(parts) > 2 or f"{parts[0]}.{parts[-1]}" in FLOOR else "bot"


def module_name(path: Path) -> str:
    parts = path.relative_to(BOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def runtime_imports(path: Path) -> list[tuple[int, str]]:
    """(line, module) of every import of `bot` in the file, those under `if TYPE_CHECKING:` left
    out: a type-only import makes no dependency when the program runs (the cogs name the bot
    they plug into that way)."""
    tree = ast.parse(path.read_text())
    here = module_name(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped |= {id(n) for child in node.body for n in ast.walk(child)}
    found = []
    for node in ast.walk(tree):
        if id(node) in skipped:
            continue
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target == "bot" or target.startswith("bot."):
                names = [f"{target}.{a.name}" for a in node.names] if not node.module else []
                found += [(node.lineno, t) for t in names or [target]]
        elif isinstance(node, ast.Import):
            found += [(node.lineno, a.name) for a in node.names if a.name.startswith("bot")]
    return found


def test_every_package_has_a_floor():
    packages = {module_name(p) for p in BOT.glob("*/__init__.py")}
    assert packages == set(FLOOR) - {"bot"}


@pytest.mark.parametrize(
    "path", sorted(BOT.rglob("*.py")), ids=lambda p: str(p.relative_to(BOT.parent))
)
def test_imports_run_downwards(path: Path):
    mine = package_of(module_name(path))
    wrong = []
    for line, target in runtime_imports(path):
        theirs = package_of(target)
        if theirs != mine and FLOOR[theirs] <= FLOOR[mine]:
            wrong.append(f"line {line}: {target} ({theirs}) is not below {mine}")
    assert not wrong, "\n".join(wrong)


def test_the_order_is_checked():
    """The rule itself bites: an import from a higher floor, or a sibling, is refused."""
    assert package_of("bot.games.guide.azul") == "bot.games"
    assert package_of("bot.app") == "bot" and package_of("bot.config") == "bot"
    assert FLOOR[package_of("bot.channel.turns")] < FLOOR[package_of("bot.games.service")]
    assert FLOOR["bot.store"] == FLOOR["bot.i18n"]


MOST_LINES = 600
LOCALE_TABLES = BOT / "i18n" / "locales"  # the catalogue's words, one table per language


@pytest.mark.parametrize("package", ["bot", "rules", "render"])
def test_no_module_is_over_600_lines(package: str):
    """Small modules (#28): one over 600 lines holds two concerns that want a module each. The
    locale tables are data, the words of each language, and are left out."""
    root = BOT.parent / package
    long = {
        str(path.relative_to(root.parent)): lines
        for path in sorted(root.rglob("*.py"))
        if LOCALE_TABLES not in path.parents
        and (lines := len(path.read_text().splitlines())) > MOST_LINES
    }
    assert not long, f"over {MOST_LINES} lines: {long}"
