"""Letters Inter lacks (王, שרה, محمد) are drawn from a font of the system that has them.

The tests draw with a font made here (fontTools), whose letters are plain bars of known
shapes, so that they hold on any machine, whatever fonts it has installed.
"""

from __future__ import annotations

import pygame
import pytest

from scenes.drawing import caret, glyphs, ui

ALEF, BET, WANG, SMILE = "\u05d0", "\u05d1", "\u738b", "\U0001f600"  # א ב 王 😀
HEART, TRADE_MARK, EMOJI_FORM = "\u2764", "\u2122", "\ufe0f"  # Inter has ❤ and ™; the
# selector asks for them from the emoji font
JOINER, TONE = "\u200d", "\U0001f3fd"  # 😀 JOINER 😀 is one emoji, as 👩‍💻 is; 👍🏽's tone
# glyph name, character, width and height of its bar (in units of 1000 to the em)
# ("x" too, which Inter has: Inter's is drawn, not the bar)
BARS = (("alef", ALEF, 250, 700), ("bet", BET, 650, 350), ("wang", WANG, 900, 700),
        ("x", "x", 900, 900), ("smile", SMILE, 100, 100))


def _bar(width: int, height: int):  # type: ignore[no-untyped-def]
    from fontTools.pens.ttGlyphPen import TTGlyphPen

    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, height))
    pen.lineTo((50 + width, height))
    pen.lineTo((50 + width, 0))
    pen.closePath()
    return pen.glyph()


def _font(path, bars, ascent: int = 800) -> str:  # type: ignore[no-untyped-def]
    """A font with a bar for each of `bars`, and an empty box for a letter it lacks."""
    from fontTools.fontBuilder import FontBuilder
    from fontTools.pens.ttGlyphPen import TTGlyphPen

    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder([".notdef", *(name for name, *_ in bars)])
    builder.setupCharacterMap({ord(ch): name for name, ch, *_ in bars})
    builder.setupGlyf({".notdef": TTGlyphPen(None).glyph(),
                       **{name: _bar(w, h) for name, _, w, h in bars}})
    builder.setupHorizontalMetrics({".notdef": (500, 0),
                                    **{name: (w + 100, 50) for name, _, w, _ in bars}})
    builder.setupHorizontalHeader(ascent=ascent, descent=-200)
    builder.setupNameTable({"familyName": "Bars", "styleName": "Regular"})
    builder.setupOS2(sTypoAscender=ascent, sTypoDescender=-200, usWinAscent=ascent,
                     usWinDescent=200)
    builder.setupPost()
    builder.save(str(path))
    return str(path)


@pytest.fixture(scope="session")
def bar_font(tmp_path_factory):  # type: ignore[no-untyped-def]
    return _font(tmp_path_factory.mktemp("fonts") / "bars.ttf", BARS)


@pytest.fixture(scope="session")
def tall_font(tmp_path_factory):  # type: ignore[no-untyped-def]
    """Like a colour emoji font: a line ten times the size asked for; 王 and 😀 in it."""
    return _font(tmp_path_factory.mktemp("fonts") / "tall.ttf",
                 (("wang", WANG, 300, 300), ("smile", SMILE, 8000, 8000),
                  ("heart", HEART, 8000, 8000), ("tm", TRADE_MARK, 8000, 8000),
                  ("tone", TONE, 3000, 3000)), ascent=9800)


@pytest.fixture
def bars(bar_font):  # type: ignore[no-untyped-def]
    pygame.font.init()
    ui.use_fonts([bar_font])
    yield bar_font
    ui.use_fonts(())  # as conftest has it: no font but Inter


def _ink_columns(img: pygame.Surface) -> list[tuple[int, int]]:
    """(first, last) column of each stretch of inked columns, left to right."""
    inked = [any(img.get_at((x, y)).a > 128 for y in range(img.get_height()))
             for x in range(img.get_width())]
    spans, start = [], None
    for x, on in enumerate([*inked, False]):
        if on and start is None:
            start = x
        elif not on and start is not None:
            spans.append((start, x - 1))
            start = None
    return spans


