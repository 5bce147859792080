"""Resting the pointer on another player's seat lists their turns this hand, placed
where it hides least of the table."""

from __future__ import annotations

import pygame
import pytest

from scenes import words
from scenes.table.turns import turns_of_hand
from tests.table_helpers import frame, make_app, played, table_for, text_spots, texts_drawn


def test_a_listing_is_a_panel_under_a_gold_heading_with_the_dim_lines_dimmed(monkeypatch):
    from scenes.drawing import ui

    pygame.font.init()
    surface = pygame.Surface((400, 200))
    surface.fill(ui.FELT_DARK)
    inked = []
    real = ui.text

    def noted(surface, line, size, pos, colour=ui.INK, anchor="topleft", bold=False,
              **kwargs):  # type: ignore[no-untyped-def]
        inked.append((line, colour, bold, pos))
        assert kwargs.get("max_width") == box.w - 2 * 10, "shrunk, if need be, within the pad"
        return real(surface, line, size, pos, colour, anchor, bold=bold, **kwargs)

    monkeypatch.setattr(ui, "text", noted)
    box = pygame.Rect(20, 20, 300, 120)
    ui.listing(surface, box, "Bruno", ["draws", "takes 7♠", "melds"], 16, 10, 24, dim=[1])
    assert [(line, colour, bold) for line, colour, bold, _ in inked] == [
        ("Bruno", ui.GOLD, True), ("draws", ui.INK, False), ("takes 7♠", ui.INK_DIM, False),
        ("melds", ui.INK, False)]
    assert [pos for *_, pos in inked] == [(30, 20 + 10 + 24 * (i + 0.5)) for i in range(4)]
    assert surface.get_at((box.right - 12, box.bottom - 12))[:3] != ui.FELT_DARK, "a panel"
    assert surface.get_at((box.right + 2, box.bottom + 2))[:3] == ui.FELT_DARK


def test_resting_the_pointer_on_a_seat_lists_that_players_turns_this_hand(monkeypatch):
    """Against several computers the message line holds only the latest turn, so a take
    from the pile two turns ago was easy to miss."""
    from scenes.table import seat_recap
    from scenes.table.geometry import position

    match = played("rummy", 4, 6, 40)
    app = make_app()
    table = table_for(app, match)
    frame(app)
    zones = table.zones(app.screen)
    told = turns_of_hand(match, 0)
    for seat in (1, 2, 3):
        name = zones.seats[position(seat, 0, 4)]["name"]
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=name.center, rel=(0, 0),
                                      buttons=(0, 0, 0)))
        drawn = texts_drawn(app, monkeypatch)
        assert f"{match.seats[seat].name} this hand" in drawn
        theirs = [words.and_list(t.phrases) for t in told if t.seat == seat]
        assert theirs and all(said[:1].upper() + said[1:] in drawn for said in theirs)
        assert not any(f"{match.seats[other].name} this hand" in drawn
                       for other in (1, 2, 3) if other != seat)
    for mine in (zones.seats[0]["name"], zones.seats[0]["hand"]):  # your own turns: no list
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=mine.center, rel=(0, 0),
                                      buttons=(0, 0, 0)))
        assert not any(line.endswith(" this hand") for line in texts_drawn(app, monkeypatch))
    app.handle(pygame.event.Event(pygame.WINDOWLEAVE))
    assert not any(line.endswith(" this hand") for line in texts_drawn(app, monkeypatch))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=zones.shared["stock"].center,
                                  rel=(0, 0), buttons=(0, 0, 0)))
    assert not any(line.endswith(" this hand") for line in texts_drawn(app, monkeypatch))
    assert seat_recap.lines_for(table, 1) is seat_recap.lines_for(table, 1), "kept, not replayed"


