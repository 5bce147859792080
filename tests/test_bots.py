"""Computer opponents: they finish every game, replay from the seed, play the obvious moves,
and receive nothing hidden."""

import dataclasses
import itertools
import random

import pytest

from game.actions import Discard, Done, Draw, GoOut, Knock, LayOff, Meld, Pass
from game.api import new_match
from game.bots import LEVELS, UnknownBot, bot_seed, make_bot
from game.bots.base import Spot, TimeLimit
from game.bots.hand import partner_counter
from game.bots.hard import STEPS, HardBot
from game.bots.normal import ranked, wanted_by_next
from game.games import ENGINES as GAMES  # the coming games' engines too
from game.match import Match
from game.simulate import play_match
from game.solver import min_deadwood
from tests.helpers import PYTHON_CALLS, card, pay_me_showdown, rig, setup
from tests.test_random_play import pick
from tests.test_view import hide_and_shuffle, restore, saved

FAST_LEVELS = ["random", "easy", "normal"]


def bots_for(match, levels):
    return [HardBot(bot_seed(match.seed, s), steps=40) if level == "hard"
            else make_bot(level, bot_seed(match.seed, s)) for s, level in enumerate(levels)]


def short(game, players, seed):
    """A short match of the game (fewer hands or a lower target) so tests stay quick."""
    options = {"target": 50} if game in ("gin", "rummy") else {"hands": 6} \
        if game == "tong-its" else None
    match = new_match(game, options, players, seed)
    if game in ("pay-me", "three-thirteen"):
        match.rules = dataclasses.replace(match.rules, hands=3)
    return match


@pytest.mark.parametrize("game", list(GAMES))
@pytest.mark.parametrize("level", [*FAST_LEVELS, "hard"])
def test_every_level_finishes_every_game(game, level):
    players = 2 if game == "gin" else 3
    match = short(game, players, seed=11)
    outcome = play_match(match, bots_for(match, [level] * players))
    assert match.over and outcome.forfeit is None and outcome.winners


@pytest.mark.parametrize("level", [*FAST_LEVELS, "hard"])
def test_bots_replay_exactly_from_the_match_seed(level):
    histories = []
    for _ in range(2):
        match = short("pay-me", 3, seed=5)
        play_match(match, bots_for(match, [level, "normal", "easy"]))
        histories.append(match.history)
    assert histories[0] == histories[1]


def test_unknown_level_is_refused():
    with pytest.raises(UnknownBot, match="levels: random, easy, normal, hard"):
        make_bot("genius", 1)
    assert set(LEVELS) == {"random", "easy", "normal", "hard"}


def test_only_the_hard_bots_budget_follows_how_long_it_may_think():
    assert make_bot("hard", 1, think=0.5).steps == STEPS // 2
    assert make_bot("hard", 1, think=0.1).steps == STEPS // 10  # the least, and the most
    assert make_bot("hard", 1, think=10.0).steps == STEPS * 10
    assert make_bot("hard", 1).steps == STEPS
    assert make_bot("normal", 1, think=3.0).level == "normal"  # no search to scale
    for wrong in (0.0, -1.0, 11.0, float("nan")):
        with pytest.raises(UnknownBot, match=r"thinking budget must be from 0\.1 to 10 "):
            make_bot("hard", 1, think=wrong)


# -- nothing hidden reaches a bot ------------------------------------------------------------
def reachable(root):
    """Every object reachable from `root` through attributes, slots and containers."""
    seen, todo, out = set(), [root], []
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, str | int | float | bool | type(None)):
            continue
        seen.add(id(obj))
        out.append(obj)
        if isinstance(obj, dict):
            todo += list(obj.keys()) + list(obj.values())
        elif isinstance(obj, list | tuple | set | frozenset):
            todo += list(obj)
        else:
            todo += list(getattr(obj, "__dict__", {}).values())
            for cls in type(obj).__mro__:
                for slot in getattr(cls, "__slots__", ()):
                    if hasattr(obj, slot):
                        todo.append(getattr(obj, slot))
            if hasattr(obj, "__self__"):
                todo.append(obj.__self__)
    return out


@pytest.mark.parametrize("game", list(GAMES))
def test_what_a_bot_receives_holds_no_other_hand_and_no_stock(game):
    match = new_match(game, seats=max(2, GAMES[game].players[0]), seed=3)
    rng = random.Random(1)
    for _ in range(60):
        if match.over:
            break
        seat = match.pending()[0].seat
        view = match.view(seat)
        objects = reachable(view)
        assert not any(isinstance(o, Match) for o in objects)
        private = [match.stock, match.hands, *match.hands, match.rng]
        assert not any(o is p for o in objects for p in private)
        # no card of the stock or of the other hand appears anywhere in what the bot gets,
        # apart from the deck's make-up (which cards exist, not where they are) and the
        # hands shown at the end of earlier hands (ids are reused by every deal)
        hidden = set(match.stock) | {c for s, h in enumerate(match.hands) if s != seat
                                     for c in h}
        hidden |= {c.id for m in match.table if m.face_down and m.owner != seat
                   for c in m.cards}
        placed = reachable(dataclasses.replace(view, deck=(), results=()))
        shown = {o.id for o in placed if hasattr(o, "rank") and hasattr(o, "id")}
        assert not hidden & shown
        match.apply(rng.choice(view.legal))


@pytest.mark.parametrize("game", list(GAMES))
def test_bots_choose_the_same_whatever_the_hidden_cards_are(game):
    match = new_match(game, seats=max(2, GAMES[game].players[0]), seed=9)
    rng = random.Random(2)
    levels = [lambda: make_bot("easy", 4), lambda: make_bot("normal", 4),
              lambda: HardBot(4, steps=30)]
    for step in range(40):
        if match.over:
            break
        seat = match.pending()[0].seat
        make = levels[step % len(levels)]
        before = make().choose(match.view(seat))
        kept = saved(match)
        hide_and_shuffle(match, seat, rng)
        assert make().choose(match.view(seat)) == before
        restore(match, kept)
        match.apply(pick(rng, match.legal_actions(seat)))


# -- the normal bot's judgement --------------------------------------------------------------
def choose(match, level="normal", seat=None):
    seat = match.pending()[0].seat if seat is None else seat
    return make_bot(level, 1).choose(match.view(seat))


def after_upcards(hands, stock="", discard="JC"):
    m = setup("gin", hands, stock=stock, discard=discard)
    m.apply(Pass(1))
    m.apply(Pass(0))
    return m


def test_normal_takes_a_discard_that_makes_a_meld_and_leaves_one_that_does_not():
    m = setup("gin", {0: "KS", 1: "7C 7D 2S 4S 9H JD QH KC 3D 5H"}, discard="7H")
    assert choose(m) == Draw(1, "discard")
    m = setup("gin", {0: "KS", 1: "7C 7D 2S 4S 9H JD QH KC 3D 5H"}, discard="8S")
    assert choose(m) == Pass(1)


