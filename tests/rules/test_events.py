"""Event classes: one name, one meaning, across both editions."""

from __future__ import annotations

import dataclasses
import typing

from rules import events as shared
from rules.azul import events as azul
from rules.pavilion import events as pavilion


def event_classes(module) -> set[type]:
    return set(typing.get_args(module.Event))


def test_each_edition_lists_every_event_class_it_defines():
    for module in (azul, pavilion):
        defined = {
            v for v in vars(module).values() if isinstance(v, type) and dataclasses.is_dataclass(v)
        }
        assert event_classes(module) == defined


def test_no_two_event_classes_share_a_name():
    classes = event_classes(azul) | event_classes(pavilion)
    names = [c.__name__ for c in classes]
    assert len(names) == len(set(names)), sorted(names)
    # What both editions share is one class, defined once.
    assert shared.RoundEnded in event_classes(azul) & event_classes(pavilion)