def test_a_letter_inter_lacks_is_kept_and_drawn_from_a_font_that_has_it(bars):
    assert ui.drawable(f"{WANG} Zoë") == f"{WANG} Zoë"
    assert ui.missing_glyphs(f"{WANG}🎉Zoë") == ["🎉"], "what no font has is still refused"
    assert ui.drawable("🎉") == "?"
    ui.use_fonts(())
    assert ui.drawable(WANG) == "?" and ui.missing_glyphs(WANG) == [WANG], "fonts forgotten"
    ui.use_fonts([bars])
    assert glyphs.runs(f"x{WANG}", ui._own_letter) == [("x", None, None), (WANG, bars, None)]
    img = ui._image(f"x{WANG}", 40, ui.INK, False, None)
    (x_start, x_end), (bar_start, bar_end) = _ink_columns(img)
    assert bar_end - bar_start > 1.5 * (x_end - x_start), "a wide bar after the x, not a '?'"
    assert ui.measure(f"x{WANG}", 40) == img.get_width() > ui.measure("x", 40)
    assert img.get_height() == ui.font(40).get_height(), "on Inter's line"


def test_a_right_to_left_name_reads_right_to_left_even_across_a_space(bars):
    """Alef then bet, as typed, is drawn bet (the wide bar) left of alef (the narrow one)."""
    for name in (ALEF + BET, f"{ALEF} {BET}"):
        assert glyphs.runs(name, ui._own_letter) == [(name, bars, "Hebr")], "one run"
        (a, b), (c, d) = _ink_columns(ui._image(name, 40, ui.INK, False, None))
        assert b - a > d - c, f"{name!r}: the wide bet on the left"
    runs = glyphs.runs(f"{ALEF} · {BET}", ui._own_letter)
    assert [text for text, *_ in runs] == [ALEF, " · ", BET], "words apart stay apart"


def test_a_shortened_name_is_measured_with_its_fallback_letters(bars):
    name = WANG * 30
    short = ui.shorten(name, 20, 200)
    assert short.endswith("…") and WANG in short
    assert ui.measure(short, 20) <= 200 / ui.LEGIBLE


def test_unreadable_font_files_are_passed_over(bars, tmp_path):
    bad = tmp_path / "broken.ttf"
    bad.write_bytes(b"not a font")
    ui.use_fonts([str(tmp_path / "gone.ttf"), str(bad), bars])
    assert glyphs.fallback_for(WANG) == bars and ui.drawable(WANG) == WANG


def test_the_systems_fonts_are_the_candidates_it_has_in_order(monkeypatch):
    have = {"dejavusans": "/f/DejaVuSans.ttf", "segoeui": "/f/segoeui.ttf",
            "notosans": "/f/DejaVuSans.ttf", "comicsans": "/f/comic.ttf", "unifont": None,
            "notocoloremoji": "/f/NotoColorEmoji.ttf"}
    monkeypatch.setattr(pygame.font, "get_fonts", lambda: list(have))
    monkeypatch.setattr(pygame.font, "match_font", have.get)
    glyphs._system_fonts.cache_clear()
    try:
        assert glyphs._system_fonts() == (("/f/NotoColorEmoji.ttf",),
                                          ("/f/segoeui.ttf", "/f/DejaVuSans.ttf")), \
            "in the candidates' order, each file once, none not found, no other font"

        def broken() -> list[str]:
            raise OSError("fc-list: cannot run")

        monkeypatch.setattr(pygame.font, "get_fonts", broken)
        glyphs._system_fonts.cache_clear()
        assert glyphs._system_fonts() == ((), ()), "no fonts to be had: '?' as before"
    finally:
        glyphs._system_fonts.cache_clear()


def test_a_pictograph_comes_from_an_emoji_font_scaled_to_the_line(bars, tall_font):
    ui.use_fonts([bars], emoji=[tall_font])
    assert glyphs.fallback_for(SMILE) == tall_font, "emoji fonts first for a pictograph"
    assert glyphs.fallback_for(WANG) == bars, "text fonts first for anything else"
    assert glyphs.face(tall_font, 28).get_height() > 5 * ui.font(40).get_height()
    img = ui._image(f"x{SMILE}", 40, ui.INK, False, None)
    assert img.get_height() == ui.font(40).get_height()
    (_, _), (start, end) = _ink_columns(img)
    line = ui.font(40).get_height()
    assert line / 2 < end - start < line, "the whole pictograph, scaled, not its corner"
    assert not glyphs.pictograph("\U000f0000") and not glyphs.pictograph("\u738b")
    assert ui.measure(f"x{SMILE}", 40) == img.get_width()