def test_normal_discards_the_card_that_leaves_the_least_deadwood():
    m = after_upcards({0: "KS", 1: "AS 2S 3S 5C 5D 7H 7C 9D 9S QD"}, stock="4H")
    m.apply(Draw(1, "stock"))
    assert choose(m) == Discard(1, card(m, "QD", 1))


def test_normal_keeps_pairs_over_a_lone_card_of_similar_value():
    m = after_upcards({0: "KS", 1: "AS 2S 3S 4C 4D 6H 9C 9D QS KH"}, stock="7D")
    m.apply(Draw(1, "stock"))
    # QS and KH are lone high cards; 9C 9D a pair; 7D a lone card: throw a court card
    assert choose(m) in (Discard(1, card(m, "QS", 1)), Discard(1, card(m, "KH", 1)))


def test_normal_keeps_a_wild_that_counts_most_but_throws_it_at_the_last_discard():
    """In Pay Me's first hand 3♣ is wild and counts 15, so throwing it leaves the least
    deadwood; but it is the card likeliest to make a meld, and the next player may take it.
    Only at the hand's last discard (after a call) does the count alone decide."""
    m = setup("pay-me", {0: "9H 9D KC", 1: "6D JS 3C"}, stock="7S 5C")
    m.apply(Draw(1, "stock"))
    assert choose(m) == Discard(1, card(m, "JS", 1))
    m = setup("pay-me", {0: "6D JS 3C", 1: "4H 5H 6H"}, stock="9C 7S")
    m.apply(Draw(1, "stock"))
    m.apply(GoOut(1, card(m, "9C", 1)))
    m.apply(Draw(0, "stock"))
    assert m.pending()[0].kind == "final-discard"
    assert choose(m) == Discard(0, card(m, "3C", 0))


def test_normal_weighs_partners_until_the_hands_last_discard_where_the_count_alone_decides():
    """4H 4S 6H 5D (3s wild): throwing 6H leaves 13, 5D 14; 6H has a partner (4H), 5D none."""
    m = setup("three-thirteen", {0: "4H 4S 5D", 1: "6S 7S 8S"}, stock="JD 6H QC")
    m.apply(Draw(1, "stock"))
    m.apply(Discard(1, card(m, "JD", 1)))
    m.apply(Draw(0, "stock"))
    assert choose(m) == Discard(0, card(m, "5D", 0)), "the lone card, though it saves less"
    m = setup("three-thirteen", {0: "4H 4S 5D", 1: "6S 7S 8S"}, stock="JD 6H")
    m.apply(Draw(1, "stock"))
    m.apply(GoOut(1, card(m, "JD", 1)))
    m.apply(Draw(0, "stock"))
    assert m.pending()[0].kind == "final-discard"
    assert choose(m) == Discard(0, card(m, "6H", 0)), "the least deadwood"


def partners_in(match, seat):
    hand = [match.cards[c] for c in match.hands[seat]]
    count = partner_counter(hand, match.hand_rules)
    return {str(c): count(c) for c in hand}


def test_partner_counts_pairs_near_runs_and_wilds_in_one_deck_and_two():
    one_deck = setup("gin", {0: "7H 7S 8H KD QC 2C", 1: "AS"})
    two_decks = rig(new_match("three-thirteen", None, 3, 1), {0: "7H 7S 8H KD QC 2C", 1: "AS"})
    for m in (one_deck, two_decks):
        # 7H: 7S and 8H; 8H: 7H; KD and QC differ in suit; 2C alone
        assert partners_in(m, 0) == {"7H": 2, "7S": 1, "8H": 1, "KD": 0, "QC": 0, "2C": 0}
    wild = rig(new_match("three-thirteen", None, 2, 1), {0: "3D 9C KS", 1: "AS"})  # threes wild
    assert partners_in(wild, 0) == {"3D": 2, "9C": 1, "KS": 1}


@pytest.mark.parametrize(("game", "players", "options"), [
    ("gin", 2, None), ("pay-me", 2, None), ("pay-me", 2, {"ace": "either"}),
    ("three-thirteen", 3, None), ("pay-me", 4, None)])  # the last two: several decks
def test_the_quick_partner_count_agrees_with_comparing_card_by_card(game, players, options):
    from game.bots.hand import related

    rng = random.Random(f"partners {game} {options}")
    for number in (1, 6, 11):
        match = new_match(game, options, players, seed=number)
        rules = match.rules.hand_rules(number)
        for _ in range(40):
            hand = rng.sample(match.cards, rng.randint(3, 13))
            count = partner_counter(hand, rules)
            assert [count(c) for c in hand] == [
                sum(1 for o in hand if o.id != c.id and related(c, o, rules)) for c in hand]


def test_two_cards_are_related_when_one_meld_could_hold_both():
    """The danger of feeding the next player: a card is risky when it could share a meld with
    one they took."""
    from game.bots.hand import related

    gin = setup("gin", {0: "7H 8H 9H TH 7S KH AH 3C", 1: "AS"})
    high = setup("pay-me", {0: "QH KH AH 5S", 1: "AS"}, options={"ace": "either"})
    wild = setup("three-thirteen", {0: "3D 9C KS", 1: "AS"})  # threes wild

    def rel(m, a, b):
        hand = {str(c): c for c in m.cards_of(m.hands[0])}
        return related(hand[a], hand[b], m.hand_rules)

    assert rel(gin, "7H", "8H") and rel(gin, "7H", "9H"), "a gap a run may fill"
    assert not rel(gin, "7H", "10H"), "too far for a run of three"
    assert rel(gin, "7H", "7S") and not rel(gin, "7S", "8H"), "a set, but no meld across suits"
    assert not rel(gin, "KH", "AH"), "the ace low only: no K-A"
    assert rel(high, "KH", "AH") and rel(high, "QH", "AH"), "Q K A, where the ace may be high"
    assert rel(wild, "3D", "9C") and rel(wild, "KS", "3D"), "a wild goes with anything"


def test_normal_remembers_what_the_next_player_took_and_avoids_feeding_it():
    m = setup("gin", {0: "AS 2S 3S 4H 5H 6H 9C 8S TD KH", 1: "9D TC KD QD 2H 3H 4C 5D 6D 9H"},
              stock="7D", discard="8C")
    m.apply(Draw(1, "discard"))  # seat 1 collects eights (or clubs)
    m.apply(Discard(1, card(m, "KD", 1)))
    m.apply(Draw(0, "stock"))
    view = m.view(0)
    assert wanted_by_next(view) == {card(m, "8C", 1)}

    def order(wanted):
        return [a for _, a in ranked(Spot.of_view(view, wanted))]

    eight, seven = Discard(0, card(m, "8S", 0)), Discard(0, card(m, "7D", 0))
    ahead = order(frozenset())
    assert ahead.index(eight) < ahead.index(seven)  # alone, the higher card goes first
    wary = order(wanted_by_next(view))
    assert wary.index(seven) < wary.index(eight)  # but not an eight to an eight collector


