"""Fixtures for the bot tests: a real bot (real SQLite file in tmp_path) inside SimCord."""

from __future__ import annotations

import pytest
import pytest_asyncio

from bot.app import create_bot
from bot.config import Config

SEED = 20240607  # every game of a test bot draws its tiles from this seed


def make_config(db_path) -> Config:
    # No pause between computer moves: tests follow them without waiting.
    # A short busy timeout keeps the test that blocks the database quick.
    return Config(token="simcord", db_path=db_path, computer_delay=0, db_busy_timeout_ms=300)


def make_bot(db_path):
    return create_bot(make_config(db_path), seed_source=lambda: SEED)


@pytest.fixture
def db_path(tmp_path):
    return tmp_path / "azul.sqlite3"


@pytest.fixture
def simcord_bot(db_path):
    return make_bot(db_path)


@pytest_asyncio.fixture
async def world(simcord_env):
    """A guild with a channel, a host and three more people."""
    env = simcord_env
    guild = env.create_guild("Tiles")
    channel = guild.create_text_channel("azul")
    people = {name: guild.add_member(env.create_user(name)) for name in ("ana", "bo", "cy", "di")}
    return World(env, guild, channel, people)


class World:
    def __init__(self, env, guild, channel, people) -> None:
        self.env, self.guild, self.channel = env, guild, channel
        self.ana, self.bo, self.cy, self.di = (people[n] for n in ("ana", "bo", "cy", "di"))

    @property
    def bot(self):
        return self.env.bot
