"""How the table writes cards: suit symbols, which `ui.text` draws (the font has none)."""

from __future__ import annotations

import re

import pygame
import pytest

from game.api import new_match
from game.cards import Card, parse_face
from game.match import Goal, Match, Seat
from game.melds import fit_meld
from scenes import words
from scenes.drawing import ui
from scenes.save_index import SaveSummary
from tests.table_helpers import make_app


def test_card_codes_become_suit_symbols():
    assert words.with_suits("discards QH") == "discards Q♥"
    assert words.with_suits("melds 10S JS QS, 7D 7C 7H") == "melds 10♠ J♠ Q♠, 7♦ 7♣ 7♥"
    assert words.with_suits("goes out, discarding JK") == "goes out, discarding Joker"
    assert words.with_suits("you do not hold AS") == "you do not hold A♠"


def test_words_that_look_like_codes_are_left_alone():
    assert words.with_suits("Pass the device to KC2") == "Pass the device to KC2"
    assert words.with_suits("ASH and 3SD") == "ASH and 3SD"
    assert words.with_suits("ASH discards 3S.") == "ASH discards 3♠."


def test_a_meld_is_written_card_by_card_but_a_long_run_by_its_ends():
    def fit(game: str, faces: str):  # type: ignore[no-untyped-def]
        match = new_match(game, None, [Seat("A"), Seat("B")], seed=1)  # its first hand
        cards = [Card(i, *parse_face(f)) for i, f in enumerate(faces.split())]
        found = fit_meld(cards, match.view(0).hand_rules)
        assert found is not None, faces
        return found

    assert words.meld(fit("rummy", "6D 7D 8D 9D 10D JD")) == "6♦–J♦"
    assert words.meld(fit("rummy", "6D 7D 8D 9D")) == "6♦ 7♦ 8♦ 9♦", "short enough whole"
    assert words.meld(fit("rummy", "6C 6S 6D 6H")) == "6♣ 6♠ 6♦ 6♥"
    # a wild end stands for another card: the run is written whole
    # (in Pay Me's first hand jokers, 2s and 3s are wild)
    assert words.meld(fit("pay-me", "JK 4S 5S 6S 7S")) == "Joker 4♠ 5♠ 6♠ 7♠"
    assert words.meld(fit("pay-me", "8S 9S 10S JS QS JK")) in (
        "Joker 8♠ 9♠ 10♠ J♠ Q♠", "8♠ 9♠ 10♠ J♠ Q♠ Joker")
    assert words.meld(fit("pay-me", "8S 9S JK JS QS")) == "8♠–Q♠", "a wild inside: by the ends"


def test_your_own_turns_read_in_the_second_person():
    phrases = ["draws from the stock", "lays off 8♠ on 3♠–7♠", "discards 9♠"]
    assert words.turn_told("Bruno", phrases) == \
        "Bruno draws from the stock, lays off 8♠ on 3♠–7♠ and discards 9♠"
    assert words.turn_told("You", phrases) == \
        "You draw from the stock, lay off 8♠ on 3♠–7♠ and discard 9♠"
    assert words.deeds("You", [words.KNOCKS]) == "knock!"
    assert words.deeds("You", [words.PAY_ME_CALLED]) == "call “Pay me!”"


@pytest.mark.parametrize("game, players", [("pay-me", 3), ("three-thirteen", 2), ("rummy", 3),
                                           ("gin", 2)])
def test_every_verb_a_turn_is_told_with_has_a_form_for_you(game, players):
    """Whatever a hand brings (lay-offs, knocks, calls, a renewed stock), "You" never reads
    "You draws"."""
    from game.bots import make_bot
    from scenes.table.turns import turns_of_hand

    verbs = set()
    for seed in range(1, 4):
        match = new_match(game, None, [Seat(str(i), "normal") for i in range(players)], seed)
        bots = [make_bot("normal", i) for i in range(players)]
        while not match.over and match.hand_number < 3:
            seat = match.pending()[0].seat
            match.apply(bots[seat].choose(match.view(seat)))
        for number in range(1, match.hand_number + 1):
            for told in turns_of_hand(match, 0, number):
                verbs |= {p.split(" ")[0] for p in told.phrases}
    assert {"draws", "discards"} <= verbs
    wrong = {v for v in verbs if words.deeds("You", [v]) == v}
    assert not wrong, f"no second-person form for {wrong}"


def test_a_card_is_written_as_the_table_writes_it():
    assert words.card(Card(0, *parse_face("10D"))) == "10♦"
    assert words.card(Card(1, *parse_face("JK"))) == "Joker"