def test_normal_knocks_and_prefers_gin():
    m = after_upcards({0: "KS", 1: "AS 2S 3S 4H 5H 6H 9C 9D 9H 2C"}, stock="KD")
    m.apply(Draw(1, "stock"))
    assert choose(m) == Knock(1, card(m, "KD", 1))  # gin: every card but the KD melds
    m = after_upcards({0: "KS", 1: "AS 2S 3S 4H 5H 6H 9C 9D 9H 2C"}, stock="7D")
    m.apply(Draw(1, "stock"))
    assert choose(m) == Knock(1, card(m, "7D", 1))  # 2 deadwood: knock


def test_normal_lays_off_its_loose_cards_then_is_done():
    m = after_upcards({0: "7S 8S 9C TD JH QH 2C 3D 4C 5C",
                       1: "AS 2S 3S 4H 5H 6H 9D 9H 9S KH"}, stock="KD")
    m.apply(Draw(1, "stock"))
    m.apply(Knock(1, card(m, "KD", 1)))
    first = choose(m)
    assert isinstance(first, LayOff) and m.cards[first.card].rank in (7, 9, 1, 4)
    for _ in range(5):
        action = choose(m)
        m.apply(action)
        if isinstance(action, Done):
            break
    assert m.hand_number == 2  # scored


def test_normal_lays_a_wild_at_the_end_of_a_run_that_lets_more_follow_it():
    """Above 6♠ 7♠ 8♠ the joker would be 9♠ and strand 4♠; below, as 5♠, 4♠ follows it."""
    m = pay_me_showdown("JK 4S 9C", "6S 7S 8S")
    assert choose(m) == LayOff(0, card(m, "JK", 0), 0, below=True)
    m.apply(choose(m))
    assert choose(m) == LayOff(0, card(m, "4S", 0), 0)
    m = pay_me_showdown("JK TS 9C", "6S 7S 8S")  # and above, as 9♠, where 10♠ follows it
    assert choose(m) == LayOff(0, card(m, "JK", 0), 0, below=False)


def test_the_deadwood_after_laying_off_counts_cards_that_fit_only_after_another():
    """On 6♠ 7♠ 8♠, 10♠ fits only once 9♠ is on: 4♣ is left, 5 points."""
    from game.bots.showdown_discard import after_layoffs

    view = pay_me_showdown("TS 9S 4C", "6S 7S 8S").view(0)
    fits = [m.fit for m in view.table]
    assert after_layoffs(list(view.hand), fits, view.hand_rules) == 5
    assert [len(f.stands) for f in fits] == [3], "the table's melds are left as they were"


def test_normal_calls_pay_me_when_it_can():
    m = setup("pay-me", {1: "4S 5S", 0: "KD KH KC"}, stock="6S")
    m.apply(Draw(1, "stock"))
    assert isinstance(choose(m), GoOut)


def test_normal_goes_rummy_and_plays_its_melds():
    m = setup("rummy", {1: "AS 2S 3S 4S 7D 7H 7C KH KD KC", 0: "2H"}, stock="QS")
    m.apply(Draw(1, "stock"))
    action = choose(m)
    assert isinstance(action, Meld) and len(action.melds) == 3  # all at once: rummy
    m = setup("rummy", {1: "AS 2S 3S 8D 9H JC QH 4D 6C 5H", 0: "2H"}, stock="KS")
    m.apply(Draw(1, "stock"))
    action = choose(m)
    assert isinstance(action, Meld) and [m.cards[c].rank for c in action.melds[0]] == [1, 2, 3]


def test_normal_lays_down_only_a_meld_of_its_best_arrangement():
    """With A♣ drawn, 7♥ 8♥ 9♥ leaves 35 in the hand; the set 7♥ 7♣ 7♦ would leave 38."""
    m = setup("rummy", {1: "7H 7C 7D 8H 9H KS QD", 0: "2H 3C 4D 5S 6H 8C 9D"}, stock="AC")
    m.apply(Draw(1, "stock"))
    view = m.view(1)
    melds = [[str(view.deck[c]) for c in a.melds[0]] for _, a in ranked(Spot.of_view(view))
             if isinstance(a, Meld)]
    assert melds == [["7H", "8H", "9H"]]


def test_easy_still_goes_out_and_takes_a_meld_making_discard():
    m = setup("pay-me", {1: "4S 5S", 0: "KD KH KC"}, stock="6S")
    m.apply(Draw(1, "stock"))
    assert isinstance(choose(m, "easy"), GoOut)
    hands = {0: "KS", 1: "7C 7D 2S 4S 9H JD QH KC 3D 5H"}

    def takes(pile):  # in how many of 40 games easy takes the top of this pile
        m = setup("gin", hands, discard=pile)
        return [make_bot("easy", s).choose(m.view(1)) for s in range(40)].count(Draw(1, "discard"))

    assert 20 <= takes("8S 7H") < 40, "taken, but left by a careless move one time in four"
    assert takes("7H 8S") == 0, "a card that makes no meld is left"


def test_easy_throws_its_highest_loose_card_keeps_its_wilds_and_lays_its_longest_meld():
    """A beginner's habits, with one careless move in four."""
    m = setup("pay-me", {1: "JK KC 5D", 0: "8H 8C 8D"}, stock="9S")
    m.apply(Draw(1, "stock"))
    thrown = [str(m.cards[make_bot("easy", s).choose(m.view(1)).card]) for s in range(60)]
    assert thrown.count("KC") + thrown.count("9S") >= 40, "the tens, the highest loose cards"
    assert thrown.count("JK") <= 10, "a wild only by a careless move"
    m = setup("rummy", {1: "AS 2S 3S 4S 7D 7H 7C KH 9D 5C", 0: "2H"}, stock="QD")
    m.apply(Draw(1, "stock"))
    first = make_bot("easy", 1).choose(m.view(1))
    assert isinstance(first, Meld) and len(first.melds[0]) == 4, "the run of four, not three"


def test_hard_returns_a_legal_choice_among_the_best_candidates():
    m = after_upcards({0: "KS 8S 8D 4C 6C JD QH 2H 3H TC",
                       1: "AS 2S 3S 5C 5D 7H 7C 9D 9S QD"}, stock="4H")
    m.apply(Draw(1, "stock"))
    action = HardBot(1, steps=300).choose(m.view(1))
    assert m.is_legal(action)[0] and isinstance(action, Discard | Knock)