def test_a_long_list_keeps_the_latest_turns_and_counts_those_left_out(monkeypatch):
    """Past MOST turns the oldest give way to one line, in dimmer ink, saying how many there
    were; at MOST exactly, every turn is listed in full ink and nothing is said left out."""
    from scenes.drawing import ui
    from scenes.table import seat_recap
    from scenes.table.geometry import position

    match = played("rummy", 4, 6, 40)
    app = make_app()
    table = table_for(app, match)
    frame(app)
    name = table.zones(app.screen).seats[position(1, 0, 4)]["name"]
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=name.center, rel=(0, 0),
                                  buttons=(0, 0, 0)))
    listed = []
    real = ui.listing

    def listing(surface, box, heading, lines, *args, dim=()):  # type: ignore[no-untyped-def]
        listed.append((lines, tuple(dim)))
        return real(surface, box, heading, lines, *args, dim=dim)

    monkeypatch.setattr(ui, "listing", listing)
    theirs = [words.and_list(t.phrases) for t in turns_of_hand(match, 0) if t.seat == 1]
    theirs = [said[:1].upper() + said[1:] for said in theirs]
    assert len(theirs) >= 3 and all(len(line) < 60 for line in theirs), "one line each"
    monkeypatch.setattr(seat_recap, "MOST", len(theirs))
    frame(app)
    assert listed[-1] == (theirs, ())
    monkeypatch.setattr(seat_recap, "MOST", 2)
    table.recap_cache = None
    frame(app)
    assert listed[-1] == ([words.say_count("recap-earlier", len(theirs) - 2), *theirs[-2:]],
                          (0,))


@pytest.mark.parametrize(("game", "players", "size"), [("rummy", 6, (1024, 600)),
                                                        ("pay-me", 8, (1024, 600)),
                                                        ("pay-me", 8, (1920, 1080)),
                                                        ("rummy", 6, (1080, 1700)),
                                                        ("pay-me", 8, (1080, 1700))])
def test_a_seats_list_of_turns_stays_in_the_window_and_off_the_message_line(game, players,
                                                                              size):
    from scenes.table import seat_recap

    app = make_app(size)
    table = table_for(app, played(game, players, 7, 30))
    frame(app)
    zones = table.zones(app.screen)
    band = zones.shared["message"]
    most = ["Bruno this hand", "… and 9 earlier turns"] + \
        ["Draws from the stock, lays off 10♥ on 10♠ 10♣ 10♦ and discards 8♣"] * seat_recap.MOST
    for seat in range(1, players):
        box = seat_recap.panel_rect(table, app.screen, zones, seat, most)
        assert app.screen.get_rect().contains(box), f"seat {seat}"
        assert box.bottom <= band.top or box.top >= band.bottom, f"seat {seat}"


@pytest.mark.parametrize(("game", "players", "actions"), [
    ("rummy", 2, 20), ("rummy", 3, 30), ("rummy", 4, 40), ("rummy", 6, 60), ("pay-me", 8, 297)])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1080, 1700)])
def test_a_seats_list_of_turns_hides_none_of_that_seats_name_cards_or_melds(
        game, players, actions, size, monkeypatch):
    """The list had covered the melds of the very player it was about (one across the
    table), and beside a corner seat of eight the next seat's name and cards."""
    from scenes.table import seat_recap

    app = make_app(size)
    table = table_for(app, played(game, players, 6, actions))
    spots = text_spots(app, monkeypatch)
    zones = table.zones(app.screen)
    assert table.geom is not None
    if players == 4:
        assert any(sp.zone == "meld" and sp.seat == 2 for sp in table.geom.sprites), \
            "Cleo, across the table, has melded"
    view = table.view
    labels = {seat: next(r for words_, r in spots.items()
                         if words_.startswith(view.names[seat] + " ·"))
              for seat in range(1, players)}
    for seat in range(1, players):
        cards = [sp.rect for sp in table.geom.sprites if sp.seat == seat]
        for turn in ("Draws from the stock and discards 9♥",
                     "Draws from the stock, lays off 10♥ on 10♠ 10♣ 10♦ and discards 8♣"):
            said = [f"{view.names[seat]} this hand", "… and 9 earlier turns"] + \
                [turn] * seat_recap.MOST
            box = seat_recap.panel_rect(table, app.screen, zones, seat, said)
            assert not box.colliderect(labels[seat]) and box.collidelist(cards) == -1, seat
            if players == 8 and size[0] > size[1]:
                # the felt between eight seats has room for it (not in a portrait window,
                # whose two columns of seats fill its width)
                assert box.collidelist([r for s, r in labels.items() if s != seat]) == -1


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_on_an_open_table_a_list_goes_toward_the_middle_beside_or_under_its_seat(size):
    """Where nothing is in the way, the list of a seat at the left goes to its right, at the
    right to its left, and at the top under it: toward the middle, where it reads as that
    seat's (a sweep showed the order of preference could change unseen)."""
    from scenes.table import seat_recap

    app = make_app(size)
    table = table_for(app, played("rummy", 4, 3, 6))
    zones = table.zones(app.screen)
    assert table.geom is not None
    for seat, side in ((1, "right"), (2, "below"), (3, "left")):
        said = [f"{table.view.names[seat]} this hand", "Draws from the stock and discards 9♥"]
        box = seat_recap.panel_rect(table, app.screen, zones, seat, said)
        cards = [sp.rect for sp in table.geom.sprites if sp.seat == seat]
        held = cards[0].unionall(cards[1:])
        if side == "right":
            assert box.left >= held.right, seat
        elif side == "left":
            assert box.right <= held.left, seat
        else:
            assert box.top >= held.bottom and box.left < held.right and box.right > held.left


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_on_a_crowded_table_a_list_moves_to_open_felt_rather_than_cover_another_seat(size):
    """Six seats: under Cleo's seat (top left) Bruno's name and half his cards were covered;
    the open felt a little further off covers neither his name nor much of his cards."""
    from scenes.table import seat_recap
    from scenes.table.geometry import position

    app = make_app(size)
    table = table_for(app, played("rummy", 6, 3, 60))
    zones = table.zones(app.screen)
    view = table.view
    said = [f"{view.names[2]} this hand", *seat_recap.lines_for(table, 2)]
    box = seat_recap.panel_rect(table, app.screen, zones, 2, said)
    for other in (1, 3, 4, 5):
        cards = [sp.rect for sp in table.geom.sprites if sp.seat == other]
        fan = cards[0].unionall(cards[1:])
        covered = box.clip(fan)
        assert covered.w * covered.h < fan.w * fan.h / 5, view.names[other]
        assert not box.colliderect(zones.seats[position(other, 0, 6)]["name"]), view.names[other]