def _colours(text: str) -> set[tuple[int, int, int]]:
    surface = pygame.Surface((400, 60))
    surface.fill((0, 0, 0))
    ui.text(surface, text, 40, (0, 0), ui.INK)
    w, h = surface.get_size()
    return {tuple(surface.get_at((x, y)))[:3] for x in range(w) for y in range(h)}


def test_suit_symbols_are_drawn_in_their_colours():
    make_app()
    assert ui.measure("Q♥", 40) > ui.measure("Q", 40) + 10, "the heart takes its own room"
    reds = {c for c in _colours("Q♥") if c[0] > 200 and c[1] < 140}
    assert reds, "a red heart beside the white Q"
    surface = pygame.Surface((400, 60))
    ui.text(surface, "Q♥", 40, (0, 0), ui.INK)
    red_xs = [x for x in range(400) for y in range(60)
              if (c := surface.get_at((x, y)))[0] > 200 and c[1] < 140]
    assert min(red_xs) >= ui.measure("Q", 40) - 2, "after the Q, not over it"
    assert not {c for c in _colours("QH") if c[0] > 200 and c[1] < 140}
    spade = _colours("♠")
    assert ui.INK in spade and not {c for c in spade if c[0] > 200 and c[1] < 140}, \
        "black suits take the text's colour"


def _blue(colours: set[tuple[int, int, int]]) -> bool:
    return any(b > 200 and r < 160 for r, _, b in colours)


def _green(colours: set[tuple[int, int, int]]) -> bool:
    return any(g > 200 and r < 160 and b < 180 for r, g, b in colours)


def test_the_four_colour_setting_colours_the_suits_in_text_too():
    app = make_app()
    assert not _blue(_colours("♦")) and not _green(_colours("♣"))
    app.settings.four_colour = True
    app.apply_settings()
    try:
        assert _blue(_colours("♦")), "diamonds blue, as on the four-colour cards"
        assert _green(_colours("♣")), "clubs green"
        assert not _blue(_colours("♥")) and not _green(_colours("♠"))
    finally:
        app.settings.four_colour = False
        app.apply_settings()
    assert not _blue(_colours("♦")), "back to two colours when the setting is turned off"


def said(m: Match, game: str, most: int = 8) -> str:
    """How the title and load screens describe `m` once saved."""
    return words.save_line(SaveSummary.of(m), game, most)


def test_a_saved_match_is_described_with_its_standing():
    from game.bots import make_bot

    m = new_match("gin", None, [Seat("You"), Seat("Bruno", "normal")], 3)
    assert said(m, "Gin Rummy") == "Gin Rummy · hand 1 · You: 0, Bruno: 0"
    bots = [make_bot("normal", 1), make_bot("normal", 2)]
    while not m.over:
        seat = m.pending()[0].seat
        m.apply(bots[seat].choose(m.view(seat)))
        if m.hand_number == 2 and not m.over:
            assert said(m, "Gin Rummy") == \
                f"Gin Rummy · hand 2 · You: {m.totals[0]}, Bruno: {m.totals[1]}"
    final = m.final_scores()
    assert final != tuple(m.totals), "the game bonus counts in the finished line"
    winner = "You" if final[0] > final[1] else "Bruno"
    assert said(m, "Gin Rummy") == \
        f"Gin Rummy · {winner} won · You: {final[0]}, Bruno: {final[1]}"
    shared = SaveSummary("pay-me", True, 11, ("Ann", "Bo", "Cy"), (40, 40, 90), (0, 1))
    assert words.save_line(shared, "Pay Me") == "Pay Me · Ann and Bo won · Ann: 40, Bo: 40, Cy: 90"
    many = new_match("pay-me", None, 6, 1)
    assert said(many, "Pay Me", most=3).endswith("Player 2: 0, Player 3: 0 and 3 more")


def test_the_title_names_as_many_players_beside_continue_as_fit():
    """Four players fit beside *Continue* at 1280x720 ("… and 1 more" would say less in as
    much room); of eight, as many as fit, then how many more."""
    from scenes.menus.load import save_note

    make_app()
    room = 482  # at 1280x720: from the button's right edge to the window's, less margins
    four = SaveSummary.of(
        new_match("pay-me", None, [Seat(n) for n in ("You", "Bruno", "Cleo", "Dmitri")], 1))
    assert save_note(four, 20, room) == \
        "Pay Me · hand 1 · You: 0, Bruno: 0, Cleo: 0, Dmitri: 0"
    eight = SaveSummary.of(new_match("pay-me", None, 8, 1))
    note = save_note(eight, 20, room)
    named = note.count(":")
    assert 1 < named < 8 and note.endswith(f" and {8 - named} more")
    more = words.save_line(eight, "Pay Me", named + 1)
    assert ui.measure(note, 20) <= room < ui.measure(more, 20)
    assert save_note(eight, 20, 50) == "Pay Me · hand 1 · Player 1: 0 and 7 more"