def test_hard_plays_every_candidate_out_on_the_guesses_its_guess_method_makes():
    """benchmarks/told.py prices what the bot cannot see by overriding `guess`: every play-out
    must start from it, or the told bot would measure the plain one."""
    m = after_upcards({0: "KS 8S 8D 4C 6C JD QH 2H 3H TC",
                       1: "AS 2S 3S 5C 5D 7H 7C 9D 9S QD"}, stock="4H")
    m.apply(Draw(1, "stock"))
    made: list[list[int]] = []  # the bot's own hand in each guess, before it is played out

    class Counting(HardBot):
        def guess(self, view, rng, known, tries, likely):  # type: ignore[no-untyped-def]
            guess = super().guess(view, rng, known, tries, likely)
            made.append(sorted(guess.hands[1]))
            return guess

    bot = Counting(1, steps=300)
    action = bot.choose(m.view(1))
    guesses = bot.last_search[0]
    assert m.is_legal(action)[0] and guesses >= 3
    assert len(made) % guesses == 0 and len(made) >= 2 * guesses  # each candidate, each guess
    assert all(hand == sorted(m.hands[1]) for hand in made)


@pytest.mark.parametrize("game", ["pay-me", "three-thirteen", "gin"])
def test_a_play_out_scores_hands_as_a_summary_would_without_laying_them_out(game):
    """Play-outs skip laying the hands out in melds (`lay_out`), which costs as much as the
    play-out at a showdown; the points must be the very same."""
    from game.bots.hard import playout

    summed, quick = new_match(game, seats=2, seed=5), new_match(game, seats=2, seed=5)
    quick.lay_out = False
    bots = [make_bot("normal", s) for s in range(2)]
    while len(summed.results) < 4:
        seat = summed.pending()[0].seat
        action = bots[seat].choose(summed.view(seat))
        summed.apply(action)
        quick.apply(action)
        assert [r.points for r in quick.results] == [r.points for r in summed.results]
    # only the one who went out (or knocked) shows melds, which the play went by
    assert all(sum(bool(s.melds) for s in r.shown) <= 1 for r in quick.results)
    assert any(sum(bool(s.melds) for s in r.shown) > 1 for r in summed.results)
    seat = summed.pending()[0].seat
    number = summed.hand_number
    playout(summed, bots[seat].choose(summed.view(seat)), seat, horizon=10_000)
    assert not summed.lay_out, "a play-out asks for the quick scoring"
    assert summed.results[-1].number == number and summed.hand_number == number, \
        "and ends with its hand: the next is not dealt"


def test_a_play_out_cut_short_is_judged_on_the_others_mean_deadwood_less_its_own():
    from game.bots.hard import playout

    def rigged():
        return setup("rummy", {0: "KS QD 2C", 1: "5H 6H 7H 9C", 2: "AS 2H 3D"}, stock="4C",
                     players=3)

    # seat 1 draws 4♣ and holds 13 in deadwood; the others 22 and 6, 14 on average
    assert playout(rigged(), Draw(1, "stock"), 1, horizon=1) == (1.0, 1)
    match = rigged()
    assert playout(match, Draw(1, "stock"), 1, horizon=3)[1] == 3  # the draw and two more
    assert len(match.history) == 3 and match.hand_number == 1


def feeding_deal() -> Match:
    return setup("gin", {0: "AS 2S 3S 4H 5H 6H 7H 2C 3C 8S",
                         1: "9D TC KD QD 2H 3H 4C 5D 6D 9H"}, stock="7D", discard="8C")


def feeding_spot() -> Match:
    """Seat 1 took the 8♣; seat 0, to discard, would throw its 8♠ for the least deadwood."""
    m = feeding_deal()
    m.apply(Draw(1, "discard"))
    m.apply(Discard(1, card(m, "KD", 1)))
    m.apply(Draw(0, "stock"))
    return m


def test_play_outs_know_what_each_seat_took_and_keep_from_feeding_it():
    """Normal keeps from feeding the next seat what it took (above); in the hard bot's
    play-outs every seat knows the same, or the search would count on being fed."""
    from game.bots import rollout
    from game.bots.hard import playout

    blind = feeding_spot()
    rollout.step(blind, quick=False)
    assert str(blind.cards[blind.discard[-1]]) == "8S"  # unaware: the least deadwood
    told = feeding_spot()
    rollout.step(told, quick=False, taken=[set(), {card(told, "8C", 1)}])
    assert str(told.cards[told.discard[-1]]) == "7D"  # not an eight to the one that took one
    # a take in a play-out, its first action or a later one, is noted for the rest of it
    m = feeding_deal()
    taken: list[set[int]] = [set(), set()]
    playout(m, Draw(1, "discard"), 1, horizon=1, taken=taken)
    assert taken == [set(), {card(m, "8C", 1)}]
    m.apply(Discard(1, card(m, "4C", 1)))
    rollout.step(m, quick=False, taken=taken)  # the 4♣ joins seat 0's 2♣ 3♣
    assert m.log[-1].data["source"] == "discard"
    assert taken == [{card(m, "4C", 0)}, {card(m, "8C", 1)}]
    m.apply(Discard(0, card(m, "8S", 0)))
    rollout.step(m, quick=False, taken=taken)  # a draw from the stock is nobody's business
    assert m.log[-1].data["source"] == "stock" and len(taken[1]) == 1


@PYTHON_CALLS
def test_hard_tells_its_play_outs_what_each_seat_was_seen_taking(monkeypatch):
    import game.bots.hard as hard
    from game.determinise import CardMemory

    m = feeding_spot()
    m.apply(Discard(0, card(m, "7D", 0)))
    m.apply(Draw(1, "discard"))  # seat 1 takes a second card, the 7♦
    seen: list[list[set[int]] | None] = []
    real = hard.playout

    def spy(match, first, me, horizon=hard.HORIZON, taken=None):  # type: ignore[no-untyped-def]
        seen.append(None if taken is None else [set(t) for t in taken])
        return real(match, first, me, horizon, taken)

    monkeypatch.setattr(hard, "playout", spy)
    HardBot(1, steps=200).choose(m.view(1))
    assert seen and all(t == [set(), {card(m, "8C", 1), card(m, "7D", 1)}] for t in seen)
    m.apply(Discard(1, card(m, "8C", 1)))  # thrown: no longer collected
    memory = CardMemory()
    memory.update(m.view(1))
    assert memory.own_takes(m.view(1)) == {card(m, "7D", 1)}
    seen.clear()
    HardBot(1, steps=200).choose(m.view(0))
    assert seen and all(t == [set(), {card(m, "7D", 1)}] for t in seen)


def test_hard_weighs_the_normal_choice_the_best_of_each_other_kind_then_the_next_best():
    from game.bots.hard import _candidates

    a, b, c = Discard(0, 1), Discard(0, 2), Discard(0, 3)
    k, j = Knock(0, 4), Knock(0, 5)
    scored = [(0.0, a), (1.0, b), (2.0, k), (3.0, c), (4.0, j)]
    assert _candidates(scored, 3) == [a, k, b]
    assert _candidates(scored, 4) == [a, k, b, c]
    assert _candidates(scored, 1) == [a, k], "every kind, even past the count"


