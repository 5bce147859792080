"""Every screen by name, and what builds it: the app opens a screen by its name
(`app.open("moves", table=self)`), so that scenes never import each other to move between
screens. A screen's module is imported when it is first opened."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scenes.base import Host, Scene, ScreenName

Builder = Callable[..., Scene]  # called with the app, then the details the screen takes


def _title() -> Builder:
    from scenes.menus.title import TitleScene

    return TitleScene


def _new_game() -> Builder:
    from scenes.menus.new_game import NewGameScene

    return NewGameScene


def _load() -> Builder:
    from scenes.menus.load import LoadScene

    return LoadScene


def _rules() -> Builder:
    from scenes.menus.rules_reader import RulesScene

    return RulesScene


def _settings() -> Builder:
    from scenes.menus.settings import SettingsScene

    return SettingsScene


def _stats() -> Builder:
    from scenes.menus.stats import StatsScene

    return StatsScene


def _confirm() -> Builder:
    from scenes.menus.confirm import ConfirmScene

    return ConfirmScene


def _ask() -> Builder:
    from scenes.menus.confirm import AskScene

    return AskScene


def _crash() -> Builder:
    from scenes.menus.crash import CrashScene

    return CrashScene


def _table() -> Builder:
    from scenes.table.scene import table_for

    return table_for


def _handover() -> Builder:
    from scenes.table.handover import HandoverScene

    return HandoverScene


def _summary() -> Builder:
    from scenes.table.summary import SummaryScene

    return SummaryScene


def _score_sheet() -> Builder:
    from scenes.table.summary import ScoreSheetScene

    return ScoreSheetScene


def _moves() -> Builder:
    from scenes.table.moves import MovesScene

    return MovesScene


SCREENS: dict[ScreenName, Callable[[], Builder]] = {
    "title": _title,  # the title screen
    "new-game": _new_game,  # game_id: the game chosen first (else the last one played)
    "load": _load,
    "rules": _rules,  # game_id; in_play: (preset, options) of the match at the table
    "settings": _settings,
    "stats": _stats,
    "confirm": _confirm,  # question, on_yes; on_no, answers
    "ask": _ask,  # question, answers: (key, label, hotkey) each, on_answer(key)
    "crash": _crash,  # report, why, saved
    "table": _table,  # match: a new one; or save: the path of a saved one (see table_for)
    "handover": _handover,  # table, seat
    "summary": _summary,  # table, event (the hand's end), match_over
    "score-sheet": _score_sheet,  # table; after_hand
    "moves": _moves,  # table; finished: the number of a hand that ended
}


def make(app: Host, name: ScreenName, **details: Any) -> Scene:
    """The screen called `name`, for `app`, built from `details`."""
    return SCREENS[name]()(app, **details)
