"""After a hand: every hand laid out in its melds (lay-offs marked), the points, the totals;
and the match's score sheet with the winner."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.api import new_match
from game.cards import Card
from game.events import Event
from game.games import GAMES
from game.view import PlayerView
from scenes import words
from scenes.drawing import ui
from scenes.menus.button_scene import ButtonScene
from scenes.table import sheet

if TYPE_CHECKING:
    from scenes.base import Host
    from scenes.table.scene import TableScene


STEP = 0.36  # of a card's width: how far apart a meld's cards are fanned
LABEL_MAX = 24  # the largest size of a row's labels (they grow with the cards)
SUBTOTAL = -1  # a score-sheet row of plain sums (no hand's winner, no "+")
# A score sheet's rows, at the design scale: below COMFORT high it splits into blocks side by
# side (where the width holds them); below ROW_FLOOR even then, it scrolls instead.
COMFORT = 22
ROW_FLOOR = 18
BLOCK_GAP = 50  # between the blocks


class SummaryScene(ButtonScene):
    back_key = "next"

    def __init__(self, app: Host, table: TableScene, event: Event, match_over: bool) -> None:
        super().__init__(app)
        self.table = table
        self.data: dict[str, Any] = event.data
        self.winner = event.seat
        self.match_over = match_over
        match = table.session.match
        # the ended hand's wilds, for the stars (the match may have dealt the next hand)
        self.hand_rules = match.rules.hand_rules(int(self.data.get("hand", match.hand_number)))
        self.tally = 0.0 if app.settings.pace > 0 else 1.0  # 0 -> 1 as the points count up
        self.passed = _final_turns_passed(match.log, event)

    @property
    def busy(self) -> bool:
        return self.tally < 1.0  # the points still counting up

    def update(self, dt: float) -> None:
        if self.tally < 1.0:
            self.tally = min(1.0, self.tally + dt / (self.app.settings.pace * 4))

    def layout(self, surface: pygame.Surface) -> None:
        first = ("scores", words.BUTTONS["scores"]) if self.match_over \
            else ("next", words.BUTTONS["next-hand"])
        keys = [first] + ([] if self.match_over else [("scores", words.BUTTONS["scores"])]) \
            + [("moves", words.BUTTONS["moves-short"]), ("menu", words.BUTTONS["menu"])]
        self.bottom_row(surface, keys)

    def pressed(self, key: str) -> None:
        if key == "next":
            self.app.pop()
            if not self.match_over:
                self.table.check_handover()
        elif key == "scores":
            self.app.swap("score-sheet", table=self.table, after_hand=not self.match_over)
        elif key == "moves":
            self.app.open("moves", table=self.table, finished=int(self.data.get("hand", 0)))
        elif key == "menu":
            self.table.leave()

    def draw(self, surface: pygame.Surface) -> None:
        ui.felt(surface)
        self._ensure_layout(surface)
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        view = self.table.view
        names = view.names
        how = words.HOW.get(self.data.get("how", ""), self.data.get("how", ""))
        title = words.hand_title(self.data.get("hand", 0)) if view.sheet is None else \
            words.SAY["sheet-turn"].format(turn=view.sheet.turn, turns=view.sheet.turns)
        if self.winner is not None:
            title += f" — {names[self.winner]} {how}"
        elif self.data.get("how", "") in words.NO_WINNER:
            title += f" — {words.NO_WINNER[self.data['how']]}"
        elif how:
            title += f" — {how}"
        # A tall window: who won the match goes under the title, and each player's cards
        # under their name and points, across the row (beside them they had been tiny).
        tall = ui.tall(surface)
        title_rect = ui.text(surface, title, 40 * s, (int(30 * s), int(24 * s)), ui.GOLD,
                             bold=True, max_width=w - 60 * s if tall else w * 0.6)
        if self.match_over:  # the last hand's summary also says who won the match
            match = self.table.session.match
            winners = words.winner_line([names[i] for i in match.winners])
            if tall:
                title_rect = ui.text(surface, winners, 34 * s, (int(30 * s), title_rect.bottom),
                                     ui.INK, bold=True, max_width=w - 60 * s)
            else:
                ui.text(surface, winners, 34 * s, (w - int(30 * s), int(28 * s)), ui.INK,
                        "topright", bold=True, max_width=w - title_rect.right - 70 * s)
        if view.sheet is not None:  # the whole score sheet: the boxes by the players
            top = title_rect.bottom + int(24 * s)
            area = pygame.Rect(int(30 * s), top, w - int(60 * s), h - int(96 * s) - top)
            draw_sheet(surface, view, area, s, last_turn=True)
            self.draw_buttons(surface)
            return
        game = GAMES[self.table.session.match.game_id]
        chips = game.unit == "chips"
        parts = self.data.get("reckoning", [])
        reckoning = " ".join(words.payments(parts, names, self.winner)) if chips else \
            words.reckoning(parts, names)
        reckoning = reckoning or words.unscored(game.id, self.data.get("how", ""))
        if self.passed:  # else a player would wonder where their last turn went
            reckoning = " ".join(filter(None, (reckoning, words.SAY["no-final-draw"].format(
                names=words.and_list([names[i] for i in self.passed])))))
        heading_bottom = title_rect.bottom
        lines: list[str] = []
        if reckoning:  # how the points add up, under the title (payments: in lines)
            room = w - (64 if tall else 300) * s
            lines = ui.wrap(reckoning, 20 * s, room) if chips else [reckoning]
            for said in lines:
                heading_bottom = ui.text(surface, said, 20 * s,
                                         (int(32 * s), heading_bottom + int(2 * s)),
                                         ui.INK_DIM, max_width=room).bottom
        shown = {e["seat"]: e for e in self.data.get("shown", []) if isinstance(e, dict)}
        pts = self.data.get("points", [])
        totals = self.data.get("totals", [])
        n = len(names)
        # the rows (and the columns' labels above them) below the heading, which in a tall
        # window runs across the width
        # (below payments in several lines, as far below them as one line is)
        top = max(int(96 * s), heading_bottom + int(36 * s)) if tall else \
            max(int(96 * s), heading_bottom + int(26 * s)) if len(lines) > 1 else int(96 * s)
        bottom = h - int((130 if tall else 90) * s)
        row_h = (bottom - top) // max(1, n)
        head = int(44 * s) if tall else 0  # the line of a row's name and points
        start = int((34 if tall else 220) * s)  # where a row's cards start
        limit = w - int((34 if tall else 220) * s)
        captions = {seat: _laid_caption(shown, seat, names, s) for seat in shown}
        ch = int(min((row_h - head) * 0.84, 150 * s,
                     self._fitting_height(shown, captions, limit - start, s)))
        cw = round(ch * self.app.art.ratio)
        # rows no taller than their cards need: in a tall window two rows had been 600 px
        # high around 120 px cards, the players' lines far apart
        row_h = min(row_h, head + round(ch * (1.3 if tall else 1.8)))
        small = max(18 * s, min(LABEL_MAX * s, ch * 0.15))  # labels grow a little with the cards
        for label, x in ((words.SAY["col-hand"], w - int(150 * s)),
                         (words.SAY["col-chips" if chips else "col-total"], w - int(60 * s))):
            ui.text(surface, label, 18 * s, (x, top - 20 * s), ui.INK_DIM, "midtop")
        deck = view.deck
        # a card laid off is edged in the meld it joined, whoever laid it (and, when it went
        # on someone else's meld, in the row of the player who laid it too)
        laid_any = {c for entry in shown.values() for c in entry.get("laid_off", [])}
        # in a meld only the cards standing in for another are starred (a wild-rank card used
        # as itself does not count against a meld's limit on wilds); a loose one is starred
        # if it is wild this hand, as at the table
        standing_in = {c for entry in shown.values() for c in entry.get("wilds", [])}
        for seat in range(n):
            y = top + seat * row_h
            if seat % 2 == 0:
                ui.panel(surface, pygame.Rect(int(20 * s), y, w - int(40 * s), row_h - 4),
                         (0, 0, 0, 40), radius=8)
            colour = ui.GOLD if seat == self.winner else ui.INK
            line = y + head // 2 if tall else y + row_h // 2  # of the name and the points
            name_w = w - 300 * s if tall else 170 * s
            ui.text(surface, ui.shorten(names[seat], 24 * s, name_w, seat == self.winner),
                    24 * s, (int(34 * s), line), colour, "midleft",
                    bold=seat == self.winner, max_width=name_w)
            x = start
            entry = shown.get(seat, {})
            cy = y + head + (row_h - head - ch) // 2
            step = int(cw * STEP)
            for group in entry.get("melds", []):
                for cid in group:
                    if x + cw > limit:
                        break
                    self._card(surface, deck[cid], x, cy, ch, cid in laid_any, cid in standing_in)
                    x += step
                x += cw - step + int(14 * s)
            placed = {c for group in entry.get("melds", []) for c in group}
            placed |= set(entry.get("deadwood_cards", []))
            extra = [c for c in entry.get("laid_off", []) if c not in placed]
            if extra:  # laid off on someone else's melds: shown on their own, edged in gold
                x = _caption(surface, captions[seat], small, (x, cy + ch // 2)) + int(14 * s)
                for cid in extra:
                    self._card(surface, deck[cid], x, cy, ch, True, cid in standing_in)
                    x += step
                x += cw - step + int(14 * s)
            dead = entry.get("deadwood_cards", [])
            if not dead and not entry.get("melds") and not extra:
                ui.text(surface, words.SAY["out-empty"], small, (x, cy + ch // 2), ui.INK_DIM,
                        "midleft")
            if dead:
                x += int(10 * s)
                x = ui.text(surface, words.SAY["left"], small, (x, cy + ch // 2), ui.INK_DIM,
                            "midleft").right + int(14 * s)
                for cid in dead:
                    if x + cw > limit:
                        break
                    card = deck[cid]
                    self._card(surface, card, x, cy, ch, cid in laid_any,
                               self.hand_rules.is_wild(card))
                    x += step
                x += cw - step
            if dead and "deadwood" in entry:
                ui.text(surface, words.SAY["deadwood"].format(n=entry["deadwood"]), small,
                        (min(x + 12 * s, limit), cy + ch // 2), ui.INK_DIM, "midleft")
            if seat < len(pts) and seat < len(totals):
                # the score tally: this hand's points count up and land on the total
                shown_pts = round(pts[seat] * self.tally)
                before = totals[seat] - pts[seat]
                ui.text(surface, f"{shown_pts:+d}" if shown_pts else "0", 28 * s,
                        (w - int(150 * s), line), colour, "center", bold=True)
                ui.text(surface, str(before + shown_pts), 28 * s,
                        (w - int(60 * s), line), ui.INK, "center")
        if any(shown.get(i, {}).get("laid_off") for i in range(n)):  # above the buttons when tall
            ui.text(surface, words.SAY["laid-off-note"], 18 * s,
                    (int(30 * s), h - int((104 if tall else 44) * s)), ui.INK_DIM, "midleft",
                    max_width=w - 60 * s)
        self.draw_buttons(surface)

    def _fitting_height(self, shown: dict[int, dict[str, Any]], captions: dict[int, str],
                        room: int, s: float) -> float:
        """The tallest cards with which every row's cards, and its labels at their largest,
        fit in `room` pixels across (the rows are laid out as `draw` lays them)."""
        fit = float(room)
        for seat, entry in shown.items():
            melds = [g for g in entry.get("melds", []) if g]
            dead = list(entry.get("deadwood_cards", []))
            placed = {c for group in melds for c in group} | set(dead)
            extra = [c for c in entry.get("laid_off", []) if c not in placed]
            groups = [g for g in (*melds, extra, dead) if g]
            fixed = 14 * s * len(groups)  # the gap after each group
            if extra:
                fixed += _caption_width(captions[seat], LABEL_MAX * s) + 14 * s
            if dead:
                fixed += 24 * s + ui.measure(words.SAY["left"], LABEL_MAX * s)
                if "deadwood" in entry:
                    fixed += 12 * s + ui.measure(
                        words.SAY["deadwood"].format(n=entry["deadwood"]), LABEL_MAX * s)
            # a group is a card and a fan of steps
            widths = sum(1 + STEP * (len(g) - 1) for g in groups)
            fit = min(fit, (room - fixed) / max(1.0, widths))
        return max(40 * s, fit) / float(self.app.art.ratio)

    def _card(self, surface: pygame.Surface, card: Card, x: int, y: int, h: int,
              laid: bool, wild: bool) -> None:
        img = self.app.art.face(card, h)
        surface.blit(img, (x, y))
        if wild and not card.is_joker:  # a joker's face says it
            self.app.art.mark_wild(surface, img.get_rect(topleft=(x, y)))
        if laid:
            # inside the card's own edge, so the next card of a fan covers it
            pygame.draw.rect(surface, ui.GOLD, img.get_rect(topleft=(x, y)), 3,
                             border_radius=max(3, h // 14))


def _sheet_blocks(rows: int, room: float, width: int, block_w: int, s: float, floor: float
                  ) -> tuple[int, float]:
    """How many blocks of `rows` rows side by side, and the rows' height (at most 30 at the
    design scale): the fewest blocks, as many as `width` holds, that keep the rows COMFORT
    high; else the most if that keeps them above `floor`; else one block, whose rows are then
    below it (it scrolls). Two-player Rummy to 100 runs to some 30 hands, which had shrunk to
    a smudge in one column."""
    gap = BLOCK_GAP * s
    most = max(1, int((width + gap) // (block_w + gap)))

    def height(blocks: int) -> float:
        return min(30 * s, room / (-(-rows // blocks) + 1))

    fewest = next((b for b in range(1, most + 1) if height(b) >= COMFORT * s), None)
    if fewest is not None:
        return fewest, height(fewest)
    return (most, height(most)) if height(most) >= floor else (1, height(1))


def _final_turns_passed(log: list[Event], ended: Event) -> list[int]:
    """The seats whose final turn passed with nothing left to draw, in the hand `ended`
    closed (none if that event is not in the match's log)."""
    at = next((i for i in range(len(log) - 1, -1, -1) if log[i] is ended), None)
    seats: list[int] = []
    for e in reversed(log[:at] if at is not None else []):
        if e.kind == "hand-started":
            break
        if e.kind == "no-final-draw" and e.seat is not None:
            seats.insert(0, e.seat)
    return seats


class ScoreSheetScene(ButtonScene):
    """Points of every hand so far, the totals, and at the end the winner."""

    def __init__(self, app: Host, table: TableScene, after_hand: bool = False) -> None:
        super().__init__(app)
        self.table = table
        self.after_hand = after_hand
        # rows scrolled back from the newest, when there are more than fit at a readable size
        # (two-player Rummy to 500 runs to 150 hands and more)
        self.back = 0
        self._shown = 0  # rows that fit, once drawn (0: all of them)
        self._rows = 0  # rows in all, once drawn

    @property
    def over(self) -> bool:
        return self.table.session.match.over

    def handle(self, event: pygame.event.Event) -> None:
        """The wheel, Page Up/Down, Home and End scroll a sheet too long for the window."""
        back = ui.scroll_back(event, self.back, max(1, self._shown - 1),
                              max(0, self._rows - self._shown)) if self._shown else None
        if back is None:
            super().handle(event)
        else:
            self.back = back

    def layout(self, surface: pygame.Surface) -> None:
        if self.over:
            keys = [("again", words.BUTTONS["new-again"]), ("menu", words.BUTTONS["menu"])]
        elif self.after_hand:
            keys = [("back", words.BUTTONS["next-hand"]), ("menu", words.BUTTONS["menu"])]
        else:  # opened during a hand: its moves are a step away
            keys = [("back", words.BUTTONS["back"]), ("moves", words.BUTTONS["moves"]),
                    ("menu", words.BUTTONS["menu"])]
        self.bottom_row(surface, keys)

    def pressed(self, key: str) -> None:
        if key == "back":
            self.app.pop()
            self.table.check_handover()
        elif key == "menu":
            self.table.leave()
        elif key == "moves":
            self.app.pop()
            self.app.open("moves", table=self.table)
        elif key == "again":  # the same game, rules and seats, freshly shuffled
            done = self.table.session.match
            self.table.leave()
            self.app.open_over_title("table", match=new_match(
                done.game_id, dict(done.options), list(done.seats),
                random.SystemRandom().randrange(2**31), done.preset))

    def draw(self, surface: pygame.Surface) -> None:
        ui.felt(surface)
        self._ensure_layout(surface)
        s = ui.scale_of(surface)
        w, h = surface.get_size()
        view = self.table.view  # the sheet is public: any seat's view holds it
        names = list(view.names)
        game = GAMES[view.game]
        title = ui.text(surface, words.SAY["score-sheet"].format(game=game.name), 40 * s,
                        (int(30 * s), int(24 * s)), ui.GOLD, bold=True)
        if view.sheet is not None:  # the boxes by the players, not hands
            self._shown = 0
            self._draw_box_sheet(surface, view, title.bottom, s)
            return
        n = len(names)
        margin = int(40 * s)
        col = min(int(150 * s), (w - margin - int(140 * s)) // max(1, n))
        label_w = int(100 * s)  # the rows' labels, left of the players' columns
        top = int(96 * s)
        size = 22 * s
        # each hand, then what was scored outside the hands (Gin's bonuses), then the totals
        # a hand nobody scored (blocked, void) says so across its row rather than in zeros
        chips = game.unit == "chips"
        # a game for chips starts from the chips everyone brought: a row of its own, so that
        # each hand's gains and losses add up to the total
        brought = tuple(t - sum(r.points[i] for r in view.results)
                        for i, t in enumerate(view.totals))
        rows: list[tuple[str, tuple[int, ...], int | None, str | None]] = \
            [(words.SAY["start-row"], brought, SUBTOTAL, None)] if any(brought) else []
        rows += [(words.SAY["hand-row"].format(n=r.number), r.points, r.winner,
                  None if r.winner is not None or any(r.points) else words.NO_SCORE_ROW.get(r.how))
                 for r in view.results]
        bonuses = [(words.BONUSES[kind], points, None, None) for kind, points in view.bonuses
                   if any(points)]
        if bonuses:  # the points that count toward the target, then what is added to them
            rows += [(words.SAY["points-row"], tuple(view.totals), SUBTOTAL, None), *bonuses]
        room = h - int(150 * s) - top - 40 * s
        floor = max(12.0, ROW_FLOOR * s)
        blocks, line = _sheet_blocks(len(rows), room, w - 2 * margin, label_w + n * col, s,
                                     floor)
        self._rows = len(rows)
        if line < floor:  # too many to read at once: the newest, and a scroll
            line = floor
            self._shown = max(1, int(room // line) - 3)  # a line each for those out of sight
            self.back = max(0, min(self.back, len(rows) - self._shown))
            end = len(rows) - self.back
            start = end - self._shown
        else:
            self._shown, self.back, start, end = 0, 0, 0, len(rows)
        count = end - start
        per = max(1, -(-count // blocks))  # rows in each block but perhaps the last
        blocks = max(1, -(-count // per))  # (seven rows in three blocks are 3, 3, 1)
        block_w, block_gap = label_w + n * col, int(BLOCK_GAP * s)
        # a narrow sheet sits centred
        left = max(margin, (w - blocks * block_w - (blocks - 1) * block_gap) // 2)
        big = max(size, line * 0.9)  # names and totals never smaller than the rows
        for b in range(blocks):
            x = left + b * (block_w + block_gap)
            for i, name in enumerate(names):
                ui.text(surface, ui.shorten(name, big, col - 8, True), big,
                        (x + label_w + i * col + col // 2, top), ui.INK, "midtop", bold=True,
                        max_width=col - 8)
        y0 = top + 36 * s
        if self._shown:
            if start:
                ui.text(surface, words.say_count("earlier-hands", start), line * 0.8,
                        (left, y0), ui.INK_DIM)
            y0 += line
        for k, (label, points, winner, note) in enumerate(rows[start:end]):
            x, y = left + k // per * (block_w + block_gap), y0 + k % per * line
            ui.text(surface, label, line * 0.8, (x, y), ui.INK_DIM)
            if note:
                ui.text(surface, note, line * 0.8, (x + label_w + n * col // 2, y),
                        ui.INK_DIM, "midtop", max_width=n * col)
                continue
            for i, p in enumerate(points):
                colour = ui.GOLD if winner == i else ui.INK
                # chips won and lost carry their signs; a start or a subtotal none
                shown = (f"{p:+d}" if p else "0") if chips and winner != SUBTOTAL \
                    else str(p) if winner is not None or not p else f"+{p}"
                ui.text(surface, shown, line * 0.8, (x + label_w + i * col + col // 2, y),
                        colour, "midtop")
        # the total under the last block, after its last row (the sheet reads on from block
        # to block, as a score pad does)
        left = left + (blocks - 1) * (block_w + block_gap)
        y = y0 + (count - (blocks - 1) * per) * line
        if end < len(rows):
            ui.text(surface, words.say_count("later-hands", len(rows) - end), line * 0.8,
                    (left, y), ui.INK_DIM)
            y += line
        pygame.draw.line(surface, ui.INK_DIM, (left, y + 4), (left + block_w, y + 4), 2)
        y += 12 * s
        finals = view.final_scores
        ui.text(surface, words.SAY["total"], big, (left, y), ui.INK, bold=True)
        for i, t in enumerate(finals):
            colour = ui.GOLD if i in view.winners else ui.INK
            ui.text(surface, str(t), big, (left + int(100 * s) + i * col + col // 2, y), colour,
                    "midtop", bold=True)
        if view.over:  # under the totals, or above the buttons when the sheet is long
            line_text = words.winner_line([names[i] for i in view.winners])
            ui.text(surface, line_text, 44 * s, (w // 2, min(h - 120 * s, y + big + 70 * s)),
                    ui.GOLD, "center", bold=True)
        else:
            goal = words.goal_line(view.goal, not view.scores_high, bool(bonuses), game.unit)
            ui.text(surface, goal, size * 0.9, (left, y + size * 1.8), ui.INK_DIM,
                    max_width=w - left - margin)
        self.draw_buttons(surface)


    def _draw_box_sheet(self, surface: pygame.Surface, view: PlayerView, below: int,
                        s: float) -> None:
        """A game with a score sheet of boxes: the grid, then how the match is won, or who
        won it."""
        w, h = surface.get_size()
        assert view.sheet is not None
        if view.over:
            status = words.winner_line([view.names[i] for i in view.winners])
        else:
            status = words.SAY["sheet-turn"].format(turn=view.sheet.turn, turns=view.sheet.turns)
        foot = h - int(96 * s)
        area = pygame.Rect(int(30 * s), below + int(20 * s), w - int(60 * s),
                           foot - below - int(70 * s))
        draw_sheet(surface, view, area, s, last_turn=view.over)
        ui.text(surface, status, (40 if view.over else 22) * s, (w // 2, foot - int(30 * s)),
                ui.GOLD if view.over else ui.INK_DIM, "center", bold=view.over,
                max_width=w - 60 * s)
        self.draw_buttons(surface)


def draw_sheet(surface: pygame.Surface, view: PlayerView, area: pygame.Rect, s: float,
               last_turn: bool = False) -> None:
    """The score sheet in `area`, large: the viewer's column first; with `last_turn`, the
    boxes the last reveal filled lit, and the winners' totals in gold once the match is
    over."""
    assert view.sheet is not None
    order = sheet.column_order(len(view.names), view.seat)
    g = sheet.grid(view.sheet, area, order, s, row_max=46, col_max=170)
    lit = frozenset((seat, row) for seat, row, _ in view.sheet.revealed) if last_turn \
        else frozenset()
    sheet.draw(surface, g, view.sheet, view.names, sheet.Marks(
        lit=lit, winners=frozenset(view.winners) if view.over else frozenset()))


def _laid_caption(shown: dict[int, dict[str, Any]], seat: int, names: Sequence[str],
                  s: float) -> str:
    """What heads the cards `seat` laid off on other players' melds: whose melds, when they
    all went on one player's ("laid off on Dmitri’s:"), for a card edged in gold there
    too is the same card, not a second 9♠ from another deck."""
    entry = shown.get(seat, {})
    laid = set(entry.get("laid_off", []))
    owners = {other for other, e in shown.items() if other != seat
              and laid & {c for group in e.get("melds", []) for c in group}}
    if len(owners) != 1 or not 0 <= (owner := owners.pop()) < len(names):
        return words.SAY["laid-off"]
    return words.laid_on(ui.shorten(names[owner], LABEL_MAX * s, 160 * s))


def _caption(surface: pygame.Surface, caption: str, size: float,
             midleft: tuple[int, int]) -> int:
    """A group's heading in its lines (whose melds under "laid off on", so that it takes
    little of the row's width, which the cards' size comes from), centred on `midleft`;
    returns where it ends on the right."""
    lines = caption.split("\n")
    x, y = midleft
    top = y - size * 1.2 * (len(lines) - 1) / 2
    return max(ui.text(surface, line, size, (x, round(top + i * size * 1.2)), ui.INK_DIM,
                       "midleft").right for i, line in enumerate(lines))


def _caption_width(caption: str, size: float) -> int:
    return max(ui.measure(line, size) for line in caption.split("\n"))