def test_hard_guesses_more_hands_for_a_seat_that_has_had_more_turns():
    from game.bots.hard import MODEL_TRIES, _opponent_model

    m = setup("gin", {0: "AS 2S 3S 4H 5H 6H 7C 8C 9C QH", 1: "KS"},
              stock="2D 3D 4D 5D 6D 7D 8D 9D")
    m.apply(Pass(1))
    m.apply(Pass(0))
    view = m.view(0)
    assert _opponent_model(view)[0] == [1, 1], "nobody has discarded yet"
    seen = []
    for _ in range(2 * MODEL_TRIES):  # each seat draws and throws what it drew
        seat = m.pending()[0].seat
        m.apply(Draw(seat, "stock"))
        m.apply(Discard(seat, m.hands[seat][-1]))
        if seat == 1:
            tries = _opponent_model(m.view(0))[0]
            assert tries[0] == 1, "its own hand is known"
            seen.append(tries[1])
    assert seen == [2, 3, 4, 4] and MODEL_TRIES == 4, "one more a turn, up to MODEL_TRIES"


def test_hard_prefers_another_candidate_only_when_it_is_clearly_ahead():
    from game.bots.hard import _confident_best

    assert _confident_best([[0, 0], [5, 5]]) == 0, "too few guesses to judge"
    assert _confident_best([[0, 0, 0], [1, 1, 1], [2, 2, 2]]) == 2, "ahead on every guess"
    assert _confident_best([[0, 0, 0], [0.5, 0.5, 0.5]]) == 1, "if only by half a point"
    assert _confident_best([[0, 0, 0], [1, 1, 1], [1, 1, 1]]) == 1, "the first of equals"
    # ahead by 0.8 a guess, but by 1.3 standard errors (n - 1 in the spread), not 1.5
    assert _confident_best([[0, 0, 0], [2, 0, 0.4]]) == 0
    assert _confident_best([[0, 0, 0], [-1, -1, -1]]) == 0, "behind"


def test_hard_weighs_playing_on_against_knocking():
    from game.bots.hard import _candidates

    m = after_upcards({0: "KS", 1: "AS 2S 3S 4H 5H 6H 9C 9D 9H 2C"}, stock="7D")
    m.apply(Draw(1, "stock"))
    options = _candidates(ranked(Spot.of_view(m.view(1))), 3)
    assert isinstance(options[0], Knock)
    assert any(isinstance(a, Discard) for a in options)


def test_hard_keeps_the_normal_choice_unless_another_is_clearly_better():
    from game.bots.hard import _confident_best

    assert _confident_best([[1.0, 2.0, 3.0], [3.0, 0.5, 3.1]]) == 0  # ahead, but not surely
    assert _confident_best([[1.0, 2.0, 3.0], [6.0, 7.0, 8.5]]) == 1
    assert _confident_best([[1.0, 2.0, 3.0], [0.0, 1.0, 2.0], [9.0, 9.0, 9.0]]) == 2


def test_normal_bots_do_not_pass_a_wild_round_the_table_for_ever():
    # Four normal bots once took and threw back the same wild 2 for ever in Pay Me's
    # first hand: a wild is taken only if it is kept.
    match = new_match("pay-me", seats=4, seed=0)
    bots = [make_bot("normal", bot_seed(0, s)) for s in range(4)]
    for _ in range(3000):
        if match.hand_number > 1:
            break
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    assert match.hand_number > 1


def test_normal_bots_never_throw_back_the_card_they_just_took():
    # In Three Thirteen's ninth hand of this deal two normal bots took the 3 of clubs in turn
    # and threw it straight back (partners and what the other took outweighed its meld), for
    # ever: the rules allow it, the bot must not do it.
    match = new_match("three-thirteen", seats=2, seed=102)
    bots = [make_bot("normal", s) for s in range(2)]
    for _ in range(3000):
        if match.hand_number > 9:
            break
        seat = match.pending()[0].seat
        action = bots[seat].choose(match.view(seat))
        if isinstance(action, Discard):
            assert action.card != match.taken_discard
        match.apply(action)
    assert match.hand_number > 9


def test_normal_bots_never_undo_a_take_so_no_hand_goes_round_for_ever():
    # In Pay Me's sixth hand of this deal (eights and twos wild) two normal bots each took the
    # wild on the pile and threw another wild, for ever: partners and danger made the wild
    # look cheaper than the card the take was for. A turn that took from the pile must now
    # leave less deadwood than the hand had before it.
    match = new_match("pay-me", seats=2, seed=30)
    bots = [make_bot("normal", s) for s in range(2)]
    checked = 0
    for _ in range(1500):
        if match.hand_number > 6:
            break
        seat = match.pending()[0].seat
        view = match.view(seat)
        action = bots[seat].choose(view)
        if isinstance(action, Discard) and view.taken_discard is not None:
            rules = view.hand_rules
            before = min_deadwood([c for c in view.hand if c.id != view.taken_discard], rules)
            after = min_deadwood([c for c in view.hand if c.id != action.card], rules)
            assert after < before
            checked += 1
        match.apply(action)
    assert match.hand_number > 6 and checked


def test_normal_keeps_what_a_take_gained_even_over_a_card_with_partners():
    """Taking 8♠ makes 8♥ 8♣ 8♠ and leaves 15 after throwing 7♥; throwing the lone 5♠
    instead (the cheaper card by partners) would leave 17, as before the take."""
    m = setup("gin", {0: "KS", 1: "8H 8C 6H AS 3D JD JH 5S 7H JS"}, discard="8S")
    m.apply(Draw(1, "discard"))
    assert choose(m) == Discard(1, card(m, "7H", 1))
    rules, hand = m.hand_rules, m.cards_of(m.hands[1])
    before = min_deadwood([c for c in hand if str(c) != "8S"], rules)
    assert min_deadwood([c for c in hand if str(c) != "5S"], rules) == before == 17


def test_normal_never_throws_back_a_card_it_took_even_when_the_take_gained_nothing():
    """A take that gained nothing (a searching bot may make one) leaves Q♠ the cheapest card
    to lose: 25 left either way with a king, and Q♠ has no partner. Pay Me allows throwing
    it back, which would only waste the turn: a king goes instead."""
    m = setup("pay-me", {0: "5S 6D 9H", 1: "KD KH 4C"}, discard="QS")
    m.apply(Draw(1, "discard"))
    assert choose(m) in (Discard(1, card(m, "KD", 1)), Discard(1, card(m, "KH", 1)))
    assert Discard(1, card(m, "QS", 1)) in m.legal_actions(1)


