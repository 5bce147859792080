"""Look and widgets shared by every scene: colours, fonts scaled to the window, buttons, text."""

from __future__ import annotations

import functools
import io
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import resources

import pygame

from game.cards import SUIT_LETTERS
from scenes.drawing import glyphs, suits
from scenes.table.layout import portrait_suits
from scenes.words import SUIT_SYMBOLS

FELT_DARK = (14, 66, 44)
FELT_LIGHT = (34, 118, 82)
INK = (245, 243, 235)
INK_DIM = (190, 210, 196)
GOLD = (236, 196, 92)
RED = (226, 92, 82)
PANEL = (10, 40, 28, 200)
BUTTON = (244, 236, 214)
BUTTON_HOVER = (255, 248, 226)
BUTTON_TEXT = (30, 40, 34)
BUTTON_OFF = (120, 140, 128)
SELECT = (255, 214, 64)
FOCUS = (120, 200, 255)
# The bars under a hand's melds, one colour per meld: gold first, then colours that stand
# apart from it, from the felt and from the blue of the keyboard's focus.
MELD_COLOURS = ((236, 196, 92), (245, 243, 235), (240, 140, 190), (170, 150, 255),
                (120, 220, 150))
# the keys that scroll a long page: Page Up/Down, Home and End
SCROLL_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)


def scroll_back(event: pygame.event.Event, back: int, page: int, most: int) -> int | None:
    """Rows scrolled back from the newest after `event` (the wheel three a notch, Page Up/Down
    a page, Home the oldest, End the newest), kept within 0..`most`; None if the event does
    not scroll."""
    if event.type == pygame.MOUSEWHEEL:
        back += 3 * event.y
    elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
        back = {pygame.K_PAGEUP: back + page, pygame.K_PAGEDOWN: back - page,
                pygame.K_HOME: most, pygame.K_END: 0}[event.key]
    else:
        return None
    return max(0, min(back, most))


