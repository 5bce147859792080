"""The table scene as its parts see it: what its mouse and keys (mouse_and_keys), its drawing
(painting) and the seat recap read and change of it. The one table is scenes.table.scene's
TableScene; the parts take it as a `Table`, so that the scene imports them and they need not
import it back."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, TypeVar

import pygame

from game.actions import Action, Choose

if TYPE_CHECKING:
    from game.cards import Card
    from game.events import Event
    from game.match import Match
    from game.solver import Arrangement
    from game.view import PlayerView
    from scenes.base import Host
    from scenes.drawing import ui
    from scenes.table.anim import Animator
    from scenes.table.drag import Drag
    from scenes.table.geometry import Placement
    from scenes.table.layout import ScaledLayout
    from scenes.table.reveal import OnTable
    from scenes.table.session import Session
    from scenes.table.sheet import Grid, Marks
    from scenes.table.turns import TurnLog

A = TypeVar("A", bound=Action)


class Table(Protocol):
    # what the parts change
    drag: Drag | None
    selected: set[int]  # the cards of the hand picked out
    focus: int  # where in the hand the keyboard's focus is
    focus_card: int | None  # the card it is on, as last drawn
    show_focus: bool  # shown once the keyboard is used
    pointer: tuple[int, int] | None  # where the mouse rests, if in the window
    press_at: tuple[tuple[int, int], str | None] | None  # where the left button went down
    last_click: tuple[int, float] | None  # a card clicked, and when (`time`)
    hovered: tuple[str, float] | None  # the button under the pointer, since when
    fresh: list[Event]  # what the last actions did, for the painter to animate
    snap: bool  # the window changed size since the cards were last placed
    geom: Placement | None  # where every card was placed, as last drawn
    recap_cache: tuple[tuple[int, int, int, int], list[str]] | None
    armed: int | None  # the box of the score sheet its number key armed (Enter picks it)
    table_focus: int  # the keyboard's focus among the table's cards that may be taken
    sheet_grid: Grid | None  # where the score sheet was drawn, if there is one

    # what they read
    @property
    def app(self) -> Host: ...

    @property
    def session(self) -> Session: ...

    @property
    def match(self) -> Match: ...

    @property
    def view(self) -> PlayerView: ...

    @property
    def anim(self) -> Animator: ...

    @property
    def bot(self) -> object | None:
        """A computer's turn under way, if one is."""
        ...

    @property
    def buttons(self) -> list[ui.Button]: ...

    @property
    def message(self) -> str: ...

    @property
    def error(self) -> bool: ...

    @property
    def hint_discard(self) -> int | None: ...

    @property
    def hint_pile(self) -> str | None: ...

    @property
    def new_card(self) -> int | None: ...

    @property
    def time(self) -> float: ...

    @property
    def turn_log(self) -> TurnLog: ...

    @property
    def my_turn(self) -> bool: ...

    @property
    def hand_hidden(self) -> bool: ...

    @property
    def save_warning(self) -> str | None: ...

    @property
    def save_notice(self) -> str | None: ...

    @property
    def on_top(self) -> bool:
        """Whether the table is the top scene (no question or summary over it)."""
        ...

    def canvas(self) -> pygame.Surface:
        """What the table is drawn on: the window, or its page of it."""
        ...

    def page(self) -> pygame.Rect:
        """Where the table's page is in the window."""
        ...

    def hand(self) -> list[Card]: ...

    def arrangement(self) -> Arrangement: ...

    def zones(self, surface: pygame.Surface) -> ScaledLayout: ...

    def layout_buttons(self, zones: ScaledLayout) -> None: ...

    def legal_of(self, kind: type[A]) -> list[A]: ...

    def deadwood_rise(self, ids: set[int]) -> tuple[int, int] | None: ...

    def shown(self) -> OnTable:
        """What lies on the table: the melds, each with the box it fills and its points."""
        ...

    def picking(self) -> bool:
        """Whether the person at the screen picks a box of the score sheet now."""
        ...

    def sheet_marks(self) -> Marks: ...

    def table_choices(self) -> list[Choose]: ...

    def table_focus_card(self) -> int | None:
        """The card on the table the keyboard's focus is on, while the person may take one."""
        ...

    # what they ask it to do
    def say(self, text: str, error: bool = False) -> None: ...

    def call(self, key: str) -> None: ...

    def calls_now(self) -> list[str]: ...

    def act(self, action: Action) -> bool: ...

    def discard(self, card: int) -> None: ...

    def lay_off(self, cards: list[Card], target: int | None, below: bool = False,
                warned: bool = False) -> None: ...

    def pick_row(self, row: int, commit: bool = True) -> None: ...

    def pick_selected(self) -> None: ...

    def take(self, card: int) -> bool: ...

    def take_discard(self) -> bool:
        """Take the discard pile's top card (drawn, or into a meld with the cards selected)."""
        ...

    def swap(self, cards: list[Card], target: int | None) -> bool:
        """Put a card in place of the joker standing for it (claim the joker)."""
        ...

    def contract_short(self) -> int | None:
        """How many cards the hand lacks for the contract it has still to meet, or None."""
        ...
