"""Letters the table's font lacks, found in a font of the system that has them.

Inter, the table's font, covers Latin, Greek and Cyrillic; a player may as well be called 王伟,
שרה or محمد. Such a letter is looked up once in a short list of broad fonts that desktop
systems carry, and drawn in the first that has it: shaped (Arabic letters join, Indic vowel
signs attach) and, for a right-to-left script, right to left. An emoji (😀) is looked for in
the system's colour emoji font first, and so is a symbol that asks for its emoji form: ❤ from
an emoji picker comes as ❤ and the selector U+FE0F, and is meant red, not in Inter's black.
"""

from __future__ import annotations

import functools
import unicodedata
from collections.abc import Callable, Sequence

import pygame

# Broad fonts by pygame's system-font names (lower case, letters and digits only): the
# platforms' own interface fonts first, then wide free families, then last resorts. Each
# system has a few of them; a letter none of them has is drawn as "?". pygame names a
# Windows font by its registry entry ("yugothicregular"), a macOS one by its file name
# ("pingfang"), a Linux one by its family.
CANDIDATES = (
    # Windows
    "segoeui", "microsoftyaheiui", "microsoftyahei", "yugothicuiregular", "yugothicregular",
    "meiryo", "malgungothic", "nirmalaui", "leelawadeeui", "ebrima", "gadugi", "simsun",
    "msgothic",
    # macOS
    "pingfang", "hiraginosansgb", "stheitimedium", "applesdgothicneo", "arialhb", "geezapro",
    "kohinoor", "thonburi", "arialunicode", "lucidagrande",
    # Linux and anywhere they are installed
    "notosans", "notosanscjksc", "notosanscjkjp", "notosanscjkkr", "notosanscjktc",
    "notosansarabic", "notosanshebrew", "notosansdevanagari", "notosansbengali",
    "notosanstamil", "notosansthai", "notosansarmenian", "notosansgeorgian",
    "notosansethiopic", "dejavusans", "freesans", "wenquanyizenhei", "wenquanyimicrohei",
    "droidsansfallbackfull", "droidsansfallback", "nanumgothic", "unifont",
)
# Colour emoji (Windows, macOS, Linux): first for a pictograph, last for anything else. Their
# letters may come in one large size only, which ui scales to the line.
EMOJI = ("segoeuiemoji", "applecoloremoji", "notocoloremoji")

# Scripts that need shaping or run right to left, by the first word of a letter's Unicode
# name, as ISO 15924 codes (what harfbuzz, under pygame-ce's fonts, is told).
SCRIPTS = {
    "ARABIC": "Arab", "HEBREW": "Hebr", "SYRIAC": "Syrc", "THAANA": "Thaa", "NKO": "Nkoo",
    "DEVANAGARI": "Deva", "BENGALI": "Beng", "GURMUKHI": "Guru", "GUJARATI": "Gujr",
    "ORIYA": "Orya", "TAMIL": "Taml", "TELUGU": "Telu", "KANNADA": "Knda",
    "MALAYALAM": "Mlym", "SINHALA": "Sinh", "THAI": "Thai", "LAO": "Laoo", "TIBETAN": "Tibt",
    "MYANMAR": "Mymr", "KHMER": "Khmr",
}
RIGHT_TO_LEFT = frozenset({"Arab", "Hebr", "Syrc", "Thaa", "Nkoo"})
EMOJI_FORM = "\ufe0f"  # variation selector 16: the letter before it, in its emoji form
JOINER = "\u200d"  # zero-width joiner: 👩, JOINER and 💻 are one emoji, 👩‍💻
SKIN_TONES = range(0x1F3FB, 0x1F400)  # 👍 and a tone after it are one emoji, 👍🏽
MARKS = (EMOJI_FORM, JOINER)  # kept in an emoji, yet no letter of their own


def kept_mark(words: str, i: int, last: str, typing: bool = False) -> bool:
    """Whether `words[i]`, a mark nothing draws alone, is kept after `last` (the character
    kept before it, or ""): `EMOJI_FORM` after a letter asks for its emoji form; `JOINER`
    between two emoji makes them one (while `typing`, one that ends `words` after an emoji is
    kept for the emoji still to come). Anywhere else either asks nothing."""
    ch = words[i]
    if ch == EMOJI_FORM:
        return last.strip() != "" and last != EMOJI_FORM
    following = words[i + 1:i + 2]
    return (ch == JOINER and (pictograph(last) or last == EMOJI_FORM)
            and (pictograph(following) or words[i + 2:i + 3] == EMOJI_FORM
                 or (typing and not following)))


def letter_start(text: str) -> int:
    """Where the last letter seen on screen begins in `text`: a selector, a skin tone or a
    joiner goes with what it follows, and emoji joined by a joiner are one (👩‍💻), so that
    Backspace, or a cut to fit, takes or leaves such an emoji whole."""
    i = len(text)
    while i > 0:
        i -= 1
        while i > 0 and (text[i] in MARKS or ord(text[i]) in SKIN_TONES):
            i -= 1
        if i > 0 and text[i - 1] == JOINER:
            i -= 1  # joined to the emoji before it: that is part of the letter too
            continue
        return i
    return 0