def test_a_symbol_asking_for_its_emoji_form_comes_from_the_emoji_font_unwashed(bars, tall_font):
    ui.use_fonts([bars], emoji=[tall_font])
    assert [path for _, path, _ in glyphs.runs(f"x{HEART}", ui._own_letter)] == [None], \
        "Inter's own heart, in the text's colour"
    colour = f"x{HEART}{EMOJI_FORM}"
    assert [run[:2] for run in glyphs.runs(colour, ui._own_letter)] == [
        ("x", None), (HEART + EMOJI_FORM, tall_font)]
    img = ui._image(colour, 40, ui.INK, False, None)
    assert img.get_height() == ui.font(40).get_height(), "scaled to the line as 😀 is"
    assert len(_ink_columns(img)) == 2, "x and the heart: the selector itself draws nothing"
    assert ui.measure(colour, 40) == img.get_width() == ui.measure(f"x{SMILE}", 40), \
        "as wide as 😀's line, whose bar is the heart's: no room kept for the selector"
    assert ui.missing_glyphs(colour) == []
    marks = "x" + (TRADE_MARK + EMOJI_FORM) * 8  # Inter's ™ is narrower than the emoji's
    cuts = {ui.shorten(marks, 40, width) for width in range(40, 400, 3)}
    assert len(cuts) > 4 and not any(cut.endswith(TRADE_MARK + "…") for cut in cuts), \
        "a shortened name never ends in a symbol cut from its selector (drawn in Inter's black)"
    # SDL's emboldening smears a colour emoji's bitmap (its left half came out washed white)
    assert not glyphs.face(tall_font, 28).get_bold() and glyphs.face(bars, 28).get_bold()


def test_a_variation_selector_is_dropped_not_drawn_as_a_question_mark():
    assert ui.drawable("\u2665\ufe0f Ann\U000e0100") == "\u2665\ufe0f Ann", \
        "the emoji form's selector stays with its letter, for the drawing to choose a font"
    assert ui.drawable("\ufe0fAnn \ufe0f\u2665\u200d\ufe0f") == "Ann \u2665", \
        "one after nothing, a space or a mark nothing shows asks for nothing"


def test_the_caret_stands_where_the_next_letter_will_appear(bars):
    assert ui.with_caret("Ann") == "Ann|"
    assert ui.with_caret(ALEF + BET) == "|" + ALEF + BET, "a Hebrew name grows leftwards"
    assert ui.with_caret(f"Ann {ALEF}") == f"Ann |{ALEF}"
    assert ui.with_caret(f"{ALEF} Ann") == f"{ALEF} Ann|"
    assert ui.with_caret(WANG) == WANG + "|"
    assert ui.with_caret("") == "|"
    assert ui.with_caret("Ann", 1) == "A|nn"
    name = f"Ann {ALEF}{BET}"
    assert [ui.with_caret(name, at) for at in (3, 4, 5, 6)] == [
        f"Ann| {ALEF}{BET}", f"Ann {ALEF}{BET}|", f"Ann {BET}|{ALEF}", f"Ann |{ALEF}{BET}"], \
        "inside a right-to-left run the letters after the caret are on its left"


def test_left_and_right_move_the_caret_along_the_screen_not_the_characters(bars):
    name = f"Ann {ALEF}{BET}"  # on screen: Ann בא
    assert caret.stops(name) == [0, 1, 2, 3, 4, 5, 6]
    order = [0]
    while (following := caret.step(name, order[-1], 1, 20)) != order[-1]:
        order.append(following)
    assert order == [0, 1, 2, 3, 6, 5, 4], "the Hebrew run from its left: after בא, then א"
    assert [caret.step(name, at, -1, 20) for at in order] == [0, *order[:-1]]
    assert (caret.edge(name, -1, 20), caret.edge(name, 1, 20)) == (0, 4)
    assert caret.nearest(name, caret.x(name, 5, 20) + 1, 20) == 5
    assert caret.nearest(name, -50, 20) == 0 and caret.nearest(name, 10_000, 20) == 4


def test_new_game_types_a_right_to_left_name_with_its_caret_on_the_left(bars, monkeypatch):
    from tests.table_helpers import click, texts_drawn
    from tests.test_menus import new_game_for, typed

    app, scene = new_game_for("gin")
    click(app, scene.button("name:1").rect.center)
    typed(app, ALEF + BET)
    assert scene.names[1] == ALEF + BET and "|" + ALEF + BET in texts_drawn(app, monkeypatch)


