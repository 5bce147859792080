"""Write the table layouts as Tiled maps: `python -m assets.generate.layouts`.

Two maps per player count (2-8) in 16-pixel tiles, opened and edited in Tiled like any map:
`table-N.tmx`, 1280x720, for the usual wide window, and `table-N-portrait.tmx`, 720x1280, for a
window taller than it is wide (a screen turned on its side, half a 4K screen), where the wide
map left the cards small and most of the felt empty. Object layers: `seat-0` .. `seat-N`
(position 0 is the player at the screen, the others clockwise from the left) each with a
`hand`, `melds` and `name` zone; `shared` with `stock`, `discard`, `score`, `message`,
`actions`, `tools`, `table` (melds that belong to no one) and `pot` (chips in the middle).

A game that keeps a score sheet (Indian Chief) needs the middle of the felt for it, and has no
discard pile, no melds of no one and no pot: the object layer `score-sheet` holds the zones
such a game uses instead, named `layer/zone` (`shared/sheet`, the sheet itself; `shared/stock`
moved aside for it; any seat zones made smaller to give it room). The table takes them for a
game whose view carries a sheet.
"""

from __future__ import annotations

from pathlib import Path
from xml.sax.saxutils import quoteattr

OUT = Path(__file__).resolve().parent.parent / "layouts"
MAP_W, MAP_H, TILE = 1280, 720, 16
Box = tuple[int, int, int, int]

SHARED: dict[str, Box] = {
    "stock": (520, 262, 96, 134),
    "discard": (640, 262, 120, 134),
    "message": (330, 404, 620, 28),
    "score": (1096, 8, 176, 150),
    "actions": (1096, 540, 176, 172),
    "tools": (8, 540, 176, 172),
    # the melds that belong to no one, where the discard pile would be (the games that have
    # such melds have none), and the pot of chips, left of the stock
    "table": (640, 262, 444, 134),
    "pot": (400, 300, 104, 58),
}
# The player at the screen: a wide hand at the bottom, melds above it.
BOTTOM = {"melds": (196, 438, 888, 104), "hand": (196, 560, 888, 152), "name": (196, 542, 888, 18)}

# Where the other seats sit, as slots: (x, y, w, h) of the whole seat area.
LEFT_LOW, LEFT_HIGH = (8, 360, 180, 170), (8, 170, 180, 180)
RIGHT_HIGH, RIGHT_LOW = (1092, 170, 180, 180), (1092, 360, 180, 170)
LEFT, RIGHT = (8, 170, 180, 360), (1092, 170, 180, 360)


def top_slots(k: int, sides: bool) -> list[Box]:
    """k equal slots along the top edge, left of the score panel (one seat: centred);
    shorter when seats sit at the sides beneath them."""
    h = 154 if sides else 240
    if k == 1:
        return [(330, 8, 620, h)]
    x0, x1 = 8, 1086
    width = (x1 - x0 - 8 * (k - 1)) // k
    return [(x0 + i * (width + 8), 8, width, h) for i in range(k)]


def slots(opponents: int) -> list[Box]:
    """Seat areas clockwise from the player's left."""
    return {
        1: top_slots(1, False),
        2: top_slots(2, False),
        3: [LEFT, *top_slots(1, True), RIGHT],
        4: [LEFT, *top_slots(2, True), RIGHT],
        5: [LEFT, *top_slots(3, True), RIGHT],
        6: [LEFT_LOW, LEFT_HIGH, *top_slots(2, True), RIGHT_HIGH, RIGHT_LOW],
        7: [LEFT_LOW, LEFT_HIGH, *top_slots(3, True), RIGHT_HIGH, RIGHT_LOW],
    }[opponents]


def _below_score(box: Box) -> Box:
    return {RIGHT_HIGH: (1092, 222, 180, 150), RIGHT_LOW: (1092, 380, 180, 150),
            RIGHT: (1092, 222, 180, 308)}.get(box, box)


