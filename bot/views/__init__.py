"""Message components. Every control is a `discord.ui.DynamicItem` whose `custom_id` carries the
game id (and, for moves, the ply and the path of choices), so controls keep working after a
restart without any view being re-registered per message:

    azul:l:<game>:<action>              lobby buttons (join, leave, cpu, start, cancel, remove)
    azul:c:<game>                       computer level select (when there are several levels)
    azul:k:<game>                       the host's menu of seats to take away in the lobby
    azul:m:<game>:<ply>:<path>          a move choice button; <path> is tokens joined by "."
    azul:s:<game>:<ply>:<page>:<path>   a move choice select; the chosen value extends <path>
    azul:b:<game>                       "My board"
    azul:t:<game>                       who plays a turn whose time ran out (lobby select)
    azul:r:<game>                       "I'm back": take one's seat back from the computer
    azul:ok:<game>:<ply>:<path>         "Confirm" a staged move
    azul:rm:<game>                      "Rematch" of a game that has ended
    azul:rp:<game>                      "Replay" of a game that has ended
    azul:rv:<game>                      "Review" of a game that has ended
    azul:v:<source>:<ply>:<tag>         a replay step (⏮ ◀ ▶ ⏭); source g<game> or f<upload>
    azul:vr:<source>                    the replay's round menu (values are plies)
    azul:h:<user>:<edition>:<page>:<tag> a page of /azul history (user 0: everyone)
    azul:ev:<game>:<y|n>                Agree / Refuse on a vote to end a rated game
    azul:tn:<tournament>:<action>       a tournament's Sign up, Withdraw, Check in
    azul:ln:<lesson>:<lang>:<step>:<v>  a lesson's choice or Next (`/azul learn`)
    azul:lp:<lesson>:<lang>             a lesson's last button: a game against the easy computer
    azul:pa:<game>                      "Play in Discord": launch the Activity for the game
"""

from .activity import ActivityButton
from .after import HistoryPage, RematchButton, ReplayButton, ReplayRounds, ReplayStep, ReviewButton
from .lesson import LessonButton, LessonPlayButton
from .lobby import ComputerLevelSelect, LobbyButton, RemoveSelect, TimerLevelSelect
from .tournament import TournamentButton
from .turn import BackButton, BoardButton, ChoiceButton, ChoiceSelect, ConfirmButton
from .vote import EndVoteButton

DYNAMIC_ITEMS = (
    LobbyButton,
    ComputerLevelSelect,
    TimerLevelSelect,
    RemoveSelect,
    ChoiceButton,
    ChoiceSelect,
    BoardButton,
    BackButton,
    ConfirmButton,
    RematchButton,
    ReplayButton,
    ReviewButton,
    ReplayStep,
    ReplayRounds,
    HistoryPage,
    EndVoteButton,
    TournamentButton,
    LessonButton,
    LessonPlayButton,
    ActivityButton,
)

__all__ = [
    "DYNAMIC_ITEMS",
    "ActivityButton",
    "BackButton",
    "BoardButton",
    "ChoiceButton",
    "ChoiceSelect",
    "ComputerLevelSelect",
    "ConfirmButton",
    "EndVoteButton",
    "HistoryPage",
    "LessonButton",
    "LessonPlayButton",
    "LobbyButton",
    "RematchButton",
    "RemoveSelect",
    "ReplayButton",
    "ReplayRounds",
    "ReplayStep",
    "ReviewButton",
    "TimerLevelSelect",
    "TournamentButton",
]