def test_an_emoji_made_of_several_characters_is_drawn_typed_and_erased_whole(bars, tall_font):
    """An emoji picker sends 👩‍💻 as 👩, a joiner and 💻, and 👍🏽 as 👍 and a skin tone: the
    joiner had been dropped (two emoji drawn), and Backspace took them apart."""
    from tests.table_helpers import click, key
    from tests.test_menus import new_game_for, typed

    ui.use_fonts([bars], emoji=[tall_font])
    joined = SMILE + JOINER + SMILE
    assert ui.drawable(f"A{joined} B{JOINER}C {SMILE}{JOINER} {JOINER}{SMILE}") == \
        f"A{joined} BC {SMILE} {SMILE}", "a joiner is kept between two emoji only"
    assert ui.drawable(f"{JOINER}{SMILE}\u200b{JOINER}{SMILE}{JOINER}") == SMILE * 2
    assert [run[:2] for run in glyphs.runs(joined, ui._own_letter)] == [(joined, tall_font)]
    for text, start in ((f"A{HEART}{EMOJI_FORM}", 1), (f"A{SMILE}{TONE}", 1),
                        (f"A{joined}", 1), (f"{SMILE}{EMOJI_FORM}{JOINER}{SMILE}", 0),
                        (f"A{SMILE}{JOINER}", 1), ("Ab", 1), ("", 0)):
        assert glyphs.letter_start(text) == start, text
    app, scene = new_game_for("gin")
    click(app, scene.button("name:1").rect.center)
    typed(app, "Ann")
    typed(app, joined)
    typed(app, SMILE + TONE)
    assert scene.names[1] == f"Ann{joined}{SMILE}{TONE}"
    key(app, pygame.K_BACKSPACE)
    assert scene.names[1] == f"Ann{joined}", "the tone goes with its emoji"
    key(app, pygame.K_BACKSPACE)
    assert scene.names[1] == "Ann", "the joined emoji go together"
    typed(app, joined + SMILE + TONE)
    key(app, pygame.K_HOME)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_DELETE)
    assert scene.names[1] == f"Ann{SMILE}{TONE}", "Delete takes the joined emoji whole"
    key(app, pygame.K_LEFT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_BACKSPACE)
    assert scene.names[1] == "Ann", "Right steps over an emoji and its tone at once"
    typed(app, "x" * 12 + joined)
    assert scene.names[1] == "Ann" + "x" * 12, "no room for the whole emoji: none of it"
    for _ in range(3):
        key(app, pygame.K_BACKSPACE)
    for part in (SMILE, JOINER, SMILE):  # typed one character at a time, as some input does
        typed(app, part)
    assert scene.names[1] == "Ann" + "x" * 9 + joined
    key(app, pygame.K_BACKSPACE)
    typed(app, SMILE + JOINER)
    assert scene.names[1].endswith(JOINER) and scene.seats()[1].name == "Ann" + "x" * 9 + SMILE


def test_any_keys_and_clicks_in_a_name_keep_its_letters_whole_and_the_caret_between_them(
        bars, tall_font):
    """Random typing, moving and erasing over Latin, Hebrew, 王 and emoji of several
    characters: the caret always stands between two letters on screen, no emoji is cut apart
    and the name keeps to its length."""
    import random

    from scenes.menus.new_game import MAX_NAME
    from tests.table_helpers import click, key
    from tests.test_menus import new_game_for, typed

    ui.use_fonts([bars], emoji=[tall_font])
    pieces = ["x", "Ann ", ALEF, BET + ALEF, " ", WANG, SMILE + JOINER + SMILE, SMILE + TONE,
              HEART + EMOJI_FORM, JOINER, TONE]
    keys = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END, pygame.K_BACKSPACE,
            pygame.K_DELETE]
    rng = random.Random(7)
    app, scene = new_game_for("gin")
    field = scene.button("name:1").rect
    click(app, field.center)
    for _ in range(1000):
        roll = rng.random()
        if roll < 0.45:
            typed(app, rng.choice(pieces))
        elif roll < 0.9:
            key(app, rng.choice(keys))
        elif roll < 0.95:
            key(app, pygame.K_a, pygame.KMOD_CTRL)
        else:
            click(app, (rng.randint(field.x, field.right - 1), field.centery))
        name, at = scene.names[1], scene.caret_at
        assert len(name) <= MAX_NAME and at in caret.stops(name), (name, at)
        waiting = name.endswith(JOINER) and at == len(name)  # for an emoji to join
        assert ui.drawable(name) == name[:-1 if waiting else None], \
            "no joiner, tone or selector left on its own"
        assert scene.editing == 1