def test_a_list_is_as_wide_as_its_bold_heading_when_that_is_its_widest_line():
    """Before a seat's first turn its list says only that, under a longer heading: the box
    still holds the heading, set in bold."""
    from scenes.drawing import ui
    from scenes.table import seat_recap

    app = make_app()
    table = table_for(app, played("rummy", 4, 6, 0), first=0)  # your turn: nobody has played
    frame(app)
    zones = table.zones(app.screen)
    heading = words.SAY["recap-heading"].format(name="Cleo")
    lines = seat_recap.lines_for(table, 2)
    assert lines == [words.SAY["recap-none"]]
    size, pad, _ = seat_recap._metrics(zones.scale)
    wide = ui.measure(heading, size, bold=True)
    assert wide > ui.measure(lines[0], size, bold=True)
    assert seat_recap.panel_rect(table, app.screen, zones, 2, [heading, *lines]).w >= wide + 2 * pad


def test_a_long_turn_wraps_so_the_list_beside_a_seat_keeps_off_the_piles(monkeypatch):
    """Six seats: the right-hand player turned the pile over and laid off in one turn, and
    that one line made the list span the stock and the discards."""
    from scenes.drawing import ui
    from scenes.table import seat_recap
    from scenes.table.geometry import position

    app = make_app((1280, 720))
    table = table_for(app, played("rummy", 6, 3, 60))
    frame(app)
    zones = table.zones(app.screen)
    said = seat_recap.lines_for(table, 5)
    size = seat_recap._metrics(zones.scale)[0]
    widest = app.screen.get_width() * seat_recap.WIDEST
    assert any(ui.measure(line, size) > widest for line in said), "a long turn to wrap"
    boxes: list[pygame.Rect] = []
    listed: list[list[str]] = []
    real = ui.listing
    monkeypatch.setattr(ui, "listing", lambda surface, box, heading, lines, *rest, **kw: (
        boxes.append(box), listed.append(lines),
        real(surface, box, heading, lines, *rest, **kw))[2])
    name = zones.seats[position(5, 0, 6)]["name"]
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=name.center, rel=(0, 0),
                                  buttons=(0, 0, 0)))
    drawn = texts_drawn(app, monkeypatch)
    assert boxes and boxes[-1].left > zones.shared["stock"].right
    starts = [line for line in listed[-1] if not line.startswith(seat_recap.INDENT)]
    assert [said_.split()[0] for said_ in said] == [line.split()[0] for line in starts], \
        "each turn once, its further lines indented"
    long = next(line for line in said if ui.measure(line, size) > widest)
    assert long not in drawn and any(line.startswith(seat_recap.INDENT) for line in drawn)
    assert " ".join(line.strip() for line in seat_recap.wrapped([long], size, widest)) == long