def test_a_hands_points_are_added_up_in_words():
    names = ["You", "Bruno"]
    assert words.reckoning([["deadwood", 1, 26], ["gin-bonus", None, 20]], names) == \
        "Points: Bruno’s deadwood 26 + gin bonus 20 = 46"
    assert words.reckoning([["deadwood", 1, 8], ["deadwood", 0, -1],
                            ["undercut-bonus", None, 10]], names) == \
        "Points: Bruno’s deadwood 8 − your deadwood 1 + undercut bonus 10 = 17"
    assert words.reckoning([["cards", 0, 20]], names) == "Points: your cards left 20"
    assert words.reckoning([["cards", 0, 20], ["cards", 1, 2], ["rummy-double", None, 22]],
                           names) == \
        "Points: your cards left 20 + Bruno’s cards left 2, doubled for going rummy = 44"
    assert words.reckoning([["rummy-adds", None, 10]], names) == \
        "Going rummy added 10 to everyone else’s count."
    assert words.reckoning([], names) == ""


def test_parts_that_are_not_understood_say_nothing():
    for parts in ([["bonus-from-the-future", None, 5]], [["deadwood", 7, 3]], [["deadwood"]],
                  "nonsense", [[1, 2, 3]]):
        assert words.reckoning(parts, ["You", "Bruno"]) == ""  # type: ignore[arg-type]


# the word that marks the sentence of a game's rules page describing each numeric house rule
RULE_SENTENCE = {"undercut_bonus": "undercut", "gin_bonus": "Gin scores", "target": "First to",
                 "hands": "number of hands", "chips": "starts with",
                 "may_i_limit": "May I? claims"}


def test_each_games_rules_page_names_every_number_its_house_rules_allow():
    """The page describes the defaults; a number an option can set (a bonus, a target) must
    appear beside them, so a changed default or a new choice cannot leave the page wrong."""
    from game.games import GAMES

    for game_id, game in GAMES.items():
        sentences = re.split(r"(?<=\.) ", " ".join(body for _, body in words.RULES[game_id]))
        for option in game.options:
            numbers = [c for c in option.choices
                       if isinstance(c, int) and not isinstance(c, bool) and c]
            if not numbers:
                continue
            said = [s for s in sentences if RULE_SENTENCE[option.key] in s]
            assert said, (game_id, option.key)
            for number in numbers:
                assert any(re.search(rf"\b{number}\b", s) for s in said), \
                    (game_id, option.key, number)


def test_every_game_has_its_rules_page_with_a_worked_example_of_scoring():
    """A game registered without its page had crashed the rules reader (KeyError): each has
    one, and a game that has none yet still opens on its blurb."""
    from game.games import GAMES

    for game_id in GAMES:
        page = words.RULES.get(game_id)
        assert page, f"{game_id} has no rules page"
        assert words.rules_page(game_id) is page
    chief = " ".join(body for _, body in words.RULES["indian-chief"])
    for said in ("9♠ 9♥ 9♦ 4♣ 4♠ 8♦ 7♥", "35 + 5 = 40", "exactly 25", "Beggar Man",
                 "Thieves of the same rank", "press its number"):
        assert said in chief, said
    tong = " ".join(body for _, body in words.RULES["tong-its"])
    for said in ("3 + 3 + 1 + 2 = 9", "face down", "folds or challenges", "two hands in a row"):
        assert said in tong, said
    assert words.rules_page("no-such-game") == [(words.NO_PAGE, "")]


def test_each_games_rules_page_says_what_happens_when_the_stock_runs_out():
    """The table tells a renewed stock as it happens; the rules say it beforehand."""
    said = {game: " ".join(text for _, text in page) for game, page in words.RULES.items()}
    for game in ("pay-me", "three-thirteen"):
        assert "shuffled into a new stock" in said[game], game
    assert "turned over to make a new stock" in said["rummy"] and "blocked" in said["rummy"]
    assert "stock gets down to two cards" in said["gin"] and "void" in said["gin"]


def test_the_winner_line_names_one_winner_or_all_who_share_the_win():
    assert words.winner_line(["You"]) == "You win the match!"
    assert words.winner_line(["Ann"]) == "Ann wins the match!"
    assert words.winner_line(["Ann", "You"]) == "Ann and You share the win!"
    assert words.winner_line(["Ann", "Ben", "Cleo"]) == "Ann, Ben and Cleo share the win!"
    assert words.winner_line([]) == "No winner"