def test_gin_look_ahead_is_the_mean_least_deadwood_after_the_next_draw():
    from game.bots.gin_discard import next_draw
    from tests.brute import brute_deadwood

    m = after_upcards({0: "KS", 1: "AS 2S 3S 5C 5D 7H 7C 9D 9S QD"}, stock="4H")
    m.apply(Draw(1, "stock"))
    view = m.view(1)
    rest = [c for c in view.hand if str(c) != "QD"]
    unseen = [c.id for c in view.deck if c not in view.hand and c not in view.discard][:6]
    expected = sum(min(brute_deadwood([c for c in rest + [view.deck[u]] if c is not out],
                                      view.hand_rules)
                       for out in rest + [view.deck[u]]) for u in unseen) / len(unseen)
    assert next_draw(rest, unseen, view) == pytest.approx(expected)


def test_gin_danger_counts_the_pairs_the_opponent_may_hold():
    from game.bots.gin_discard import danger

    m = after_upcards({0: "KS", 1: "AS 2S 3S 5C 5D 7H 7C 9D 9S QD"},
                      discard="9H 9C 8D TD JD 7D")
    view = m.view(1)
    nine = next(c for c in view.hand if str(c) == "9D")
    unseen = [c.id for c in view.deck if c not in view.hand and c not in view.discard]
    # every card that melds with 9D is gone or in our own hand: no danger at all
    assert danger(nine, view, unseen, set(), 10) == 0
    queen = next(c for c in view.hand if str(c) == "QD")
    queens = {c.id for c in view.deck if c.rank == 12 and c.suit in (0, 1)}  # QS QH
    assert danger(queen, view, [u for u in unseen if u not in queens], queens, 10) >= 1
    share = danger(queen, view, unseen, set(), 10)
    assert 0 < share < 1  # only a share of the unseen queens and diamonds is the opponent's


def test_gin_danger_is_the_expected_pairs_of_sets_and_runs_the_opponent_holds():
    """For 7♥: 7♠, 6♥ and 9♥ known held (1 each); 7♦, 7♣, 8♥ and 5♥ unseen, of which the
    opponent holds 2 of 4 (5 cards, 3 known), so 1/2 each. Sets: 7♠ 7♦, 7♠ 7♣ and 7♦ 7♣,
    1/2 + 1/2 + 1/4; runs: 5♥ 6♥, 6♥ 8♥ and 8♥ 9♥, 1/2 each."""
    from game.bots.gin_discard import danger

    view = setup("gin", {0: "7S 6H 9H", 1: "7H"}).view(1)
    face = {str(c): c for c in view.deck}
    held = {face[f].id for f in ("7S", "6H", "9H")}
    unseen = [*held, *(face[f].id for f in ("7D", "7C", "8H", "5H"))]
    assert danger(face["7H"], view, unseen, held, 5) == pytest.approx(1.25 + 1.5)
    # the opponent's cards all known: the unseen ones are not its
    assert danger(face["7H"], view, unseen, held, 3) == 0


def test_hard_in_gin_does_not_feed_a_pair_the_opponent_took():
    from game.bots import gin_discard

    m = after_upcards({0: "KS KD", 1: "AS 2S 3S 4H 5H 6H 7C 8C 9C QH"}, stock="KH")
    m.apply(Draw(1, "stock"))
    view = m.view(1)
    known = [set(m.hands[0]), set(m.hands[1])]
    scored = gin_discard.rerank(view, known, ranked(Spot.of_view(view)))
    assert isinstance(scored[0][1], Knock)  # knocking still comes first
    first = next(a for _, a in scored if isinstance(a, Discard))
    assert first == Discard(1, card(m, "QH", 1))  # not the king the opponent can set


def hard_in_gin(hard, seed, hands=2):
    """Seat 1's decisions (its view, what it knows of the hands, what it chose and the
    Gin judgement's order) over the first hands of a Gin match against a normal bot."""
    from game.bots import gin_discard
    from game.determinise import CardMemory

    match = new_match("gin", seats=2, seed=seed)
    normal, memory = make_bot("normal", 2), CardMemory()
    while not match.over and match.hand_number <= hands:
        seat = match.pending()[0].seat
        view = match.view(seat)
        if seat == 0:
            match.apply(normal.choose(view))
            continue
        known = memory.update(view)
        scored = ranked(Spot.of_view(view, wanted_by_next(view, known)))
        action = hard.choose(view)
        assert match.is_legal(action)[0]
        yield view, action, scored, gin_discard.rerank(view, known, scored)
        match.apply(action)


def test_hard_discards_in_gin_as_the_gin_judgement_orders_before_any_search():
    """With one candidate to weigh a discard needs no search: the hard bot's is the first of
    the Gin judgement's order, which at times differs from the normal bot's (and the Hint
    suggests it)."""
    from game.bots.advice import advise

    checked = differed = 0
    for view, action, scored, judged in hard_in_gin(HardBot(1, steps=40, candidates=1), 3, 3):
        if view.decision.kind == "discard" and not any(isinstance(a, Knock) for a in view.legal):
            assert action == judged[0][1] == advise(view)  # the Hint's too
            checked += 1
            differed += judged[0][1] != scored[0][1]
    assert checked > 10 and differed


def test_hard_searches_and_at_times_overrules_the_judged_first_choice():
    """Where to draw from (two candidates) and what to throw (three) alike."""
    from game.bots.hard import _candidates

    hard = HardBot(1, steps=200)
    decisions = [(action, _candidates(judged, hard.candidates))
                 for _, action, _, judged in hard_in_gin(hard, 0, hands=3)]
    overruled = {type(action) for action, options in decisions if action != options[0]}
    assert len(decisions) > 20 and overruled == {Draw, Discard}
    assert hard.last_search[0] >= 2  # guesses per candidate, the last time it searched


@PYTHON_CALLS
def test_the_gin_judgement_weighs_near_best_discards_on_the_next_draw_and_danger(
        monkeypatch):
    """Q♥ and K♥ both leave 10; the look ahead favours keeping K♥ (3 against 5), the danger
    of feeding Q♥ (one expected meld, 3 points) outweighs it. Discards far worse than the
    best are not judged again but put behind."""
    from game.bots import gin_discard

    m = after_upcards({0: "KS", 1: "AS 2S 3S 4H 5H 6H 7C 8C 9C QH"}, stock="KH")
    m.apply(Draw(1, "stock"))
    view = m.view(1)
    hand = {str(c): c for c in view.hand}
    rests: list[set[str]] = []

    def next_draw(rest, unseen, view_):  # type: ignore[no-untyped-def]
        rests.append({str(c) for c in rest})
        return 3.0 if hand["KH"] in rest else 5.0

    monkeypatch.setattr(gin_discard, "next_draw", next_draw)
    monkeypatch.setattr(gin_discard, "danger", lambda card, *_: 1.0 if str(card) == "QH" else 0)
    assert gin_discard.applies(view) and not gin_discard.applies(setup("rummy", {}).view(0))
    scored = gin_discard.rerank(view, [set(), set()], ranked(Spot.of_view(view)))
    cost = {str(view.deck[a.card]): c for c, a in scored if isinstance(a, Discard)}
    assert cost["KH"] == 0.5 * 10 + 5.0 and cost["QH"] == 0.5 * 10 + 3.0 + 3.0
    assert next(a for _, a in scored if isinstance(a, Discard)) == Discard(1, hand["KH"].id)
    assert cost["AS"] >= 1000, "far from the best: not judged again"
    assert sorted(map(len, rests)) == [10, 10] and set(hand) - rests[0] in ({"QH"}, {"KH"})
    # and 3 points more for each card the opponent took that Q♥ would meld with (Q♠)
    queen = next(c.id for c in view.deck if str(c) == "QS")
    again = gin_discard.rerank(view, [{queen}, set()], ranked(Spot.of_view(view)))
    assert {str(view.deck[a.card]): c for c, a in again if isinstance(a, Discard)}["QH"] == \
        cost["QH"] + 3.0


