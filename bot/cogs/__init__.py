"""One cog per concern; each contributes its subcommands to the single `/azul` group.

The bot adds them as classes (`COGS`) rather than loading discord.py extensions: loading an
extension executes its module afresh (for hot reloading, which this bot does not offer), a cost
each start would pay again for nothing (a tenth of a simple test's CPU, where every test starts
a bot)."""

from .activity import Activity
from .admin import Admin
from .history import History
from .info import Info
from .learn import Learn
from .lobby import Lobby
from .people import People
from .play import Play
from .tournament import Tournaments

COGS = (Lobby, Play, Admin, Info, People, History, Tournaments, Learn, Activity)