@pytest.mark.parametrize("key", sorted(words.ONE))
def test_a_count_of_one_reads_in_the_singular(key):
    one, two = words.say_count(key, 1), words.say_count(key, 2)
    assert two == words.SAY[key].format(n=2)
    assert one.replace("1", "2", 1) != two and len(one) < len(two), (one, two)


def test_a_match_of_one_fixed_hand_says_so_in_the_singular():
    assert words.goal_line(Goal(hands=1), False) == "After one hand the highest total wins."
    assert words.goal_line(Goal(hands=3), True) == "After 3 hands the lowest total wins."


def test_a_line_drawn_again_is_not_made_again_and_old_lines_are_forgotten():
    """Names and scores are drawn every frame: each image is made once and kept, but not
    for ever, as the texts change with the match."""
    surface = make_app().screen
    ui.text(surface, "Bruno · normal", 18, (0, 0))
    first = ui._texts[("Bruno · normal", 18, ui.INK, False, 0)]
    ui.text(surface, "Bruno · normal", 18, (0, 0))
    assert ui._texts[("Bruno · normal", 18, ui.INK, False, 0)] is first
    for n in range(2100):
        ui.text(surface, f"score {n}", 18, (0, 0))
    assert len(ui._texts) <= 2001


def test_buttons_in_a_group_share_the_largest_text_size_at_which_every_label_fits():
    """Where one long label must shrink, the others shrink with it: no mixed sizes."""
    make_app()
    buttons = [ui.Button("a", "Menu"), ui.Button("b", "Sort by rank and then by suit")]
    for i, b in enumerate(buttons):
        b.rect = pygame.Rect(i * 130, 0, 120, 34)
    ui.share_text_size(buttons)
    size = buttons[0].text_size
    assert size is not None and size < 17 and {b.text_size for b in buttons} == {size}
    assert ui.measure(buttons[1].label, size) <= 110 < ui.measure(buttons[1].label, size + 2)
    short = [ui.Button("a", "Menu"), ui.Button("b", "Hint")]
    for i, b in enumerate(short):
        b.rect = pygame.Rect(i * 130, 0, 120, 34)
    ui.share_text_size(short)
    assert {b.text_size for b in short} == {17}, "half the button's height, when all fit"


def test_a_button_is_cream_lighter_under_the_pointer_gold_when_accented_and_grey_when_off():
    """With its shadow below; a greyed button stays grey under the pointer or accented, and
    a name field's words start from its left where a button's are centred."""
    make_app()

    def drawn(label: str = "", **state: bool) -> pygame.Surface:
        surface = pygame.Surface((160, 80))
        surface.fill((0, 0, 0))
        ui.Button("k", label, pygame.Rect(20, 10, 120, 56), **state).draw(surface)
        return surface

    def middle(**state: bool) -> tuple[int, ...]:
        return tuple(drawn(**state).get_at((80, 38))[:3])

    assert middle() == ui.BUTTON and middle(hover=True) == ui.BUTTON_HOVER
    assert middle(accent=True) == middle(accent=True, hover=True) == ui.GOLD
    assert middle(enabled=False) == middle(enabled=False, hover=True) == ui.BUTTON_OFF
    assert middle(enabled=False, accent=True) == ui.BUTTON_OFF
    assert tuple(drawn().get_at((80, 69))[:3]) == ui.FELT_DARK, "the shadow under it"

    def inked_left(surface: pygame.Surface) -> bool:  # dark letters in its left sixth
        return any(sum(surface.get_at((x, y))[:3]) < 300 for x in range(24, 40)
                   for y in range(15, 60))

    assert inked_left(drawn("Ann", field=True)) and not inked_left(drawn("Ann"))


def test_no_text_is_set_smaller_than_eight():
    """However far a label is squeezed, it is set at eight at least: smaller is a smudge, and
    a size of nothing would not draw at all."""
    make_app()
    assert ui.font(0) is ui.font(8) and ui.font(3, bold=True) is ui.font(8, bold=True)
    assert ui.font(0).get_height() > 0


@pytest.mark.parametrize("line", ["Bruno knocks", "Bruno discards Q♥"])
def test_text_is_drawn_with_smoothed_edges(line):
    """Jagged letters look broken at the table's small sizes, beside a suit symbol too."""
    make_app()
    img = ui._render(line, 18, False, ui.INK)
    alphas = {img.get_at((x, y)).a for x in range(img.get_width()) for y in range(img.get_height())}
    assert len([a for a in alphas if 0 < a < 255]) > 20