@pytest.mark.parametrize("game", ["gin", "rummy", "three-thirteen"])
def test_taking_a_card_that_joins_no_meld_is_judged_without_solving(game):
    # A discard with no wild about and nothing of its rank or next to it in its suit is in
    # no meld of any arrangement: take_helps says so at once, as the full judgement would.
    from game.bots.hand import take_helps
    from game.solver import deadwood_without_each, min_deadwood

    match = new_match(game, seats=2)
    rules = match.rules.hand_rules(6)
    rng = random.Random(3)
    for _ in range(150):
        *hand, top = rng.sample(match.cards, 9)
        after = deadwood_without_each([*hand, top], rules, hand)
        best_card = min(after, key=lambda cid: (after[cid], cid))
        rest = [c for c in hand if c.id != best_card]
        melded = after[best_card] < min_deadwood(rest, rules) + rules.value(top)
        expected = after[best_card] < min_deadwood(hand, rules) and melded
        assert take_helps(hand, top, rules)[0] == expected


@PYTHON_CALLS
def test_a_discard_that_touches_no_card_of_the_hand_is_refused_without_searching(monkeypatch):
    """Only a card of its rank, a neighbour in its suit (K and A where the ace may be high)
    or a wild can meld with it; with none of those the search is skipped."""
    from game.bots import hand as hand_module

    searched = []
    real = hand_module.deadwood_without_each
    monkeypatch.setattr(hand_module, "deadwood_without_each",
                        lambda *args: searched.append(1) or real(*args))

    def searches(game, hand, top, options=None):
        m = setup(game, {0: hand + " " + top, 1: "8D"}, options=options)
        cards = m.cards_of(m.hands[0])
        searched.clear()
        hand_module.take_helps(cards[:-1], cards[-1], m.hand_rules)
        return bool(searched)

    assert not searches("gin", "2C 7D 9S QS 4H", "KH")
    assert not searches("gin", "KH 7D 9S", "AH"), "no K-A where the ace is low"
    assert searches("gin", "2C 7D 9S QS KD", "KH"), "a king of another suit: a set"
    assert searches("gin", "2C 7D QH", "KH"), "the queen beside it: a run"
    assert not searches("gin", "2C 7D JH", "KH"), "J K: no run without the queen between"
    assert searches("pay-me", "KH 7D 9S", "AH", {"ace": "either"}), "K-A where the ace is high"
    assert searches("pay-me", "JK 7D 9S", "KH"), "a joker goes with anything"


def test_hard_takes_fewer_steps_where_steps_cost_more():
    from game.bots.hard import step_share

    plain = [step_share(n, 0.0) for n in range(3, 15)]
    wild = [step_share(n, 4 / 52) for n in range(3, 15)]  # Three Thirteen: one rank
    many = [step_share(n, 10 / 54) for n in range(3, 15)]  # Pay Me: 2s, jokers and a rank
    assert plain[:8] == [1.0] * 8 and plain[-1] < plain[8]  # ten cards or fewer: all of it
    assert all(a >= b for a, b in itertools.pairwise(wild))
    assert wild[0] == wild[5] and wild[-1] < wild[0] / 2  # past eight cards, fewer
    assert all(m <= w for m, w in zip(many, wild, strict=True)) and many[-1] < wild[-1]


def test_hard_keeps_the_normal_choice_on_too_few_guesses():
    from game.bots.hard import _confident_best

    assert _confident_best([[1.0, 2.0], [5.0, 6.0]]) == 0
    assert _confident_best([[1.0], [5.0]]) == 0


def test_hard_plays_shorter_play_outs_rather_than_too_few():
    # The last hand of Three Thirteen (13 cards, kings wild): few steps, so play-outs are cut
    # short and every candidate still meets a handful of guesses.
    import game.bots.hard as hard

    match = new_match("three-thirteen", seats=2, seed=3)
    bots = [make_bot("normal", s) for s in range(2)]
    while not (match.hand_number == 11 and match.pending()[0].kind == "discard"):
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    bot = HardBot(1)
    bot.choose(match.view(match.pending()[0].seat))
    guesses, horizon = bot.last_search
    assert horizon < hard.HORIZON and guesses >= hard.MIN_GUESSES - 1
    # the budget is the share for 14 cards of which a rank (a thirteenth of the deck) is wild,
    # spread over three candidates: less than as many cards without wilds would get
    def horizon_for(wild):
        return int(hard.STEPS * hard.step_share(14, wild) / (3 * hard.MIN_GUESSES))

    assert horizon == horizon_for(4 / 52) < horizon_for(0.0)
    # where steps are cheap (Gin's ten cards) the play-outs run their full length
    gin = after_upcards({0: "KS 8S 8D 4C 6C JD QH 2H 3H TC",
                         1: "AS 2S 3S 5C 5D 7H 7C 9D 9S QD"}, stock="4H")
    gin.apply(Draw(1, "stock"))
    bot = HardBot(1)
    bot.choose(gin.view(1))
    assert bot.last_search[1] == hard.HORIZON


@PYTHON_CALLS
def test_hard_searches_the_plays_of_tong_its_on_its_whole_budget(monkeypatch):
    # A Tong-Its step costs about twice one of Gin, but on half the budget the search gained
    # nothing measurable over normal (docs/bots.md): the plays after the draw get all of it.
    import game.bots.hard as hard

    calls = []
    monkeypatch.setattr(hard, "playout", lambda *args: (calls.append(1), (0.0, 10))[1])
    match = new_match("tong-its", seats=3, seed=4)
    bots = [make_bot("normal", s) for s in range(3)]
    while not calls:
        assert not match.over, "hard never searched"
        decision = match.pending()[0]
        view = match.view(decision.seat)
        if decision.kind == "play":
            searcher = HardBot(1, steps=400)
            searcher.choose(view)
        match.apply(bots[decision.seat].choose(view))
    guesses = searcher.last_search[0]
    per_guess = 10 * len(calls) // guesses  # steps a round of every candidate took
    budget = 400 * hard.step_share(len(view.hand), 0.0)
    assert (guesses - 1) * per_guess < budget <= guesses * per_guess