def seat_zones(box: Box, hand_max: int = 64) -> dict[str, Box]:
    """Split a seat area: name on top, the hand (small backs) beside it, melds below."""
    x, y, w, h = box
    hand_h = min(hand_max, h // 3)
    return {
        "name": (x, y, w, 18),
        "hand": (x, y + 20, w, hand_h),
        "melds": (x, y + 24 + hand_h, w, h - 24 - hand_h),
    }


# A game with a score sheet, on the wide map: the stock moves left, beside the left-hand seats,
# and the sheet fills the felt from it to the right-hand seats, from below the seats at the top
# to the foot of the stock; the message line under them, and your melds (one at a time, in
# this game) a row lower and less tall, to give the sheet's rows their height.
SHEET_STOCK = (204, 292, 96, 134)
SHEET_LEFT, SHEET_RIGHT, SHEET_BOTTOM = 312, 1084, 426
SHEET_MESSAGE = (330, 432, 620, 28)
SHEET_MELDS = (196, 466, 888, 74)


def layout(players: int, sheet: bool = False) -> dict[str, dict[str, Box]]:
    layers: dict[str, dict[str, Box]] = {"shared": dict(SHARED), "seat-0": dict(BOTTOM)}
    others = slots(players - 1)
    if sheet and players <= 3:  # the seats across as low as where seats sit at the sides too
        others = top_slots(players - 1, True)
    if players > 4:
        # a taller score panel for the longer list; the right-hand seats move down beneath it
        layers["shared"]["score"] = (1096, 8, 176, 206)
        others = [_below_score(box) for box in others]
    for pos, box in enumerate(others, start=1):
        layers[f"seat-{pos}"] = seat_zones(box)
    if sheet:
        top = max(y + h for x, y, w, h in others if x < SHEET_RIGHT and x + w > SHEET_LEFT) + 8
        layers["shared"] |= {"stock": SHEET_STOCK, "message": SHEET_MESSAGE,
                             "sheet": (SHEET_LEFT, top, SHEET_RIGHT - SHEET_LEFT,
                                       SHEET_BOTTOM - top)}
        layers["seat-0"]["melds"] = SHEET_MELDS
    return layers


# The portrait map, 720x1280: your hand, melds, the piles between the two button panels, and
# above them the other seats in two columns (clockwise: up the left, down the right), with a
# seat across the table in the strip beside the score panel when their number is odd.
PORTRAIT_W, PORTRAIT_H = 720, 1280
PORTRAIT_SHARED: dict[str, Box] = {
    "stock": (240, 816, 96, 134),
    "discard": (360, 816, 120, 134),
    "message": (110, 958, 500, 28),
    "score": (536, 8, 176, 150),
    "actions": (536, 778, 176, 172),
    "tools": (8, 778, 176, 172),
    "table": (352, 816, 176, 134),
    "pot": (192, 830, 44, 48),
}
PORTRAIT_BOTTOM = {"melds": (8, 992, 704, 104), "hand": (8, 1120, 704, 152),
                   "name": (8, 1100, 704, 18)}
SEATS_END = 762  # the other seats stay above the button panels
SEAT_MAX_H = 300  # with few seats, no taller than a meld row or two needs
PORTRAIT_HAND_H = 84  # the other seats' backs: the portrait map has the height to spare


def portrait_slots(opponents: int, score_h: int, end: int = SEATS_END) -> list[Box]:
    """Seat areas clockwise from the player's left, above `end`: up the left column, across
    the strip left of the score panel (an odd number only), down the right column. Rows share
    the height alike, so the seat across is as large as the others, and no shorter than the
    score panel beside it."""
    per_column = opponents // 2

    def row_h(rows: int, top: int) -> int:
        return min(SEAT_MAX_H, (end - top - 8 * (rows - 1)) // rows)

    across: list[Box] = []
    top = 8 + score_h + 8
    if opponents % 2:
        h = max(score_h, row_h(per_column + 1, 8))
        across = [(8, 8, 520, h)]
        top = 8 + h + 8
    left: list[Box] = []
    right: list[Box] = []
    if per_column:
        h = row_h(per_column, top)
        for i in range(per_column):
            y = top + i * (h + 8)
            left.append((8, y, 348, h))
            right.append((364, y, 348, h))
    return [*reversed(left), *across, *right]


BAND = ("stock", "discard", "message", "actions", "tools")  # the piles and the buttons beside
WITH_BAND = ("table", "pot")  # zones that move with it


# A game with a score sheet, on the portrait map: the sheet lies across the felt between the
# other seats and the piles with their buttons, which stay down by your melds; the seats keep
# above it (smaller with many of them), and the score panel beside them holds only the game and
# the turn (the totals are on the sheet).
PORTRAIT_SHEET_H = 280
PORTRAIT_SHEET_SCORE = (536, 8, 176, 56)


def portrait_layout(players: int, sheet: bool = False) -> dict[str, dict[str, Box]]:
    shared = dict(PORTRAIT_SHARED)
    if players > 4:  # a taller score panel for the longer list
        shared["score"] = (536, 8, 176, 206)
    if sheet:
        shared["score"] = PORTRAIT_SHEET_SCORE
    layers: dict[str, dict[str, Box]] = {"shared": shared, "seat-0": dict(PORTRAIT_BOTTOM)}
    band_top = min(shared[z][1] for z in BAND)
    end = band_top - 8 - PORTRAIT_SHEET_H - 8 if sheet else SEATS_END
    slots = portrait_slots(players - 1, shared["score"][3], end)
    for pos, box in enumerate(slots, start=1):
        layers[f"seat-{pos}"] = seat_zones(box, PORTRAIT_HAND_H)
    if sheet:
        top = max(y + h for _, y, _, h in slots) + 8
        shared["sheet"] = (8, top, PORTRAIT_W - 16, band_top - 8 - top)
        return layers
    # With few seats above, the piles and their buttons rise to the middle of the felt left
    # between those seats and your melds: kept down by your melds, they had left a third of
    # the window empty above them.
    seats_end = max(y + h for _, y, _, h in slots)
    top = min(shared[z][1] for z in BAND)
    bottom = max(shared[z][1] + shared[z][3] for z in BAND)
    rise = top - (seats_end + (PORTRAIT_BOTTOM["melds"][1] - seats_end - (bottom - top)) // 2)
    for z in BAND + WITH_BAND:
        x, y, w, h = shared[z]
        shared[z] = (x, y - max(0, rise), w, h)
    return layers


def sheet_zones(players: int, portrait: bool = False) -> dict[str, Box]:
    """The zones a game with a score sheet takes instead, or besides (`layer/zone`)."""
    make = portrait_layout if portrait else layout
    plain, sheet = make(players), make(players, sheet=True)
    return {f"{layer}/{name}": box for layer, zones in sheet.items()
            for name, box in zones.items() if plain.get(layer, {}).get(name) != box}


def tmx(players: int, portrait: bool = False) -> str:
    layers = portrait_layout(players) if portrait else layout(players)
    layers = {**layers, "score-sheet": sheet_zones(players, portrait)}
    width, height = (PORTRAIT_W, PORTRAIT_H) if portrait else (MAP_W, MAP_H)
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{width // TILE}" height="{height // TILE}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" nextlayerid="{len(layers) + 1}" '
        f'nextobjectid="1000">',
        ' <properties>',
        f'  <property name="players" type="int" value="{players}"/>',
        ' </properties>',
    ]
    oid = 1
    for lid, (layer, zones) in enumerate(layers.items(), start=1):
        out.append(f' <objectgroup id="{lid}" name={quoteattr(layer)}>')
        for name, (x, y, w, h) in zones.items():
            out.append(f'  <object id="{oid}" name={quoteattr(name)} type="zone" '
                       f'x="{x}" y="{y}" width="{w}" height="{h}"/>')
            oid += 1
        out.append(' </objectgroup>')
    out.append('</map>')
    return "\n".join(out) + "\n"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for players in range(2, 9):
        (OUT / f"table-{players}.tmx").write_text(tmx(players))
        (OUT / f"table-{players}-portrait.tmx").write_text(tmx(players, portrait=True))
    print(f"wrote {OUT}/table-2.tmx .. table-8.tmx and their -portrait maps")


if __name__ == "__main__":
    main()