Fonts = tuple[tuple[str, ...], tuple[str, ...]]  # (emoji font files, text font files)
_chosen: Fonts | None = None  # the files to look in; None: the system's, found when needed


def use_fonts(paths: Sequence[str] | None, emoji: Sequence[str] = ()) -> None:
    """Look for missing letters in these font files only (None: the system's candidates)."""
    global _chosen
    _chosen = None if paths is None else (tuple(emoji), tuple(paths))
    fallback_for.cache_clear()
    emoji_for.cache_clear()
    face.cache_clear()


def fonts() -> Fonts:
    """The emoji and the text font files letters are looked for in, each best first."""
    return _system_fonts() if _chosen is None else _chosen


@functools.cache
def _system_fonts() -> Fonts:
    # asked on the first letter Inter lacks, not at start-up: on Linux it runs fontconfig
    try:
        have = set(pygame.font.get_fonts())
        found = [[pygame.font.match_font(name) for name in names if name in have]
                 for names in (EMOJI, CANDIDATES)]
    except (OSError, ValueError, RuntimeError, pygame.error):  # no font list to be had
        return (), ()
    emoji, text = (tuple(dict.fromkeys(p for p in paths if p)) for paths in found)
    return emoji, text


def pictograph(ch: str) -> bool:
    """Whether `ch` is an emoji's pictograph (U+1F000 to U+1FFFF: faces, animals, flags …);
    "" (no character) is not."""
    return len(ch) == 1 and 0x1F000 <= ord(ch) < 0x20000


@functools.cache
def fallback_for(ch: str) -> str | None:
    """The first font file that has a letter for `ch`, or None."""
    emoji, text = fonts()
    return _first_having(emoji + text if pictograph(ch) else text + emoji, ch)


@functools.cache
def emoji_for(ch: str) -> str | None:
    """The first colour emoji font that has `ch`, or None."""
    return _first_having(fonts()[0], ch)


def _first_having(paths: Sequence[str], ch: str) -> str | None:
    for path in paths:
        probe = face(path, PROBE_SIZE)
        if probe is not None and has_letter(probe, ch):
            return path
    return None


PROBE_SIZE = 20


def has_letter(face: pygame.font.Font, ch: str) -> bool:
    """Whether `face` draws `ch` as a letter. A letter it lacks draws as its box, just as one
    from a private plane does; one that draws nothing at all (a joiner) is no letter either."""
    try:
        return _ink(face, ch) != _ink(face, "\U000F0000")
    except (pygame.error, ValueError, UnicodeError):
        return False


def _ink(face: pygame.font.Font, ch: str) -> bytes:
    return pygame.image.tobytes(face.render(ch, True, (0, 0, 0)), "RGBA")


def script_of(ch: str) -> str | None:
    """The ISO 15924 code of `ch`'s script where it needs shaping or runs right to left."""
    return SCRIPTS.get(unicodedata.name(ch, "").split(" ", 1)[0])


@functools.cache
def face(path: str, size: int, script: str | None = None) -> pygame.font.Font | None:
    """`path` at `size`, set to shape `script` (cached); None if it cannot be read. A text
    font emboldened: the table's text is Inter SemiBold or Bold, and a regular face looks
    faint beside it."""
    try:
        font = pygame.font.Font(path, size)
    except (OSError, ValueError, pygame.error):
        return None
    if path not in fonts()[0]:  # emboldening a colour emoji's bitmap washes out its left half
        font.set_bold(True)
    if script is not None:
        font.set_script(script)
        if script in RIGHT_TO_LEFT:
            font.set_direction(pygame.DIRECTION_RTL)
    return font


Run = tuple[str, str | None, str | None]  # text, font file (None: the table's own), script


def runs(words: str, own: Callable[[str], bool]) -> list[Run]:
    """`words` cut where the font or the script changes; `own` tells the letters the table's
    font has. A letter followed by `EMOJI_FORM` comes from an emoji font where one has it (the
    selector stays in its run; shaping draws it as nothing, and a joiner makes the emoji on
    either side of it one). Spaces between two runs of one right-to-left script join them, so
    that a name of two words reads right to left as a whole."""
    out: list[Run] = []
    for i, ch in enumerate(words):
        if ch in MARKS and out:
            text, path, script = out[-1]
            out[-1] = (text + ch, path, script)
            continue
        path = emoji_for(ch) if words[i + 1:i + 2] == EMOJI_FORM else None
        if path is None:
            path = None if own(ch) else fallback_for(ch)
        script = script_of(ch) if path else None
        if out and out[-1][1:] == (path, script):
            out[-1] = (out[-1][0] + ch, path, script)
        elif (len(out) >= 2 and script in RIGHT_TO_LEFT and out[-2][1:] == (path, script)
              and not out[-1][0].strip()):
            gap = out.pop()[0]
            out[-1] = (out[-1][0] + gap + ch, path, script)
        else:
            out.append((ch, path, script))
    return out
