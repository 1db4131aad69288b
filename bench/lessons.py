"""What a lesson step and a rules topic cost: `python -m bench.lessons` prints one JSON line.

Every step of every `/azul learn` lesson is shown as the bot shows it (the position replayed
from the lesson's deal, easy players finishing a round where a step says so, then its picture
drawn in the reader's language) and every `/azul rules` topic of both games, `--rounds` times
each. The pictures are drawn in this process, as the bot's image workers would. Figures:
`step_ms` and `topic_ms` (p50, p95, max; the first `end` topic of a game also plays a whole easy
game, then kept), `steps`, `topics`. Target (#32): a step's p95 well within Discord's 3 s (the
bot defers first): ≤ 500 ms.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import time

from bot.lessons import LESSONS
from bot.lessons.pictures import TOPICS, step_picture, topic_picture
from bot.runtime.images import Images

from .stats import summary


async def measure(rounds: int, language: str) -> dict[str, object]:
    images = Images(0)
    await step_picture(images, LESSONS["ac"], 0, language)  # caches warm, as in a worker
    steps: list[float] = []
    topics: list[float] = []
    for _ in range(rounds):
        for lesson in LESSONS.values():
            for index in range(len(lesson.steps)):
                start = time.perf_counter()
                await step_picture(images, lesson, index, language)
                steps.append(time.perf_counter() - start)
        for edition in ("azul", "summer-pavilion"):
            for topic in TOPICS:
                start = time.perf_counter()
                await topic_picture(images, edition, topic, language)
                topics.append(time.perf_counter() - start)
    return {
        "bench": "lessons",
        "language": language,
        "steps": len(steps),
        "step_ms": summary(steps),
        "topics": len(topics),
        "topic_ms": summary(topics),
        "load": os.getloadavg()[0],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--language", default="en", choices=("en", "uk", "ru", "cs", "is"))
    args = parser.parse_args()
    print(json.dumps(asyncio.run(measure(args.rounds, args.language))))


if __name__ == "__main__":
    main()