_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_texts: dict[tuple[str, int, tuple[int, int, int], bool, int], pygame.Surface] = {}
_font_data: dict[bool, bytes | None] = {}
# Inter (assets/fonts, SIL Open Font License): pygame-ce's own font spaces letters unevenly at
# the table's small sizes ("K nock", "w ith"). Sizes here were chosen with that font, which
# draws a size at 0.6875 of it; Inter is drawn at about the same height.
FONT_FILES = {False: "Inter-SemiBold.otf", True: "Inter-Bold.otf"}
FONT_SCALE = 0.7


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The table's font at a size (cached), or pygame-ce's own if Inter cannot be read."""
    size = max(8, int(size))
    key = (size, bold)
    if key not in _fonts:
        data = _face(bold)
        if data is None:
            f = pygame.font.Font(None, size)
            f.set_bold(bold)
        else:  # each font reads its own stream as it draws
            f = pygame.font.Font(io.BytesIO(data), round(size * FONT_SCALE))
        _fonts[key] = f
    return _fonts[key]


def missing_glyphs(text: str) -> list[str]:
    """The characters of `text` that neither the table's font nor a broad font of the system
    has a letter for (each once): drawn, they would be blank boxes."""
    return [ch for ch in dict.fromkeys(text) if ch not in glyphs.MARKS
            and not _has_glyph(ch) and not glyphs.fallback_for(ch)]


def use_fonts(paths: Sequence[str] | None, emoji: Sequence[str] = ()) -> None:
    """Find the letters Inter lacks in these font files only (None: the system's); what was
    drawn or measured with the ones before is forgotten."""
    glyphs.use_fonts(paths, emoji)
    _drawable_char.cache_clear()
    measure.cache_clear()
    shorten.cache_clear()
    _texts.clear()


@functools.cache
def _has_glyph(ch: str) -> bool:
    # A missing letter draws as the font's box, exactly as one from a private plane does; one
    # that draws nothing at all (a joiner, an emoji's variation selector) is no letter either.
    if not pygame.font.get_init():  # else every answer, cached, would be "no"
        pygame.font.init()
    try:
        return _drawn(ch) != _drawn("\U000F0000")
    except (pygame.error, ValueError, UnicodeError):
        return False


# Letters of one line that are ever drawn: more than any page shows at the smallest size, as
# a save may name a player with a million (drawn whole, they had taken seconds, and past some
# 130,000 pixels pygame-ce aborts the program when the line is shrunk to fit).
LONGEST_LINE = 1000
SCALE_WIDEST = 32768  # pixels of a surface that `_scaled` shrinks; the rest is cut off


def drawable(words: str) -> str:
    """`words` as the font can draw them on one line, the first LONGEST_LINE of them. A
    hand-edited or foreign save may name a player anything: half of a surrogate pair (no
    UTF-8 for it) becomes "?", a control character (a null ends a C string; pygame-ce breaks
    the line at a newline, and the name had overlapped the cards under it) a space, an
    invisible mark (a zero-width joiner, a direction mark) nothing, and a letter no font at
    hand has "?" rather than a blank box.
    The selector that asks for a letter's emoji form is kept after a letter, and a joiner
    between two emoji (`glyphs.kept_mark`): `glyphs.runs` draws them as one."""
    words = words[:LONGEST_LINE]
    if words.isascii() and words.isprintable():
        return words
    words = words.encode("utf-8", "replace").decode("utf-8")
    out: list[str] = []
    for i, ch in enumerate(words):
        out.append(ch if glyphs.kept_mark(words, i, out[-1] if out else "")
                   else _drawable_char(ch))
    return "".join(out)


@functools.cache
def _drawable_char(ch: str) -> str:
    if (ch.isascii() and ch.isprintable()) or ch in SUIT_SYMBOLS:  # suits: drawn by suits.glyph
        return ch
    kind = unicodedata.category(ch)
    if kind in ("Cc", "Zs", "Zl", "Zp"):
        return " "
    if invisible(ch):
        return ""
    return ch if _has_glyph(ch) or glyphs.fallback_for(ch) else "?"


def invisible(ch: str) -> bool:
    """A mark nothing shows: a format character (a zero-width joiner or space, a direction
    mark) or a variation selector, which only asks for another form of the letter before it
    (❤ from an emoji picker comes as ❤ and U+FE0F, `glyphs.EMOJI_FORM`); no font draws one
    alone."""
    return (unicodedata.category(ch) == "Cf" or 0xFE00 <= ord(ch) <= 0xFE0F
            or 0xE0100 <= ord(ch) <= 0xE01EF)


@functools.cache
def _drawn(ch: str) -> bytes:
    return pygame.image.tobytes(font(20).render(ch, True, INK), "RGBA")


def _face(bold: bool) -> bytes | None:
    if bold not in _font_data:
        try:
            path = resources.files("assets").joinpath("fonts", FONT_FILES[bold])
            _font_data[bold] = path.read_bytes()
        except OSError:
            _font_data[bold] = None
    return _font_data[bold]


def tall(surface: pygame.Surface) -> bool:
    """Whether the window is drawn as a 720x1280 page rather than a 1280x720 one: where the
    table takes its portrait map, so do the menus."""
    return portrait_suits(surface.get_size())


# How many times longer than broad a scene is drawn, either way: a longer window gets a page
# of that shape in its middle.
MENU_LONGEST = 16 / 9  # the design page's shape, wide or tall
TABLE_LONGEST = 2.4  # a 21:9 monitor's whole width; past it the seats drift far apart


def page_of(size: tuple[int, int], longest: float = MENU_LONGEST) -> pygame.Rect:
    """Where a scene is drawn in a window of `size`: all of it, or in one more than `longest`
    times as wide as it is high (a menu on a 21:9 monitor), or as high as it is wide (that
    monitor turned on its side), a page of that shape in the middle. Stretched across such a
    window, the rules had run 200 letters to a line, a house rule's value had sat a third of
    the screen away from its name, and on its side the rules' box had run on empty for three
    screens' height below its last line."""
    w, h = size
    width, height = min(w, round(h * longest)), min(h, round(w * longest))
    return pygame.Rect((w - width) // 2, (h - height) // 2, width, height)


def scale_of(surface: pygame.Surface) -> float:
    """How much bigger than its design page (1280x720, or 720x1280 in a tall window) the
    window is (the smaller axis decides). A rotated monitor's menus had been drawn for the
    wide page, at half the size they have on the same monitor turned back."""
    w, h = surface.get_size()
    if tall(surface):
        return min(w / 720, h / 1280)
    return min(w / 1280, h / 720)


def design_height(surface: pygame.Surface) -> float:
    """The height of a screen drawn for 720 design pixels (the wide page's height), at this
    window's scale."""
    return 720 * scale_of(surface)


def design_top(surface: pygame.Surface) -> int:
    """Where a screen drawn for 1280x720 starts, centred in a taller window (a fixed gap from
    the top would leave its parts scattered over the height)."""
    return max(0, (surface.get_height() - round(design_height(surface))) // 2)


def text(surface: pygame.Surface, words: str, size: float, pos: tuple[float, float],
         colour: tuple[int, int, int] = INK, anchor: str = "topleft", bold: bool = False,
         max_width: float | None = None) -> pygame.Rect:
    """Draw one line; shrink it to `max_width` if given. Returns where it went."""
    img = _image(words, size, colour, bold, max_width)
    rect = img.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    surface.blit(img, rect)
    return rect


DOUBLE_CLICK = 0.5  # seconds between two clicks that make a double-click (as SDL's and
# Windows' default): on a card, or in a name being typed

LEGIBLE = 0.85  # text shrinks to fit down to this share of its size; a name past it is cut


@functools.lru_cache(maxsize=512)  # names are drawn every frame; measuring is not free
def shorten(name: str, size: float, max_width: float, bold: bool = False,
            after: str = "") -> str:
    """`name` + `after` for a `text(..., max_width)` call: the name cut short with "…" where
    the whole would otherwise shrink below LEGIBLE ("MMMMMMMMMMMMMMMM · normal" became a
    smudge)."""
    name, after = drawable(name), drawable(after)
    room = max_width / LEGIBLE - measure(after, size, bold)
    if measure(name, size, bold) <= room:
        return name + after
    short, long = 1, len(name)  # the longest cut that fits: 1 <= it < len(name)
    while short < long - 1:
        mid = (short + long) // 2
        if measure(name[:mid].rstrip() + "…", size, bold) <= room:
            short = mid
        else:
            long = mid
    short = glyphs.letter_start(name[:short + 1])  # an emoji whole or not at all: ❤ cut from
    # its selector would turn black, 👩‍💻 from its 💻 lose it
    return name[:short].rstrip() + "…" + after


def _image(words: str, size: float, colour: tuple[int, int, int], bold: bool,
           max_width: float | None) -> pygame.Surface:
    key = (words, int(size), colour, bold, int(max_width or 0))
    img = _texts.get(key)
    if img is None:
        img = _render(words, int(size), bold, colour)
        if max_width and img.get_width() > max_width:
            ratio = max_width / img.get_width()
            img = _scaled(img, (int(max_width), max(1, int(img.get_height() * ratio))))
        if len(_texts) > 2000:  # texts change with the match: forget the old ones
            _texts.clear()
        _texts[key] = img
    return img


def _render(words: str, size: int, bold: bool, colour: tuple[int, int, int]) -> pygame.Surface:
    """One line: its suit symbols drawn in their colours, letters Inter lacks in a system
    font that has them, on Inter's baseline."""
    f = font(size, bold)
    words = drawable(words)
    if _plain(words):
        return _ink(words, f, colour)
    pieces: list[tuple[pygame.Surface, int]] = []  # each with its top below the line's top
    for text, path, script in glyphs.runs(words, _own_letter):
        other = glyphs.face(path, f.point_size, script) if path else None
        if other is not None:
            pieces.append(_fitted(_ink(text, other, colour), other, f))
            continue
        pieces += [(suits.glyph(SUIT_LETTERS[SUIT_SYMBOLS.index(part)], f,
                                _suit_colour(part, colour)) if part in SUIT_SYMBOLS
                    else _ink(part, f, colour), 0)
                   for part in re.split(f"([{SUIT_SYMBOLS}])", text) if part]
    line = pygame.Surface((sum(p.get_width() for p, _ in pieces), f.get_height()),
                          pygame.SRCALPHA)
    x = 0
    for piece, top in pieces:
        line.blit(piece, (x, top))
        x += piece.get_width()
    return line


def _fitted(img: pygame.Surface, other: pygame.font.Font,
            f: pygame.font.Font) -> tuple[pygame.Surface, int]:
    """A piece drawn in another font, and its top on Inter's line: on the same baseline, or,
    from a font of one large size only (colour emoji come 128 pixels high), scaled to the
    line."""
    if img.get_height() <= 1.5 * f.get_height():
        return img, f.get_ascent() - other.get_ascent()
    height = f.get_height()
    width = max(1, round(img.get_width() * height / img.get_height()))
    return _scaled(img, (width, height)), 0


def _scaled(img: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """`img` smoothly scaled to `size`; one wider than SCALE_WIDEST (a line of a thousand
    emoji) cut to that first, and scaled as much, as pygame-ce aborts the program when asked
    to shrink a surface some 130,000 pixels wide."""
    width, height = img.get_size()
    if width > SCALE_WIDEST:
        size = (max(1, size[0] * SCALE_WIDEST // width), size[1])
        img = img.subsurface((0, 0, SCALE_WIDEST, height))
    return pygame.transform.smoothscale(img, size)


def with_caret(words: str, at: int | None = None) -> str:
    """`words` with the typing caret "|" where a letter typed at `at` (a place between its
    characters; None, the end) will appear. Runs are laid left to right, so a caret inside a
    right-to-left run (a Hebrew or Arabic name) cuts it in two drawn the other way round: the
    letters after the caret on its left. At the run's end, the caret is on its left (such a
    name grows leftwards); at its start, on its right."""
    at = len(drawable(words if at is None else words[:at]))
    words = drawable(words)
    start = 0
    for run, _, script in glyphs.runs(words, _own_letter) if not words.isascii() else ():
        end = start + len(run)
        if script in glyphs.RIGHT_TO_LEFT and start <= at <= end:
            return words[:start] + words[at:end] + "|" + words[start:at] + words[end:]
        start = end
    return words[:at] + "|" + words[at:]


def _plain(words: str) -> bool:
    """Whether `words` (drawable) are all Inter's letters, with no suit symbol among them."""
    return (words.isascii() or all(map(_has_glyph, words))) and not any(
        ch in SUIT_SYMBOLS for ch in words)


def _own_letter(ch: str) -> bool:
    return ch.isascii() or ch in SUIT_SYMBOLS or _has_glyph(ch)


# Suit colours in text as on the cards: (on dark ground, on light ground); spades, and clubs in
# the two-colour deck, take the text's own colour.
_RED = ((255, 110, 100), (200, 16, 46))
_BLUE = ((130, 180, 255), (24, 88, 190))
_GREEN = ((120, 224, 140), (22, 120, 52))
_four_colour = False


def use_four_colour(on: bool) -> None:
    """Draw diamonds blue and clubs green in text too, as the four-colour deck does."""
    global _four_colour
    if on != _four_colour:
        _four_colour = on
        _texts.clear()


def _suit_colour(symbol: str, ink: tuple[int, int, int]) -> tuple[int, int, int]:
    """The suit's colour, in its lighter shade where the text is light (on dark ground)."""
    pair = {"♥": _RED, "♦": _BLUE if _four_colour else _RED,
            "♣": _GREEN if _four_colour else None}.get(symbol)
    if pair is None:
        return ink
    return pair[0] if sum(ink) > 382 else pair[1]


def _ink(words: str, f: pygame.font.Font, colour: tuple[int, int, int]) -> pygame.Surface:
    """`words` (drawable) in `f`; nothing, as tall as a line, if they draw nothing (the font
    refuses to draw a line of only joiners)."""
    try:
        return f.render(words, True, colour)
    except pygame.error:
        return pygame.Surface((0, f.get_height()), pygame.SRCALPHA)


@functools.lru_cache(maxsize=2048)  # the buttons' words are fitted again every frame
def measure(words: str, size: float, bold: bool = False) -> int:
    """How wide `words` draw on one line."""
    words = drawable(words)
    if _plain(words):
        return int(font(int(size), bold).size(words)[0])
    return _image(words, size, INK, bold, None).get_width()


def wrap(words: str, size: float, width: float, bold: bool = False) -> list[str]:
    """Break text into lines no wider than `width`."""
    lines: list[str] = []
    line = ""
    for word in words.split():
        trial = f"{line} {word}".strip()
        if measure(trial, size, bold) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def wrap_evenly(words: str, size: float, width: float) -> list[str]:
    """As few lines as `wrap` makes, but as even as can be (no lone word left on the last)."""
    lines = wrap(words, size, width)
    low, high = 1.0, width
    while len(lines) > 1 and high - low > 1:
        middle = (low + high) / 2
        if len(wrap(words, size, middle)) == len(lines):
            high = middle
        else:
            low = middle
    return wrap(words, size, high)


def paragraph(surface: pygame.Surface, words: str, size: float, rect: pygame.Rect,
              colour: tuple[int, int, int] = INK) -> int:
    """Draw wrapped text from the top of `rect`; returns the y below it. Lines wholly
    outside the surface's clip (a scrolled page) are passed over, not drawn unseen."""
    y = rect.y
    step = int(size * 1.15)
    clip = surface.get_clip()
    for line in wrap(words, size, rect.w):
        if clip.top < y + step and y < clip.bottom:
            text(surface, line, size, (rect.x, y), colour)
        y += step
    return y


def panel(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...] = PANEL,
          radius: int = 10) -> None:
    """A translucent rounded panel."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, colour, layer.get_rect(), border_radius=radius)
    surface.blit(layer, rect.topleft)


def listing_width(heading: str, lines: Sequence[str], size: float) -> int:
    """How wide a `listing`'s words are: its bold heading or its widest line."""
    return max([measure(heading, size, bold=True), *(measure(line, size) for line in lines)])


def listing(surface: pygame.Surface, box: pygame.Rect, heading: str, lines: Sequence[str],
            size: float, pad: float, step: float, colour: tuple[int, ...] = PANEL,
            dim: Sequence[int] = ()) -> None:
    """A panel of lines under a gold heading, one every `step` pixels inside `pad` (the
    lines whose indexes are in `dim` in the dimmer ink): a pass screen's turns, a seat's."""
    panel(surface, box, colour, radius=round(pad))
    for i, line in enumerate([heading, *lines]):
        ink = GOLD if i == 0 else INK_DIM if i - 1 in dim else INK
        text(surface, line, size, (box.x + pad, box.y + pad + step * (i + 0.5)), ink,
             "midleft", bold=i == 0, max_width=box.w - 2 * pad)


def felt(surface: pygame.Surface) -> None:
    """The table cloth: a soft radial light over green felt. On a scene's page (a subsurface
    of a very wide window), the page's part of the window's cloth, so that it meets the felt
    beside it unseen."""
    root = surface.get_abs_parent()
    w, h = root.get_size()
    key = (w, h)
    if key not in _felt_cache:
        small = pygame.Surface((64, 36))
        for y in range(36):
            for x in range(64):
                d = ((x - 32) / 32) ** 2 + ((y - 18) / 18) ** 2
                t = min(1.0, d ** 0.5 / 1.2)
                small.set_at((x, y), tuple(int(a + (b - a) * t) for a, b in
                                           zip(FELT_LIGHT, FELT_DARK, strict=True)))
        _felt_cache.clear()
        big = pygame.transform.smoothscale(small, (w, h))
        _felt_cache[key] = big.convert() if pygame.display.get_surface() else big
    x, y = surface.get_abs_offset()
    surface.blit(_felt_cache[key], (-x, -y))


_felt_cache: dict[tuple[int, int], pygame.Surface] = {}


@dataclass
class Button:
    """A clickable label. `key` is what the scene gets back; `enabled` greys it out."""

    key: str
    label: str
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    enabled: bool = True
    accent: bool = False
    hover: bool = False
    action: Callable[[], None] | None = None
    field: bool = False  # a text field (a name to type): squarer, its words from the left
    text_size: float | None = None  # set for a group that shares one size (`share_text_size`)

    def draw(self, surface: pygame.Surface) -> None:
        colour = BUTTON_HOVER if self.hover and self.enabled else BUTTON
        if self.accent and self.enabled:
            colour = GOLD
        if not self.enabled:
            colour = BUTTON_OFF
        radius = 6 if self.field else max(4, self.rect.h // 4)
        shadow = self.rect.move(0, max(2, self.rect.h // 14))
        pygame.draw.rect(surface, FELT_DARK, shadow, border_radius=radius)
        pygame.draw.rect(surface, colour, self.rect, border_radius=radius)
        if self.field:
            text(surface, self.label, self.rect.h * 0.55, (self.rect.x + 10, self.rect.centery),
                 BUTTON_TEXT, "midleft", max_width=self.rect.w - 20)
        else:
            text(surface, self.label, self.text_size or self.rect.h * 0.5, self.rect.center,
                 BUTTON_TEXT, "center", max_width=self.rect.w - 10)

    def hit(self, pos: tuple[int, int]) -> bool:
        return self.enabled and self.rect.collidepoint(pos)


def cursor_over(buttons: list[Button], pos: tuple[int, int]) -> int | None:
    """A pointing hand over a live button, a text cursor over a name to type; else None."""
    for b in buttons:
        if b.hit(pos):
            return pygame.SYSTEM_CURSOR_IBEAM if b.field else pygame.SYSTEM_CURSOR_HAND
    return None


def share_text_size(buttons: list[Button]) -> None:
    """Give placed buttons one text size, the largest at which every label fits, so a group
    does not mix sizes where one long label would otherwise shrink alone."""
    size = min(b.rect.h * 0.5 for b in buttons)
    for b in buttons:
        room = b.rect.w - 10
        wide = measure(b.label, size)
        if wide > room:
            size = int(size * room / wide)
            # text widths do not scale evenly with the size: step down until it fits
            while size > 6 and measure(b.label, size) > room:
                size -= 1
    for b in buttons:
        b.text_size = size


def stack_buttons(buttons: list[Button], area: pygame.Rect, height: int, gap: int) -> None:
    """Place buttons one under another, from the bottom of `area` upwards."""
    y = area.bottom - height
    for b in reversed(buttons):
        b.rect = pygame.Rect(area.x, y, area.w, height)
        y -= height + gap


def column_buttons(buttons: list[Button], centre_x: int, top: int, width: int, height: int,
                   gap: int) -> None:
    """Place buttons one under another, centred, from `top` down."""
    for i, b in enumerate(buttons):
        b.rect = pygame.Rect(0, 0, width, height)
        b.rect.midtop = (centre_x, top + i * (height + gap))