def test_hard_goes_out_at_once_without_a_search(monkeypatch):
    import game.bots.hard as hard

    monkeypatch.setattr(hard, "playout", lambda *args: pytest.fail("searched"))
    m = setup("pay-me", {1: "4S 5S", 0: "KD KH KC"}, stock="6S")
    m.apply(Draw(1, "stock"))
    assert isinstance(HardBot(1).choose(m.view(1)), GoOut)


@pytest.mark.parametrize("game", ["three-thirteen", "rummy"])
def test_a_play_out_to_the_hands_end_is_worth_its_points_against_the_others_mean(game):
    """Three players, in the match's third hand: the value is this hand's points for the seat
    less the mean of the other two (the other way round where points count against)."""
    from game.bots.hard import playout

    match = new_match(game, seats=3, seed=2)
    bots = [make_bot("normal", s) for s in range(3)]
    while match.hand_number < 3:
        seat = match.pending()[0].seat
        match.apply(bots[seat].choose(match.view(seat)))
    seat = match.pending()[0].seat
    value, _ = playout(match, bots[seat].choose(match.view(seat)), seat, horizon=10_000)
    assert not match.over and [r.number for r in match.results] == [1, 2, 3]
    points = match.results[-1].points
    gained = points[seat] - (sum(points) - points[seat]) / 2
    assert value == (gained if match.scores_high else -gained) != 0


def test_a_play_out_that_ends_the_match_is_worth_the_match(monkeypatch):
    # Three Thirteen's last hand: seat 1 draws a king (wild) and goes out, seat 0 has its
    # final turn, and the match is over. What the play-out is worth to seat 1 is the hand's
    # points, plus half of MATCH_WIN for a match won, less half for a match lost.
    import game.bots.hard as hard

    def worth(totals: list[int], match_win: float) -> float:
        monkeypatch.setattr(hard, "MATCH_WIN", match_win)
        m = setup("three-thirteen", {1: "AS 2S 3S 4H 5H 6H 7C 8C 9C TD JD QD 9S",
                                     0: "AC 3D 5S 7H 9H JC QS 2C 4D 6S 8D TC JH"},
                  stock="KH 2H", discard="3H", hand=11)
        m.totals = totals
        value, _ = hard.playout(m, Draw(1, "stock"), 1)
        assert m.over and m.results[-1].points[1] == 0
        return value

    points = worth([0, 0], 0.0)
    assert points > 0  # seat 0 is left with deadwood
    assert worth([0, 0], 1000.0) == points + 500
    assert worth([0, 500], 1000.0) == points - 500  # going out cannot save this match


def test_play_outs_with_wild_ranks_take_melding_discards_and_go_out():
    # Three Thirteen's fourth hand (6 cards, 6s wild), by the quick play-out rules.
    from game.bots import rollout

    hands = {0: "3S 4S 9D KC 2H 7C", 1: "AD 2D 5C 8H TD JH"}
    m = setup("three-thirteen", hands, discard="5S", hand=4)
    assert rollout.quick_applies(m) and not rollout.quick_applies(new_match("gin", seats=2))
    rollout.step(m, quick=True)  # 5S joins 3S 4S: taken
    assert m.log[-1].kind == "drew" and m.log[-1].data["source"] == "discard"
    rollout.step(m, quick=True)  # the king goes: it leaves the least deadwood
    assert str(m.cards[m.discard[-1]]) == "KC"
    # Pay Me's first hand: the wild 3C counts 15, so it goes, where normal would keep it
    m = setup("pay-me", {0: "9H 9D KC", 1: "6D JS 3C"}, stock="7S 5C")
    m.apply(Draw(1, "stock"))
    assert choose(m) == Discard(1, card(m, "JS", 1))
    rollout.step(m, quick=True)
    assert str(m.cards[m.discard[-1]]) == "3C"

    m = setup("three-thirteen", hands, discard="KD", hand=4)
    rollout.step(m, quick=True)  # KD melds with nothing: the stock
    assert m.log[-1].data["source"] == "stock"
    m = setup("three-thirteen", {0: "9S TS JS QS 8D 2C", 1: hands[1]}, discard="KS", hand=4)
    rollout.step(m, quick=True)  # KS melds, though on a run that needed nothing
    assert m.log[-1].data["source"] == "discard"

    m = setup("three-thirteen", {0: "3S 4S 5S 7C 7D 6H", 1: hands[1]}, stock="7H", hand=4)
    rollout.step(m, quick=True)
    rollout.step(m, quick=True)  # everything melds but one card: out
    assert any(e.kind == "went-out" and e.seat == 0 for e in m.log)


def test_the_tables_time_limit_stops_a_search_once_each_candidate_has_its_fewest_guesses():
    import game.bots.hard as hard

    def gin_discard_view():
        gin = after_upcards({0: "KS 8S 8D 4C 6C JD QH 2H 3H TC",
                             1: "AS 2S 3S 5C 5D 7H 7C 9D 9S QD"}, stock="4H")
        gin.apply(Draw(1, "stock"))
        return gin.view(1)

    ticks = iter(range(10**6))  # a clock a second on at every reading: always out of time
    timed = HardBot(1, limit=TimeLimit(lambda: float(next(ticks)), 0.4))
    timed.choose(gin_discard_view())
    untimed = HardBot(1)
    untimed.choose(gin_discard_view())
    assert timed.last_search[0] == hard.MIN_GUESSES < untimed.last_search[0]
    # a clock that never moves leaves the search to its budget, guess for guess
    still = HardBot(1, limit=TimeLimit(lambda: 0.0, 0.4))
    still.choose(gin_discard_view())
    assert still.last_search == untimed.last_search


def test_the_table_gives_the_hard_computer_its_games_allowance_and_a_clock_in_a_window():
    from game.games import GAMES
    from game.match import Seat
    from scenes.table.session import THINK_SECONDS, Session, table_bot

    assert GAMES["gin"].table_think > 1 and GAMES["rummy"].table_think == 1
    gin = table_bot("hard", 1, "gin", think=2.0, timed=True)
    assert gin.steps == round(STEPS * 2 * GAMES["gin"].table_think)
    assert gin.limit is not None and gin.limit.seconds == THINK_SECONDS * 2
    assert table_bot("hard", 1, "rummy").steps == STEPS
    assert table_bot("hard", 1, "gin", think=10.0).steps == STEPS * 10  # never past the most
    assert table_bot("hard", 1, "gin").limit is None  # off screen: exactly as its seed says
    assert table_bot("hard", 1, "no-such-game").steps == STEPS
    assert table_bot("normal", 1, "gin", timed=True).level == "normal"
    # a session in a window seats its computers with the clock, one off screen without
    seats = [Seat("You"), Seat("Bot", "hard")]
    assert Session(new_match("gin", None, seats, 5), timed=True).bots[1].limit is not None
    assert Session(new_match("gin", None, seats, 5)).bots[1].limit is None
