"""Draw the program's icon at every size it is shown: `python packaging/make_icons.py`.

Two cards fanned on a rounded green tile, drawn with pygame primitives (no borrowed art).
Writes assets/icons/rummy-parlor-N.png (the window uses one; Linux installs them all) and
packaging/icons/rummy-parlor.ico (Windows; PNG images inside an ICO directory).
"""

from __future__ import annotations

import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
import pygame

ROOT = Path(__file__).resolve().parent.parent
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
FELT, FELT_EDGE = (28, 110, 74), (14, 66, 44)
PAPER, RED, INK = (251, 249, 242), (200, 16, 46), (20, 20, 26)


def heart(surf: pygame.Surface, cx: float, cy: float, size: float, colour: tuple[int, ...]
          ) -> None:
    r = size * 0.26
    pygame.draw.circle(surf, colour, (cx - size * 0.22, cy - size * 0.12), r)
    pygame.draw.circle(surf, colour, (cx + size * 0.22, cy - size * 0.12), r)
    pygame.draw.polygon(surf, colour, [(cx - size * 0.47, cy - size * 0.04),
                                       (cx, cy + size * 0.5), (cx + size * 0.47, cy - size * 0.04)])


def spade(surf: pygame.Surface, cx: float, cy: float, size: float, colour: tuple[int, ...]
          ) -> None:
    r = size * 0.26
    pygame.draw.circle(surf, colour, (cx - size * 0.22, cy + size * 0.1), r)
    pygame.draw.circle(surf, colour, (cx + size * 0.22, cy + size * 0.1), r)
    pygame.draw.polygon(surf, colour, [(cx - size * 0.47, cy + size * 0.02),
                                       (cx, cy - size * 0.5), (cx + size * 0.47, cy + size * 0.02)])
    pygame.draw.polygon(surf, colour, [(cx, cy + size * 0.1), (cx + size * 0.16, cy + size * 0.5),
                                       (cx - size * 0.16, cy + size * 0.5)])


def card(size: int, suit: str) -> pygame.Surface:
    w, h = int(size * 0.4), int(size * 0.56)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rad = max(2, w // 9)
    pygame.draw.rect(surf, (120, 120, 120), surf.get_rect(), border_radius=rad)
    pygame.draw.rect(surf, PAPER, surf.get_rect().inflate(-max(2, w // 40), -max(2, w // 40)),
                     border_radius=rad)
    draw = heart if suit == "H" else spade
    draw(surf, w / 2, h / 2, w * 0.62, RED if suit == "H" else INK)
    return surf


def icon(size: int) -> pygame.Surface:
    big = size * 4  # drawn large, then smoothed down
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    tile = surf.get_rect().inflate(-big // 16, -big // 16)
    pygame.draw.rect(surf, FELT_EDGE, tile, border_radius=big // 5)
    pygame.draw.rect(surf, FELT, tile.inflate(-big // 24, -big // 24), border_radius=big // 6)
    for suit, angle, dx in (("S", 12, -0.16), ("H", -10, 0.15)):
        c = pygame.transform.rotozoom(card(big, suit), angle, 1)
        surf.blit(c, c.get_rect(center=(big / 2 + dx * big, big / 2 + abs(dx) * big * 0.15)))
    return pygame.transform.smoothscale(surf, (size, size))


def write_ico(path: Path, pngs: list[tuple[int, bytes]]) -> None:
    """An ICO file holding PNG images (the format Windows Vista and later read)."""
    head = struct.pack("<HHH", 0, 1, len(pngs))
    offset = 6 + 16 * len(pngs)
    entries, blobs = b"", b""
    for size, data in pngs:
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        blobs += data
    path.write_bytes(head + entries + blobs)


def main() -> None:
    pygame.display.init()
    out = ROOT / "assets" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    for size in SIZES:
        pygame.image.save(icon(size), str(out / f"rummy-parlor-{size}.png"))
    ico = ROOT / "packaging" / "icons"
    ico.mkdir(parents=True, exist_ok=True)
    pngs = [(s, (out / f"rummy-parlor-{s}.png").read_bytes()) for s in (16, 24, 32, 48, 256)]
    write_ico(ico / "rummy-parlor.ico", pngs)
    print(f"wrote {len(SIZES)} PNG sizes to {out} and {ico / 'rummy-parlor.ico'}")


if __name__ == "__main__":
    main()
