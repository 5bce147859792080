"""Every word the table shows, in one place (a translation replaces this module's texts)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from game.cards import SUIT_LETTERS, Card, face_text
from game.match import Goal
from game.melds import MeldFit, stand_text
from scenes.save_index import SaveSummary

TITLE = "Rummy Parlor"
TAGLINE = "card games of the rummy family"

MENU = {
    "continue": "Continue",
    "new": "New game",
    "load": "Load game",
    "rules": "Rules",
    "stats": "Statistics",
    "settings": "Settings",
    "quit": "Quit",
}

BUTTONS = {
    "back": "Back",
    "start": "Start",
    "next-hand": "Next hand",
    "scores": "Score sheet",
    "menu": "Main menu",
    "menu-short": "Menu",
    "scores-short": "Scores",
    "moves": "This hand's moves",
    "moves-short": "Moves",
    "rules": "Rules",
    "ready": "I'm ready",
    "yes": "Yes",
    "no": "No",
    "stay": "Stay",
    "close": "Close",
    "new-again": "Play again",
    "sort-rank": "Sort by rank",
    "sort-suit": "Sort by suit",
    "arrange": "Group melds",
    "sort-rank-short": "By rank",  # the three where the window is too small for the above
    "sort-suit-short": "By suit",
    "arrange-short": "Group",
    "hint": "Hint",
    "undo": "Undo",
    "draw": "Draw",
    "take": "Take discard",
    "pass": "Pass",
    "meld": "Meld",
    "layoff": "Lay off",
    "swap": "Claim joker",
    "discard": "Discard",
    "done": "Done",
    "knock": "Knock",
    "gin": "Gin!",
    "go-out": "Go out",
    "pay-me": "Pay me!",
    "open": "Open",
    "delete": "Delete",
    "hide-finished": "Hide finished",
    "show-finished": "Show finished",
    "reset-stats": "Reset statistics",
    "just-discard": "Just discard",
    "keep": "Keep it",
}

# Lines the scenes show; `{...}` are filled in where they are used.
SAY = {
    "quit-ask": "Quit Rummy Parlor?",
    "quit-ask-saved": "Quit Rummy Parlor? Your match is saved: Continue picks it up next time.",
    "file-too-large": "{file} is too large to be ours",
    "file-unreadable": "{file} cannot be read ({why})",
    "file-damaged": "{file} is damaged",
    "file-foreign": "{file} is not a Rummy Parlor file",
    "file-set-aside": "{problem}: it is kept as {file}, and a new one started",
    "file-kept": "{problem}; it is kept as it is",
    "settings-odd": "{file} holds settings that cannot be used ({names}): those are back "
                    "to their defaults",
    "name-letters": "No font on this computer can show that character",
    "name-twice": "Two players are called {name}: give one of them another name",
    "settings-unsaved": "Settings could not be saved ({why}); they hold until the game closes",
    "look-away": "Everyone else, look away — the next screen shows {name}'s cards.",
    "since-turn": "Since {name}'s last turn",
    "hand-so-far": "This hand so far",
    "no-saves": "No saved matches yet. Every match saves itself as you play.",
    "folder": "Folder: {path}",
    "saved-in": "Saved in {path}",
    "version": "Rummy Parlor {version}",
    "save-line": "{game} · {state} · {names}",
    "save-hand": "hand {n}",
    "save-won": "{names} won",
    "save-more": " and {n} more",
    "save-count": "{n} saved matches",
    "unfinished-count": "{n} not finished",
    "save-page": " · page {page} of {pages}",
    "no-unfinished": "Every saved match is finished. Show them, or start a new game.",
    "unreadable": "{file} — unreadable: {why}",
    "not-opened": "That match could not be opened: {why}",
    "crash-title": "Something went wrong",
    "crash": "Rummy Parlor ran into an error of its own and has to close. Sorry!",
    "crash-saved": "Your match was saved with your last move: Continue, on the title screen, "
                   "takes it up again.",
    "crash-report": "What happened is written in the file below; sending it to the developers "
                    "helps them mend it.",
    "crash-no-report": "No report of it could be written ({why}).",
    "newest-unreadable": "The newest save, {name}, cannot be read: Load game says why",
    "no-final-draw": "Nothing was left to draw, so {names} had no final turn.",
    "delete-save": "Delete this saved {game} match for good?",
    "delete-failed": "{file} could not be deleted ({why})",
    "players-range": "{low}–{high} players",
    "players-exact": "{low} players",
    "players": "Players",
    "new-game-help": "Click a name (or press Enter) to type a new one; right-click an option "
                     "(or press Left) to step back.",
    "settings-help": "Click a setting to step it on; right-click it (or press Left) to step "
                     "back.",
    "rules-title": "Rules — {game}",
    "table-help-title": "Playing at the table",
    "stats-note": "Counted for the people at the table, and by name where several have "
                  "played; computers' scores are not included.",
    "stats-columns": "Game|Played|Won|Best|Average",
    "stats-against": "against {level}: won {won} of {played}",
    "stats-against-next": "{level}: won {won} of {played}",  # "against" said once a line
    "stats-won": "{won} ({rate} %)",
    "stats-person": "{name} won {won} of {played}",
    "stats-more": "and {count} more",
    "stats-more-games": "… {n} more out of sight: scroll, or Page Up and Page Down",
    "reset-stats": "Forget every game's statistics? This cannot be undone.",
    "col-hand": "hand",
    "col-total": "total",
    "left": "left:",
    "laid-off": "laid off:",
    "laid-off-on": "laid off on\n{whose}:",  # all on one player's melds (see laid_on), in
    # two lines for the cards' room
    "deadwood": "= {n}",
    "out-empty": "no cards left",
    "laid-off-note": "Cards with a gold edge were laid off.",
    "score-sheet": "{game} — score sheet",
    "hand-row": "Hand {n}",
    "total": "Total",
    "points-row": "Points",
    "save-failed": "This match cannot be saved ({why}); play goes on without saving",
    "save-copied": "Another window is playing this match too: yours goes on in {file}",
    "match-over": "The match is over",
    "best-melds": "Best melds: {melds}; deadwood {deadwood}",
    "no-melds": "none yet",
    "select-discard": "Select the card to discard ({cards}), then {what}",
    "select-discard-any": "Select the card to discard, then {what}",
    "select-meld": "Select the cards of a meld first",
    "select-meld-of": "Select the meld to lay down ({melds}), then {what}",
    "select-one": "Select one card to discard",
    "undone": "Undone: your last move is taken back",
    "select-layoff": "Select a card to lay off",
    "select-layoff-of": "Select the card to lay off ({cards}), then {what}",
    # no loose card fits, but cards of the hand's own melds would (at the cost of the meld)
    "layoff-from-meld": "Only a card of your melds fits ({cards}): select it, then {what}",
    "layoff-from-melds": "Only cards of your melds fit ({cards}): select one, then {what}",
    "fits-nowhere": "{card} does not fit any meld on the table",
    "drop-one": "Drop a single card on the discard pile",
    "cards-info": "{n} cards",
    "deadwood-info": "deadwood {n}",
    "contract-short-info": "{n} cards short of the contract",
    "contract-ready-info": "contract ready",
    "contract-far-info": "far from the contract",
    "score-info": "score {n}",
    "in-stock": "{n} in stock",
    "wild": "Wild: {ranks}",
    "jokers": "jokers",
    "dealer": "dealer",
    # a contract game: this hand's contract in the score panel, and who has met theirs
    "contract": "Contract: {contract}",
    # the hint in a hand whose contract is still to meet ({contract}: the line above)
    "contract-ready": "{contract} — ready to lay down: {melds}",
    "contract-one-short": "{contract} — one card short: {cards} would make it",
    "contract-short": "{contract} — {n} cards short",
    "contract-far": "{contract} — still far off",
    "met": "met",
    "knock-confirm": "{call} — discarding {card} face down?",
    "takes": "takes {card}",
    "turns-over": "turns the discard pile over as a new stock",
    "shuffles-in": "shuffles the discards into a new stock",
    "stock-renewed": "The stock ran out: the discards make a new one",
    "moves-title": "{game} — hand {n} so far",
    "moves-title-done": "{game} — hand {n}, turn by turn",
    "no-moves": "No moves yet this hand.",
    "earlier-moves": "… {n} earlier turns (scroll or Page Up)",
    "later-moves": "… {n} later turns (End for the newest)",
    "earlier-hands": "… {n} earlier hands (scroll or Page Up)",
    "later-hands": "… {n} more rows below (End for the newest)",
    "passes": "passes on the upcard",
    "passes-call": "passes",
    "calls": "calls {call}",
    "lays-off": "lays off {card} on {meld}",
    # a take from deep in the discard pile (Contract Rummy's classic preset)
    "take-which": "Take which card of the discard pile? The cards above it come too, and it "
                  "must be melded at once",
    "take-top": "{card}",
    "take-depth": "{card}: {n} cards",
    "swaps": "puts {card} in place of the joker in {meld}, taking the joker",
    "takes-deep": "takes {card} and the {n} cards above it from the pile",
    "select-swap": "Select the card a joker stands for, then Claim joker (or drag it onto the "
                   "joker)",
    "swap-where": "{card} can take a joker's place in more than one run: drag it onto the one "
                  "you want",
    "lays-off-as": "lays off {card} as {stand} on {meld}",
    "wild-end": "{card} as {stand} · drop on the run's {half} for {other}",
    "left-half": "left half", "right-half": "right half",
    "deadwood-rises": "your deadwood goes from {now} to {after}",
    "layoff-confirm": "Lay off {cards}? It breaks up your melds: your deadwood goes from {now} "
                      "to {after}.",
    "lays-nothing": "lays nothing off",
    "recap-heading": "{name} this hand",
    "recap-none": "No turn yet",
    "recap-earlier": "… and {n} earlier turns",
    "out-or-discard": "Your other cards are all in melds. {call}, discarding {card}?",
    "choosing": "Waiting for {names} to choose",
    "answer-late": "Time's up: you passed",
    "select-choice": "Select the cards to choose first",
    "select-choice-of": "Select the cards ({cards}), then {what}",
    # the discard taken only into a new meld with cards of the hand (Tong-Its)
    "select-take-of": "Select the cards to meld {card} with ({cards}), then {what}",
    "select-take-of-more": "Select the cards to meld {card} with (such as {cards}), then "
                           "{what}",
    "takes-into": "takes {card} into {meld}",
    "lays-face-down": "lays {n} cards face down",
    "folds-unopened": "folds, not having opened",
    "face-down-mark": "face down",  # on your own meld lying face down (the others see backs)
    # a game played for chips (Tong-Its): the pot in the middle, chips by each name
    "pot": "Pot {n}",
    "ante": "ante {n}",
    "chips-info": "{n} chips",
    "col-chips": "chips",
    "start-row": "Start",
    "chose": "has chosen",
    # a game with a score sheet (Indian Chief): the sheet, the pick, the reveal, the thieves
    "sheet-info": "turn {turn} of {turns} · total {n}",
    "sheet-turn": "Turn {turn} of {turns}",
    "sheet-total": "Total",
    "sheet-takes": "takes {n}",  # an open box the selected cards do not fit
    "sheet-estimate": "≈{n}",  # a score that depends on cards not yet shown
    "sheet-your-pick": "your pick: {box}",  # the caption of your committed pick
    "sheet-caption": "{box} {points}",  # a revealed meld's caption
    "pick-size": "{box} takes {n} cards: select {n}, then pick it",
    "pick-size-one": "{box} takes 1 card: select it, then pick it",
    "pick-used": "Your {box} is filled already: pick an open box",
    "pick-select": "Select the cards for your {box} ({n}), then press Enter or click the box",
    "pick-best": "Best for your {box} now: {cards} — {points}. Selected: press Enter or click "
                 "the box",
    "pick-suit": "Your Doctor names a suit: each card of it scores",
    "steal-none": "Click a card of another player's meld to steal it",
    "steals": "steals {card} from {whose} {box}",
    "steal-blocked": "reaches for {card}, as {names} does: neither takes it",
    "revealed": "Turn {turn}: every pick is turned over",
}
# A poll's line for the person asked, and for the others while someone is asked, by the kind
# of decision: {name} is who is asked, {turn} whose turn it is, {card} the card in question.
# {called}: the call the poll answers, told ("Bruno calls a draw"); {deadwood}: the asked
# seat's own count.
POLL_PROMPTS = {"claim": "{turn} drew from the stock: claim {card}?",
                "respond": "{called}: fold, or challenge with your deadwood of {deadwood}?",
                "claim:may-i": "{turn} drew from the stock: May I? for {card}, with a "
                               "penalty card?"}
POLL_WAITING = {"claim": "{name} is asked about {card}",
                "respond": "{called}: {name} is deciding whether to challenge",
                "claim:may-i": "{name} may ask “May I?” for {card}"}
# The lines of SAY with a count {n}, as they read when it is one ("1 card", not "1 cards").
ONE = {"cards-info": "{n} card", "contract-short-info": "{n} card short of the contract",
       "earlier-moves": "… {n} earlier turn (scroll or Page Up)",
       "later-moves": "… {n} later turn (End for the newest)",
       "earlier-hands": "… {n} earlier hand (scroll or Page Up)",
       "later-hands": "… {n} more row below (End for the newest)",
       "recap-earlier": "… and {n} earlier turn"}


def say_count(key: str, n: int) -> str:
    """SAY[key] told its count `n`, in the singular when that is one."""
    return (ONE[key] if n == 1 else SAY[key]).format(n=n)


OUT_CALLS = {"go-out": "Go out", "pay-me": "Call “Pay me!”"}
# How going out is told in a turn's line, where it has a name of its own.
OUT_TOLD = {"pay-me": "calls “Pay me!”"}

# The calls games declare (`Call` actions): each word's button label and what it does.
CALL_WORDS = {
    "may-i": ("May I?", "Ask for the discard pile's top card (with a penalty card)"),
    "claim": ("Claim", "Take the card on offer"),
    "draw": ("Call draw", "End the hand before drawing: each other player folds or "
             "challenges, and the lowest deadwood wins"),
    "tong-its": ("Tong-its!", "Go out with no cards left"),
    "fold": ("Fold", "Give in to the call: the caller wins unless someone challenges"),
    "challenge": ("Challenge", "Show your hand against the caller's: the lowest deadwood "
                  "wins"),
    "allow": ("Allow", "Let the caller take the discard (they draw a penalty card)"),
    "reject": ("Reject", "Take the discard yourself"),
    "force": ("Force", "Make the other player take the card onto their meld"),
}
# What cards may be chosen for (a Choose action's choice): its button's label and tip; the
# empty choice is choosing, plainly.
CHOICES = {"": ("Choose", "Choose the selected cards"),
           "face-down": ("Lay face down", "Lay the selected four of a kind face down: you "
                         "have opened, the others see only backs, and it keeps its bonus")}
# A choice the hand may make now, said after the turn's prompt.
CHOICE_PROMPTS = {"face-down": "Your four of a kind may go face down ({key})"}
# The Hint's words for a suggested choice: what it does to the cards.
CHOICE_ADVICE = {"face-down": "lay {cards} face down"}
# A call told in a turn's line ("Bruno asks “May I?”"); others are told "calls WORD".
CALLED = {
    "may-i": "asks “May I?”", "claim": "claims it", "draw": "calls a draw",
    "tong-its": "calls “Tong-its!”", "fold": "folds", "challenge": "challenges",
    "allow": "allows it", "reject": "rejects it", "force": "forces it",
}
# Pass, where it answers a poll: its label and tip by the kind of decision.
# Pass, where it answers a decision of its own kind: how a turn's line tells it.
PASSED_TOLD = {"steal": "draws instead of stealing"}
PASS_AS = {"claim": ("Pass", "Leave the card"),
           "steal": ("Draw instead", "Draw a card instead of stealing one")}
# What cards chosen for a row of a score sheet may name besides ("doctor:H": the suit), by the
# word after the colon: the question's answer, and the key that gives it.
CHOICE_VARIANTS = {"S": ("♠ Spades", "S"), "H": ("♥ Hearts", "H"), "D": ("♦ Diamonds", "D"),
                   "C": ("♣ Clubs", "C")}

# The Hint's move, after the best melds ("Best melds: …; deadwood 12. Suggested: take Q♥").
ADVICE = {
    "stock": ". Suggested: draw from the stock",
    "stock-renew": ". Suggested: draw from a new stock made of the discards",
    "take": ". Suggested: take {card}",
    "pass": ". Suggested: pass",
    "discard": ". Suggested discard: {card}",
    "meld": ". Suggested: meld {cards} (selected: press Meld)",
    "layoff": ". Suggested: lay off {card} on {meld} (selected: press Lay off)",
    "swap": ". Suggested: claim the joker from {meld} with {card} (selected: press Claim joker)",
    "take-deep": ". Suggested: take the pile down to {card}, {n} cards",
    "layoff-below": ". Suggested: lay off {card} below {meld} (selected: press Lay off)",
    "done": ". Suggested: Done, nothing more is worth laying off",
    "go-out": ". You can go out: press Go out to discard {card}",
    "go-out-bare": ". You can go out: press Go out",
    "pay-me": ". You can call “Pay me!”: press it to discard {card}",
    "pay-me-bare": ". You can call “Pay me!”: press it",
    "knock": ". You can knock: press Knock to discard {card}",
    "gin": ". You can go gin: press Gin! to discard {card}",
    "call": ". Suggested: {call}",
    "take-meld": ". Suggested: take {card} into {meld} (selected: press Take discard)",
    "choose": ". Suggested: {move} (selected: press {label})",
    "other": ". Suggested: {move}",
}

# The Hint in a game with a score sheet.
ADVICE_SHEET = {
    "pick": "Suggested: your {box} with {cards}, {points} now (selected: press Enter or "
            "click the box)",
    "pick-naming": "Suggested: your {box} with {cards}, naming {suit}: {points} now "
                   "(selected: press Enter or click the box)",
    "take": "Suggested: {move} (in focus: press Enter)",
    "pass": "Suggested: draw instead",
    "best": "Your best boxes now: {boxes}",
    "nothing": "No box left to fill",
}

# the first seat's name while one person plays (the new-game screen renames it for more)
YOU = "You"
# the verbs a turn's phrases start with, as they read after "You"
_YOU_VERBS = {"draws": "draw", "takes": "take", "discards": "discard", "melds": "meld",
              "lays": "lay", "passes": "pass", "calls": "call", "goes": "go", "knocks": "knock",
              "knocks!": "knock!", "turns": "turn", "shuffles": "shuffle", "steals": "steal",
              "reaches": "reach", "folds": "fold", "challenges": "challenge",
              "pays": "pay"}
KNOCKS = "knocks!"
NEW_CARD = "new"  # on the tab over the card just drawn
PAY_ME_CALLED = "calls “Pay me!”"

# The new-game screen's house rules: how a value reads, where its bare form would not
# ("option key:value"); yes/no and numbers read as they are.
# The families of games (`GameDef.family`) that head their games on the New game screen and
# in the rules reader, in the order shown there; a game of a family not here goes under "other".
FAMILIES = {
    "closed": "Melds kept in hand",
    "table": "Melds on the table",
    "contracts": "Contracts",
    "shared": "Shared table",
    "party": "Party games",
    "other": "More games",
}
HOUSE_RULES = "House rules"
THIS_MATCH = "This match"
PRESET = "Preset"
OPTION_VALUES = {
    "ace:low": "low (A-2-3)",
    "ace:either": "low or high (Q-K-A)",
    "wilds:stay": "stay where they stand",
    "wilds:slide": "may slide when cards are laid off",
    "rummy_bonus:double": "double",
    "rummy_bonus:plus10": "+10 points",
    "scoring:winner": "winner collects",
    "scoring:penalty": "penalties, low wins",
    "stalled:none": "no one scores",
    "stalled:lowest": "the lowest count wins",
    "hands:0": "no, play to the target",
    "escaleras:apart": "never end to end",
    "escaleras:joined": "may meet end to end",
    "nobody_opened:all-compare": "everyone compares deadwood",
    "nobody_opened:no-winner": "nobody wins the hand",
}
IN_POINTS = ("undercut_bonus", "gin_bonus", "target")

# What each house rule means, at the foot of the new-game screen while the pointer or the
# keyboard's focus is on its row: by option key, or "game:key" where games differ.
RULE_HELP = {
    "pay-me:preset": "Standard: jokers, 2s and the hand's rank are wild, and the others may lay "
                     "off on the caller's melds. Classic: only jokers and the hand's rank are "
                     "wild, with no limit, sets may grow past four, and nobody lays off.",
    "ace": "Low: the ace only goes below the 2 (A-2-3). Low or high: it may also go above the "
           "king (Q-K-A).",
    "wilds": "Stay: a wild in a run keeps the card it stands for, so cards join at the ends. "
             "May slide: a lay-off may move it along (Joker 4♠ 5♠ then takes 7♠). Classic "
             "Pay Me has no lay-offs, so there it does not apply.",
    "several_melds": "Yes: lay down as many melds as you like in a turn. No: one a turn "
                     "(except when going rummy).",
    "layoff_after_meld": "Yes: you may add to other players' melds only once you have laid a "
                         "meld of your own.",
    "rummy_bonus": "Going rummy is laying your whole hand down in one turn without having "
                   "melded or laid off before: it doubles your points, or adds 10.",
    "discard_to_go_out": "Yes: you must finish with a discard. Melding every card leaves you "
                         "waiting: next turn you draw, play that card if it fits, then discard.",
    "scoring": "Winner collects: whoever goes out scores everyone else's leftover cards. "
               "Penalties: each player scores their own, and the lowest total wins.",
    "stalled": "If a turned-over stock goes by with no card melded or laid off, the hand ends: "
               "no one scores, or the lowest count wins it (a tie still scores nothing). With "
               "four or more players it happens often.",
    "rummy:target": "The points that end the match: the first to reach them wins (with "
                    "penalties, the lowest total when someone reaches them).",
    "hands": "Play this many hands instead of to a target; the best total then wins.",
    "undercut_bonus": "Added when the knocker's opponent has as little deadwood as the knocker, "
                      "or less.",
    "gin_bonus": "Added for going gin: knocking with every card in melds.",
    "gin:target": "The first to reach it wins the game, and adds a 100-point game bonus.",
    "may_i_limit": "How many discards each player may ask for with May I? in a hand; 0 "
                   "places no limit.",
    "contract-rummy:preset": "Standard: two decks, runs of four, May I? for the discard. "
                             "Classic: one deck and a joker, runs of three, sets of different "
                             "suits, and cards taken from deep in the pile instead of May I?.",
    "escaleras": "Apart: two escaleras of one suit in a contract must leave a gap (end to end "
                 "they would be one escalera). Joined: they may meet.",
    "later_melds": "No: after the contract you only add to melds on the table. Yes: you may "
                   "also lay down new melds.",
    "tong-its:hands": "The game lasts this many hands; then the most chips win.",
    "chips": "The chips each player starts with. Everyone puts 2 in the pot every hand; a "
             "player left without chips ends the game.",
    "nobody_opened": "When the stock runs out and nobody has laid a meld: everyone's "
                     "deadwood is compared and the lowest wins, or nobody wins and the pot "
                     "stays for the next hand.",
    "caller_shows": "No: the melds of whoever goes out lie face down until everyone has had "
                    "their last turn, as the old rules have it. Yes: they are laid face up at "
                    "once, for all to see during the last turns.",
}


def rule_help(game: str, key: str) -> str:
    """What a house rule (or "preset") of `game` means, or ""."""
    return RULE_HELP.get(f"{game}:{key}") or RULE_HELP.get(key, "")


def option_value(key: str, value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if key in IN_POINTS:
        return f"{value} points"
    return OPTION_VALUES.get(f"{key}:{value}", str(value))


# Rows of the score sheet for points scored outside the hands (Match.bonuses kinds).
BONUSES = {"line": "Line bonus", "game": "Game bonus", "shutout": "Shutout"}

# Who the people played against, in the statistics (the strongest computer at the table),
# strongest first.
AGAINST = {"hard": "hard", "normal": "normal", "easy": "easy", "random": "random"}

SEAT_KINDS = {"human": "Person", "easy": "Computer: easy", "normal": "Computer: normal",
              "hard": "Computer: hard", "random": "Computer: random"}

SETTINGS = {
    "speed": "Animation speed",
    "four_colour": "Four-colour deck",
    "card_back": "Card back",
    "volume": "Sound volume",
    "fullscreen": "Fullscreen (F11)",
    "think": "Hard computer thinks",
    "answer": "Time to answer a call",
}
# Settings by their names in settings.json, where those differ from the rows' keys above.
SETTING_NAMES = {"back": SETTINGS["card_back"], "hide_finished": "Hide finished matches"}
SPEED_NAMES = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}
BACK_NAMES = {"blue": "Blue", "red": "Red", "green": "Green"}
THINK_NAMES = {"quick": "Quickly (half as long)", "normal": "Normally",
               "long": "Longer (twice as long)"}
ANSWER_NAMES = {"5": "5 seconds", "10": "10 seconds", "20": "20 seconds",
                "none": "No limit"}

PROMPTS = {
    "draw": "Your turn: draw from the stock or take the discard",
    "draw-renew": "Your turn: take the discard, or draw from a new stock made of the discards",
    # where the turn offers more or less than those two: "Your turn: draw from the stock, take
    # 7♥ into a meld or call a draw" (DRAW_WAYS and CALL_WAYS, as the hand allows)
    "draw-ways": "Your turn: {ways}",
    "final-draw": "Final turn: draw a card",
    "upcard": "Take the upcard, or pass",
    "first-draw": "Both passed the upcard: draw from the stock",
    "discard": "Discard a card: drag it to the pile, or double-click it",
    "discard-go-out": "Discard a card, or go out",  # where a call may end the hand now
    "discard-pay-me": "Discard a card, or call “Pay me!”",
    "discard-knock": "Discard a card, or knock",
    "discard-gin": "Discard a card, or go gin",
    "final-discard": "Final turn: discard a card",
    "play": "Meld, lay off, then discard",  # said as the hand allows: what it cannot, left out
    "play-meld": "Meld, then discard",
    "play-layoff": "Lay off, then discard",
    "play-none": "Nothing to meld or lay off: discard a card",
    "showdown": "Lay off on the caller's melds, then press Done",
    "layoff": "Lay off on the knocker's melds, then press Done",
    "layoff-knocked": "{name}'s deadwood is {n}: lay off on the melds, then press Done",
    "showdown-none": "None of your cards fits the caller's melds: press Done",
    "layoff-none": "None of your cards fits the knocker's melds: press Done",
    "layoff-knocked-none": "{name}'s deadwood is {n}; none of your cards fits the melds: "
                           "press Done",
    "claim": "Claim the card on offer, or pass",  # (a poll says which: POLL_PROMPTS)
    "answer": "Answer the call: allow it or reject it",
    "respond": "Answer the call: fold or challenge",
    "pick": "Choose in secret: select the cards, then press what they are for",
    # with a score sheet: the box is picked on the sheet
    "pick-sheet": "Pick in secret: select cards, then click one of your open boxes on the "
                  "sheet (or press its number, then Enter)",
    "steal": "You may steal: click a card of another player's meld (or Tab to it, then Enter), "
             "or draw instead",
}

# The ways a turn may start, for the "draw-ways" prompt; and the calls that may start it.
DRAW_WAYS = {"stock": "draw from the stock", "take": "take the discard",
             "take-meld": "take {card} into a meld",
             "deep": "take a card from deep in the pile to meld at once"}
CALL_WAYS = {"draw": "call a draw"}

HOW = {
    "pay-me": "called “Pay me!”", "out": "went out", "gin": "went gin", "knock": "knocked",
    "undercut": "undercut the knocker", "rummy": "went rummy", "void": "void hand",
    "stalled": "held the lowest count when play stalled", "blocked-tie": "blocked",
    "scored": "scored the most", "draw-called": "won the called draw",
    "stock-out": "held the least deadwood when the stock ran out",
    "tong-its": "went tong-its",
    "exhausted": "ran out of stock",
}
# The title of a hand nobody won, by how it ended, where the ending words above name a winner.
NO_WINNER = {"stock-out": "the stock ran out, and nobody wins",
             "exhausted": "the stock ran out, and everyone counts their cards"}
# Under the summary's title, for a hand that ends with no score.
UNSCORED = {  # by how the hand ended, or by game and how ("gin:void") where that game differs
    "void": "Nobody went out before the stock ran out: no one scores this hand.",
    "blocked": "The whole stock went by with no card melded or laid off: play had stalled, "
               "and no one scores this hand.",
    "blocked-tie": "The whole stock went by with no card melded or laid off: play had "
                   "stalled, and with the lowest count tied no one scores this hand.",
    "gin:void": "Nobody knocked before the stock was down to its last two cards: no one scores "
                "this hand.",
}

# On the score sheet, across the row of a hand that ended with no score.
NO_SCORE_ROW = {"void": "void hand — no one scores", "blocked": "blocked — no one scores",
                "blocked-tie": "blocked, lowest count tied — no one scores"}


def unscored(game: str, how: str) -> str:
    """Why nobody scored a hand that ended `how`, or "" when somebody did."""
    return UNSCORED.get(f"{game}:{how}") or UNSCORED.get(how, "")


# Cards are written with suit symbols, "Q♥"; `ui.text` draws the symbols (the font has none).
SUIT_SYMBOLS = "♠♥♦♣"  # in the order of game.cards.SUIT_LETTERS
JOKER = "Joker"
LONG_RUN = 5  # the fewest cards of a run told by its ends
_CODE = re.compile(r"\b(10|[2-9AJQK])([SHDC])\b|\bJK\b")


def card(c: Card) -> str:
    return with_suits(face_text(c.rank, c.suit))


def meld(fit: MeldFit) -> str:
    """A meld on the table by its cards; a long run by its ends ("6♦–J♦"), which name it as
    surely and keep a turn's line short (not where an end is wild: it stands for another)."""
    cards = fit.cards
    if fit.kind == "run" and len(cards) >= LONG_RUN and not (fit.wild[0] or fit.wild[-1]):
        return f"{card(cards[0])}–{card(cards[-1])}"
    return " ".join(card(c) for c in cards)


def held_meld(fit: MeldFit) -> str:
    """A meld of the player's hand, its cards in their order; a wild at a run's end says what
    it stands for ("8♥ (as 2♥) 3♥ 4♥"), which its place alone leaves open to a reader."""
    out = []
    for at, (c, stand, is_wild) in enumerate(zip(fit.cards, fit.stands, fit.wild, strict=True)):
        end = at in (0, len(fit.cards) - 1)
        as_ = f" (as {with_suits(stand_text(stand))})" if fit.kind == "run" and is_wild and end \
            else ""
        out.append(card(c) + as_)
    return " ".join(out)


def with_suits(text: str) -> str:
    """The engine's card codes ("QH", "10S", "JK") in `text` as the table writes cards."""
    def one(m: re.Match[str]) -> str:
        if m.group(0) == "JK":
            return JOKER
        return m.group(1) + SUIT_SYMBOLS[SUIT_LETTERS.index(m.group(2))]

    return _CODE.sub(one, text)


def game_name(game_id: str) -> str:
    """A game's name, or its id where this version of the program does not know it."""
    from game.games import GAMES

    return GAMES[game_id].name if game_id in GAMES else game_id


def save_line(m: SaveSummary, game_name: str, most: int = 8) -> str:
    """A saved match in a line: "Gin Rummy · hand 2 · You: 0, Bruno: 6" (once over, "Gin
    Rummy · Bruno won · …"), naming at most `most` players ("… and 3 more"). The colon keeps
    "Player 1: 0" from reading as one number."""
    # once over, who won: the scores alone do not say, where the lowest total wins
    state = (SAY["save-won"].format(names=and_list([m.names[seat] for seat in m.winners]))
             if m.over else SAY["save-hand"].format(n=m.hand))
    names = ", ".join(f"{name}: {score}"
                      for name, score in list(zip(m.names, m.scores, strict=True))[:most])
    if len(m.names) > most:
        names += SAY["save-more"].format(n=len(m.names) - most)
    return SAY["save-line"].format(game=game_name, state=state, names=names)


_CLOSED = "!?.…”"  # a sentence ending in one of these needs no full stop


def final_prompt(kind: str, who: str, how: str) -> str:
    """A final turn's (or a showdown's) prompt says who ended the hand: 'Dmitri called
    “Pay me!” Final turn: …'."""
    return f"{_ended_by(who, how)} {PROMPTS[kind]}"


def final_waiting(waiting: str, who: str | None = None, how: str = "",
                  showdown: bool = False) -> str:
    """While the others take their final turns: 'You went out. Last turns: Bruno is thinking…'
    (without `who` when the turn told just now said it), then lay off on the caller's melds
    (`showdown`): 'Cleo called “Pay me!” Laying off: Bruno is thinking…'."""
    stage = "Laying off" if showdown else "Last turns"
    return (f"{_ended_by(who, how)} " if who else "") + f"{stage}: {waiting}"


def _ended_by(who: str, how: str) -> str:
    return sentence(f"{who} {HOW.get(how, HOW['out'])}")


def sentence(line: str) -> str:
    """`line` closed with a full stop, unless it ends in one already (or in ! ? … ”)."""
    return line if line[-1:] in _CLOSED else line + "."


def sentences(lines: Sequence[str]) -> str:
    """Lines for the message line, each but the last closed with a full stop (the table puts
    them on one line or several as they fit)."""
    return "\n".join(line if i == len(lines) - 1 else sentence(line)
                     for i, line in enumerate(lines))


def and_list(phrases: Sequence[str]) -> str:
    """ "takes Q♥, melds 7♠ 8♠ 9♠ and discards 3♣" """
    return _listed(phrases, "and")


def or_list(phrases: Sequence[str]) -> str:
    """ "4♦, 9♠ or Q♥" """
    return _listed(phrases, "or")


def _listed(phrases: Sequence[str], word: str) -> str:
    if len(phrases) < 2:
        return "".join(phrases)
    return f"{', '.join(phrases[:-1])} {word} {phrases[-1]}"


def deeds(name: str, phrases: Sequence[str]) -> str:
    """A turn's phrases joined, their verbs agreeing with the player's name: "takes Q♥ and
    discards 3♣", but "draw from the stock and discard 3♣" for the one person called You."""
    if name == YOU:
        phrases = [_YOU_VERBS.get(verb, verb) + space + rest
                   for verb, space, rest in (p.partition(" ") for p in phrases)]
    return and_list(phrases)


def turn_told(name: str, phrases: Sequence[str]) -> str:
    """A player's turn as one sentence: "Bruno takes Q♥, melds … and discards 3♣"."""
    return f"{name} {deeds(name, phrases)}"


def waiting_for(name: str, person: bool = False) -> str:
    return f"Waiting for {name}" if person else f"{name} is thinking…"


def pass_to(name: str) -> str:
    return f"Pass the device to {name}"


def hand_title(number: int, goal: Goal | None = None, lowest_wins: bool = True) -> str:
    """The hand's title ("Hand 3"), and how far the match goes when `goal` is given."""
    if goal is None:
        return f"Hand {number}"
    if goal.hands:
        return f"Hand {number} of {goal.hands}"
    return f"Hand {number} · " + (f"ends at {goal.points}" if lowest_wins
                                  else f"game to {goal.points}")


def goal_line(goal: Goal, lowest_wins: bool, bonuses: bool = False,
              unit: str = "points") -> str:
    """How the match is won, as a sentence (with `bonuses`, that they do not count toward
    the target, though the total shows them; `unit` "chips": a game played for chips)."""
    best = "lowest" if lowest_wins else "highest"
    if goal.hands and unit == "chips":
        hands = "one hand" if goal.hands == 1 else f"{goal.hands} hands"
        return f"After {hands} the most chips win; a player left without chips ends the match."
    if goal.hands:
        hands = "one hand" if goal.hands == 1 else f"{goal.hands} hands"
        return f"After {hands} the {best} total wins."
    if lowest_wins:
        return f"The match ends when a total reaches {goal.points}; the lowest total wins."
    if bonuses:
        return (f"The first whose points reach {goal.points} wins; the bonuses are added to "
                "the total but do not count toward it.")
    return f"The first to reach {goal.points} points wins."


def winner_line(names: list[str]) -> str:
    if not names:
        return "No winner"
    if len(names) == 1:
        verb = "win" if names[0] == YOU else "wins"
        return f"{names[0]} {verb} the match!"
    return and_list(names) + " share the win!"


# The parts a hand's points are made of (`HandResult.reckoning`), for the hand's summary.
RECKONING = {
    "deadwood": "{whose} deadwood", "cards": "{whose} cards left", "gin-bonus": "gin bonus",
    "undercut-bonus": "undercut bonus", "rummy-bonus": "going rummy",
}
# A game played for chips: the parts of what each loser pays the winner (each part's seat is
# the payer's; {whose} names the winner), and the antes and the pot.
RECKONING |= {
    "tong-its": "tong-its", "challenged-draw": "challenged draw", "draw": "called draw",
    "stock-out": "least deadwood", "concealed-four": "concealed four",
    "never-opened": "never opened", "aces": "{whose} aces",
}
RECKONING_ONE = {"aces": "{whose} ace"}  # a part of one chip, where it reads otherwise
PAYMENTS = {
    "pays": "pays {n}: {parts}",
    "pays-short": "pays {n} of the {owed} owed: {parts}",
    "pot": "takes the pot: {n}",
    "antes-each": "Everyone put {n} in the pot",
    "antes": "Antes to the pot: {list}",
    "no-winner": "Nobody pays, and the pot stays for the next hand",
}
RECKONING_DOUBLED = {"rummy-double": ", doubled for going rummy"}  # adds as much again
RECKONING_ALL = {  # a part that changed every seat's points instead
    "rummy-doubles": "Going rummy doubled everyone else’s count.",
    "rummy-adds": "Going rummy added {n} to everyone else’s count.",
}


def whose(name: str) -> str:
    return "your" if name == YOU else f"{name}’s"


def laid_on(name: str) -> str:
    """ "laid off on Bruno’s:", "laid off on yours:" (in two lines)"""
    return SAY["laid-off-on"].format(whose="yours" if name == YOU else f"{name}’s")


def payments(parts: Sequence[Sequence[Any]], names: Sequence[str],
             winner: int | None) -> list[str]:
    """A hand played for chips in words, a sentence each: every loser's payment to the winner
    and why ("Bruno pays 5: tong-its 3, never opened 1, your ace 1"), the pot taken, the
    antes. Empty where the parts are not understood (a summary never fails for want of a
    sentence)."""
    try:
        who = whose(names[winner]) if winner is not None else ""
        owed: dict[int, list[tuple[str, int]]] = {}
        antes: list[tuple[int, int]] = []
        pot: tuple[int, int] | None = None
        for kind, seat, n in parts:
            if kind == "ante":
                antes.append((seat, -n))
            elif kind == "pot":
                pot = (seat, n)
            else:
                owed.setdefault(seat, []).append((kind, n))
        lines = []
        for payer, items in owed.items():
            due = sum(n for kind, n in items if kind != "short")
            paid = due + sum(n for kind, n in items if kind == "short")
            said = ", ".join(_paid_for(kind, n, who) for kind, n in items if kind != "short")
            key = "pays" if paid == due else "pays-short"
            lines.append(turn_told(names[payer], [PAYMENTS[key].format(n=paid, owed=due,
                                                                       parts=said)]))
        if pot is not None and pot[1]:
            lines.append(turn_told(names[pot[0]], [PAYMENTS["pot"].format(n=pot[1])]))
        if winner is None and antes:
            lines.append(PAYMENTS["no-winner"])
        if antes and len({n for _, n in antes}) == 1:
            lines.append(PAYMENTS["antes-each"].format(n=antes[0][1]))
        elif antes:
            lines.append(PAYMENTS["antes"].format(
                list=", ".join(f"{names[seat]} {n}" for seat, n in antes)))
    except (KeyError, IndexError, TypeError, ValueError):
        return []
    return [sentence(line) for line in lines]


def _paid_for(kind: str, n: int, who: str) -> str:
    """One part of a payment: "tong-its 3", "your ace 1"."""
    label = RECKONING_ONE[kind] if n == 1 and kind in RECKONING_ONE else RECKONING[kind]
    return f"{label.format(whose=who)} {n}"


def reckoning(parts: Sequence[Sequence[Any]], names: Sequence[str]) -> str:
    """ "Points: Bruno’s deadwood 26 + gin bonus 20 = 46" (empty if there is nothing to add
    up, or the parts are not understood: a summary never fails for want of a sentence)."""
    try:
        if len(parts) == 1 and parts[0][0] in RECKONING_ALL:
            return RECKONING_ALL[parts[0][0]].format(n=parts[0][2])
        terms: list[str] = []
        total = 0
        for kind, seat, n in parts:
            if kind in RECKONING_DOUBLED and terms:
                terms.append(RECKONING_DOUBLED[kind])
                total += n
                continue
            label = RECKONING[kind].format(whose=whose(names[seat]) if seat is not None else "")
            sign = "" if not terms else (" − " if n < 0 else " + ")
            shown = abs(n) if terms else n
            terms.append(f"{sign}{label} {shown}")
            total += n
    except (KeyError, IndexError, TypeError, ValueError):
        return ""
    if not terms:
        return ""
    return "Points: " + "".join(terms) + (f" = {total}" if len(terms) > 1 else "")


# What each of the table's buttons does, shown with its key while the pointer rests on it.
BUTTON_TIPS = {
    "draw": "Draw the top card of the stock", "take": "Take the top card of the discard pile",
    "pass": "Leave the upcard",
    "meld": "Lay down the selected cards, or the meld marked under your hand",
    "layoff": "Lay off the selected cards, or the only loose card that fits",
    "swap": "Put the selected card in place of the joker standing for it, and take the joker "
            "to play at once",
    "discard": "Throw the selected card on the discard pile",
    "go-out": "Go out, throwing the selected card", "pay-me": "Call “Pay me!”, throwing the "
    "selected card", "knock": "Knock, throwing the selected card",
    "gin": "Go gin, throwing the selected card", "done": "Finish laying off",
    "sort-rank": "Order your hand by rank", "sort-suit": "Order your hand by suit",
    "arrange": "Put the cards of your best melds side by side", "hint": "Suggest a move",
    "undo": "Take back your last move, against the computer", "scores": "The score sheet",
    "rules": "The rules, and how to play at the table", "menu": "Save the match and leave",
}
UNDO_OFF = {  # the greyed Undo's tip: why it is greyed
    "people": "Undo is for play against the computer only",
    "seen": "Nothing to take back now: a move can be taken back until a new card is seen",
}
KEY_SPOKEN = {"return": "Enter"}  # keys by the names printed on them, where pygame's differ

# The rules reader's page on the table itself: the mouse first, then the keys.
TABLE_HELP_BUTTON = "At the table"
TABLE_HELP_HEADING = "Mouse and keys"  # over its button, after the games' families
TABLE_HELP: list[tuple[str, str]] = [
    ("Drawing", "Click the stock or the discard pile, or drag a card from either into your "
     "hand, where it goes between the cards you let it go over (unless the hand is kept "
     "sorted)."),
    ("Choosing cards", "Click a card to select it, and again to let it go; a right-click clears "
     "the selection. Drag a card along your hand to move it, or let Sort by rank, Sort by suit "
     "and Group melds arrange it."),
    ("Discarding", "Double-click a card, drag it onto the discard pile, or select it and press "
     "Discard."),
    ("Melding and laying off", "Select cards and press Meld, or drag them to the open table "
     "(Meld with nothing selected lays the meld marked under your hand, or asks which). To "
     "lay off, drag a card onto a meld, or select it and click the meld or press Lay off "
     "(with nothing selected: the only loose card that fits, or it names the cards that "
     "do). Gold frames show "
     "where dragged cards may go; a refused move slides back and says why. A wild that may "
     "go on either end of a run goes below it from the run's left half (or with Shift+L), "
     "above it from the right, and says which card it will be while you drag it; Lay off and "
     "L put it where more of your hand can follow it. Once a "
     "hand is about to be scored, laying off a card from one of your own melds warns you "
     "first: the drag's tip, or a question, says how far your deadwood rises."),
    ("Calls", "Go out, Pay me!, Knock and Gin! appear at the bottom right when they are "
     "allowed: select the card to throw, then press the call. A call's key pressed when it "
     "is not allowed says why (for Knock, the least deadwood you could keep)."),
    ("A score sheet", "In a game with a score sheet (Indian Chief) your column of the sheet "
     "is where you pick: select cards, then click one of your open boxes, which shows what "
     "they would score there (or, with none selected, the best your hand could: a click "
     "selects those cards). A box's number (1 to 7) arms it, Enter picks it. A Doctor asks "
     "for a suit: S, H, D or C. A thief clicks a card of another player's meld to steal it, "
     "or moves to one with Tab or the arrows and presses Enter; P draws instead."),
    ("While you play", "Hint suggests a move and rings in red the pile to draw from or the "
     "card to throw; Undo takes back your last move against the "
     "computer; Scores opens the score sheet. Rest the pointer on another player to see their "
     "turns this hand."),
    ("Keys", "Left and Right move the focus along your hand (it shows from a key press until "
     "the next mouse click), with Shift they move the card, and "
     "Space selects it. D draws, T takes the discard, M melds as Meld does; X or Enter "
     "discards, and L lays off, the selection or else the card in focus (Shift+L puts a wild "
     "below a run); J claims a joker with the card it stands for. O goes out, K knocks, "
     "P passes, F is done laying off. R and S sort, A groups melds, H hints, U or Ctrl+Z "
     "undoes. F1 shows the rules, F2 the scores, F3 this hand's moves, F11 toggles fullscreen, "
     "Esc leaves for the menu and Ctrl+Q quits (the match is saved). A game's own calls have "
     "keys of their own, named in their buttons' tips: Y asks “May I?” or allows, C claims or "
     "challenges, N folds or rejects, W calls a draw, B lays a four face down, G calls "
     "“Tong-its!”, E forces. Held "
     "down, the arrows repeat; the other keys act once."),
]

def rules_page(game_id: str) -> list[tuple[str, str]]:
    """A game's page in the rules reader: its own (every game has one: a test holds them to
    it), or for a game registered without one yet, its blurb, rather than no page at all."""
    from game.games import GAMES

    page = RULES.get(game_id)
    if page:
        return page
    return [(NO_PAGE, GAMES[game_id].blurb)] if game_id in GAMES else [(NO_PAGE, "")]


NO_PAGE = "In short"  # the heading of a game's page made of its blurb alone

# The rules reader: each game in a few short paragraphs, in our own words.
RULES: dict[str, list[tuple[str, str]]] = {
    "pay-me": [
        ("The idea", "Eleven hands, growing from 3 cards to 13. Arrange your whole hand into "
         "melds and call “Pay me!”; everyone else pays for the cards they are left with. "
         "Lowest total after eleven hands wins."),
        ("Melds", "A set is 3 or 4 cards of one rank in different suits. A run is 3 or more "
         "cards in a row of one suit; the ace is low (a house rule lets it be high too, as in "
         "Q-K-A). Melds stay in your hand until the end."),
        ("Wild cards", "Jokers and 2s are always wild, and so is the rank that matches the "
         "number of cards dealt (3s in the first hand, then 4s, … up to kings). At most half of "
         "a meld may be wild, and a run never has two wilds side by side. At the table a wild "
         "card carries a small gold star; in a meld laid out, only a card standing in for "
         "another does (a 2 used as a 2 has none)."),
        ("A turn", "Draw the top card of the stock or of the discard pile, then discard one. "
         "If the stock runs out, the discards but the top one are shuffled into a new stock."),
        ("Pay me!", "When your whole hand, or all of it but one card you discard, is in melds, "
         "call Pay me! Every other player gets one last turn, drawing from the stock only "
         "(with nothing left to draw, that turn passes)."),
        ("Showdown and scoring", "Hands are laid out in melds, each arranged for the least "
         "deadwood; the caller's melds are grouped as the caller holds the cards, where "
         "several arrangements are as good. The others may add loose cards to the caller's "
         "melds. What is left counts against you: wild cards 15, 8 to K 10, A to 7 5 points. "
         "The caller scores nothing that hand."),
        ("Wilds in runs", "A wild in a run stands for one card and keeps it: holding 4♠ 5♠ "
         "Joker, the caller shows the joker as 6♠ (Joker 4♠ 5♠ makes it 3♠), and nobody may "
         "later slide it along or take its place. A card laid off goes at an end of the run; "
         "a wild goes above it, or below it if you drop it on the run's left half. A house "
         "rule lets lay-offs slide wilds: then Joker 4♠ 5♠ takes 7♠."),
        ("Classic preset", "Two to six players. Only jokers and the hand's rank are wild, sets "
         "may grow past four with wilds, no limit on wilds and no laying off at the showdown. "
         "Left over, only a joker costs 15: a card of the wild rank counts as itself (5 or "
         "10)."),
    ],
    "three-thirteen": [
        ("The idea", "Eleven hands from 3 cards to 13. Go out with every card but your discard "
         "in melds; the lowest total after eleven hands wins."),
        ("Wild cards", "The rank matching the number of cards dealt is wild: 3s in the first "
         "hand up to kings in the last. Any number of wilds may be in a meld. At the table a "
         "wild card carries a small gold star; in a meld laid out, only a card standing in "
         "for another does."),
        ("Melds", "Sets are 3 or more of a rank (duplicates from several decks are fine); runs "
         "are 3 or more in a row of one suit, ace low. Melds stay in your hand."),
        ("A turn", "Draw from the stock or the discard pile, then discard. If the stock runs "
         "out, the discards but the top one are shuffled into a new stock."),
        ("Going out", "Discard your last loose card with everything else melded. Each other "
         "player has one more turn, then the hand is scored. No laying off."),
        ("Scoring", "Cards left outside melds count: ace 1, number cards their value, "
         "J Q K 10; a wild left over counts as its own card. Whoever went out scores 0."),
    ],
    "indian-chief": [
        ("The idea", "Two to eight players, eight cards each, and a score sheet of seven boxes "
         "for every player. Each of the seven turns, everyone lays aside in secret the cards "
         "for one box they have not filled yet; then all the picks are turned over together "
         "and each fills its box. After the seventh turn the highest total wins; equal "
         "highest totals share the win."),
        ("The cards", "One deck for two or three players, two decks for four or more. A card "
         "counts its face value: an ace 1, the 2 to 10 as numbered, a jack, queen or king 10."),
        ("The boxes", "The number of cards you lay aside says which box they fill. Rich Man, "
         "5 cards: their face values count against you. Poor Man, 3 cards: only the spades "
         "among them score, at face value. Beggar Man, 2 cards: 2 points for every card the "
         "others lay down this turn that has the rank of either of yours. Thief, 1 card: its "
         "face value, and a steal. Lawyer, 4 cards: 25 if their face values add up to exactly "
         "25, else nothing. Doctor, 6 cards: six different ranks, an ace and a heart among "
         "them; you name a suit, and each card of it scores 10. Indian Chief, 7 cards: a "
         "poker hand of five plus a baccarat hand of two."),
        ("Indian Chief", "The poker hand scores five of a kind 50, a straight flush 45, four "
         "of a kind 40, a full house 35, a flush 30, a straight 25, three of a kind 20, two "
         "pair 15, a pair 10, anything else 5. The baccarat hand scores the last digit of its "
         "two face values added up (9 and 8 make 17: 7). The best way to split your seven "
         "cards is found for you. An ace may start a straight or end one (A-2-3-4-5, "
         "10-J-Q-K-A), never turn the corner."),
        ("A worked example", "Your Indian Chief is 9♠ 9♥ 9♦ 4♣ 4♠ 8♦ 7♥. The three 9s and "
         "the two 4s are a full house, 35; 8♦ and 7♥ are the baccarat hand, 8 + 7 = 15, "
         "which scores 5. The box scores 35 + 5 = 40. Split another way, three 9s with 8♦ "
         "and 7♥ are only three of a kind (20), and the 4s score 8 at baccarat: 28. A "
         "Lawyer of K♠ 8♥ 5♦ 2♣ adds up to 10 + 8 + 5 + 2 = 25 and scores 25; a Beggar Man "
         "of 7♣ 7♦ scores 6 when the others lay down three 7s between them."),
        ("Wrong melds", "A pick that breaks its box's rule (a Doctor without a heart, a "
         "Lawyer adding up to 24) scores 0, and the box is used all the same."),
        ("Thieves", "Once every pick is turned over, each Thief may take one card from "
         "another player's meld of this turn instead of drawing one. They go from the "
         "lowest card to the highest, ace low and king high (a jack steals before a queen). "
         "Thieves of the same rank choose at once, in secret; a card two of them want goes "
         "to neither. On the last turn nobody steals."),
        ("After each turn", "Everyone draws back up to eight cards from the stub, one player "
         "after another from the dealer's left; then the turn's melds, less the stolen "
         "cards, go back into the stub, which is shuffled. If the stub is too short for "
         "everyone, the melds go back first."),
        ("At the table", "The score sheet lies in the middle: a column for each player, a row "
         "for each box, the totals below. Your column is where you pick: select cards in "
         "your hand, then click one of your open boxes (or press its number, 1 to 7, then "
         "Enter). Each open box shows what the selected cards would score there, or, with "
         "none selected, the best your hand could score there now, dimmed; a Beggar Man's "
         "number is an estimate (≈), as it depends on the others' picks. A Doctor asks "
         "which suit to name (S, H, D or C). To steal, click a card of another player's "
         "meld, or move to it with Tab and press Enter; Draw instead (P) takes a card "
         "from the stub."),
    ],
    "tong-its": [
        ("The idea", "Three players and a pot of chips. Everyone starts with 100 chips (a "
         "house rule sets 50 or 200) and puts 2 in the pot each hand. Get rid of your cards "
         "in melds, or hold the least deadwood when the hand ends, and the other two pay "
         "you. After 12 hands (or 6, or 24: the house rule on the number of hands) the most "
         "chips win; a player left without chips ends the game at once."),
        ("Dealing and the first turn", "One deck. The dealer gets 13 cards, the others 12, "
         "and 15 make the stock. The dealer starts without drawing: meld if you can, then "
         "discard. Whoever wins a hand deals the next."),
        ("Melds", "Sets are 3 or 4 cards of a rank; runs are 3 or more in a row of one suit, "
         "the ace low only (A-2-3, never Q-K-A). Melds laid on the table are exposed; melds "
         "kept in your hand are concealed and still count when the hand is compared. Four "
         "of a kind held in your hand may be laid face down: it counts as opening, the "
         "others see only the backs, and it earns its bonus."),
        ("A turn", "Draw the stock's top card, or take the discard pile's top card, but only "
         "into a new meld with cards from your hand, laid down at once. Then expose melds, "
         "lay off on any exposed meld (yours or another player's) and discard."),
        ("Calling a draw", "At the start of your turn, before drawing, you may call a draw if "
         "you have opened (a meld on the table), did not lay off on your own melds last "
         "turn, and nobody laid off on yours since. Each other player folds or challenges; "
         "only a player who has opened may challenge. If everyone folds you win. Otherwise "
         "the caller and the challengers show their deadwood and the lowest wins; a tie goes "
         "to a challenger, and between challengers to the one nearer the caller's left."),
        ("Other endings", "Tong-its: you have no cards left, by melding them all or "
         "discarding the last. Stock out: when the player who drew the last card has "
         "discarded, the players who have opened compare deadwood (if nobody has, everyone "
         "does, unless a house rule says nobody wins); a tie goes to whoever drew the last "
         "card, then to the player on their left."),
        ("Chips", "Deadwood counts ace 1, 2 to 10 their pips, J Q K 10. Each loser pays the "
         "winner 3 chips for a tong-its or a won challenged draw, else 1; plus 3 for each "
         "concealed four the winner holds, 1 if the loser never opened, and 1 for each ace "
         "in the winner's hand or melds. A player who wins two hands in a row takes the "
         "pot."),
        ("A worked example", "Bruno goes tong-its holding a face-down four and two aces. "
         "Cleo, who never opened, pays him 3 + 3 + 1 + 2 = 9 chips; you had opened and pay "
         "3 + 3 + 2 = 8. Had Bruno won the hand before too, he also takes the pot."),
        ("At the table", "Each seat's chips stand by its name and the pot in the middle. To "
         "take the discard, select the cards it melds with and press Take discard (T), or "
         "drag the card off its pile. Lay a four face down with B; call a draw with W; "
         "answer a call with Fold (N) or Challenge (C)."),
    ],
    "contract-rummy": [
        ("The idea", "Seven hands, each with a contract your first meld must be. Get rid of "
         "your cards; the others pay for what they hold. The lowest total after seven hands "
         "wins."),
        ("The cards", "Three to five players, two decks and a joker fewer than the players. "
         "Ten cards each in hands 1 to 3, twelve in hands 4 to 7. Play passes to the left."),
        ("Contracts", "Hand 1: two sets. 2: a set and a run. 3: two runs. 4: three sets. 5: two "
         "sets and a run. 6: a set and two runs. 7: three runs. A set is 3 or more cards of "
         "a rank, any suits, twins allowed; a run is 4 or more in a row of one suit, the ace "
         "low or high. Two runs of one suit in a contract may not join end to end (that is "
         "one long run)."),
        ("A turn", "Draw from the stock or take the discard, then discard. Your first meld of "
         "the hand is exactly the contract, all at once, and that turn you add nothing else. "
         "On later turns you may lay down more melds and lay off on any meld on the table."),
        ("May I?", "When the player in turn draws from the stock, anyone else may ask for the "
         "discard: the first asking from that player's left takes it, with a penalty card "
         "from the stock. The card under it may then be asked for the same way, but nobody "
         "takes two upcards in a row. A house rule caps the May I? claims a player may make "
         "in a hand (from 1 to 9; none by default)."),
        ("Jokers", "A joker is wild in any meld. Once you have met the contract you may claim "
         "a joker from a run by laying the card it stands for in its place; the joker must "
         "then go into a new meld of yours that turn. Jokers in sets stay put."),
        ("Hand 7", "No contract laid down first and no laying off: you meld your whole hand at "
         "once, in three runs or more, and go out without a discard."),
        ("Scoring", "Cards left in hand: jokers and aces 15, J Q K 10, the rest their pips. "
         "Left holding A♠ Joker K♥ 7♦, you score 15 + 15 + 10 + 7 = 47. If the stock runs out "
         "and the pile cannot make a new one, the hand ends and everyone counts their cards."),
        ("Classic preset", "One deck and a joker (two decks and two jokers from six players); "
         "ten cards in hands 1 to 4. Sets are 3 or 4 cards of different suits, runs 3 or "
         "more, and the runs of one contract are of different suits. No May I?, but you may "
         "take a card from deep in the discard pile with every card above it, if you meld it "
         "at once; having taken just the top card you may not throw it back. A joker keeps "
         "the card it stands for once played."),
        ("At the table", "The panel names the hand's contract, and “met” follows the names of "
         "those who have laid theirs down. Select the contract's cards and press Meld (M): "
         "they are split into its melds for you; with nothing selected Meld lays the best "
         "laydown. To claim a joker, drag the card it stands for onto it, or select the "
         "card and press Claim joker (J). Asked about a discard, press May I? (Y) or Pass "
         "(P). In the classic preset the pile is fanned: click a card deep in it to take it "
         "with those above, or press T to choose."),
    ],
    "carioca": [
        ("The idea", "Seven hands of contracts, played to the right. Lay down the hand's "
         "contract all at once, then add to any meld on the table; the first to run out of "
         "cards scores nothing and the others pay for what they hold. The lowest total after "
         "seven hands wins."),
        ("The cards", "Two to five players, two decks and four jokers. Eleven cards each, "
         "twelve in hand 7. Dealing and play pass to the right."),
        ("Contracts", "Hand 1: two trios. 2: a trio and an escalera. 3: two escaleras. 4: three "
         "trios. 5: two trios and an escalera. 6: a trio and two escaleras. 7: three "
         "escaleras. A trio is 3 or more cards of a rank; an escalera is 4 or more in a row of "
         "one suit, the ace low or high. When laying the contract down, a meld holds at most "
         "one joker; later, any number."),
        ("A turn", "Draw from the stock or take the discard, then discard. The first meld of "
         "the hand is the contract, all at once, with nothing else that turn; on later turns "
         "you add cards to any meld on the table (a house rule also lets you lay down new "
         "melds). Two escaleras of one suit in a contract may not join end to end, unless a "
         "house rule lets them."),
        ("Jokers", "Once you have met the contract, a natural card may take a joker's place in "
         "an escalera; the joker then moves to either end of it, as you choose."),
        ("Scoring", "Cards left in hand: jokers 50, aces 20, J Q K 10, the rest their pips. "
         "Left holding a joker, A♣ and 9♦, you score 50 + 20 + 9 = 79."),
        ("At the table", "The panel names the hand's contract and “met” follows the names of "
         "those who have laid theirs down. Select the contract's cards and press Meld (M), "
         "or press it with nothing selected for the best laydown. To move a joker, drag the "
         "card it stands for onto it (or select it and press Claim joker, J), then lay the "
         "joker on the end you want."),
    ],
    "rummy": [
        ("The idea", "Be the first to get rid of all your cards by laying melds on the table, "
         "adding to melds already there, and discarding."),
        ("Dealing", "Two players get 10 cards each, three or four get 7, five or six get 6."),
        ("A turn", "Draw from the stock or take the top discard. You may lay down one meld and "
         "lay off cards on any melds on the table. Then discard — but not the card you just "
         "took from the pile."),
        ("Melds", "Sets of 3 or 4 of a rank, runs of 3 or more in one suit. Ace is low."),
        ("Going rummy", "Lay your whole hand down in one turn, with no card played to the table "
         "before, and your score is doubled (or 10 points are added, by house rule). That "
         "turn your melds may go down together: lay off first what fits the table."),
        ("Scoring", "The winner scores everyone else's leftover cards: ace 1, number cards "
         "their value, J Q K 10. First to 100 wins (a house rule sets 50 to 500, or "
         "a fixed number of hands up to 50)."),
        ("Empty stock", "If nobody takes the top discard, the pile is turned over to make a new "
         "stock. If that whole stock then goes by with no card melded or laid off, play has "
         "stalled: the hand is blocked and nobody scores — or, by house rule, the player "
         "holding the lowest count wins it as if they had gone out (unless two tie for "
         "lowest)."),
        ("House rules", "You may allow several melds in a turn, or laying off on other "
         "players' melds only once you have melded yourself. If the last card must be "
         "discarded, a player who melds every card waits: next turn they draw, play that card "
         "if it fits, and go out by discarding. With penalty scoring each loser scores their "
         "own leftover cards, the match ends when someone reaches the target, and the lowest "
         "total wins."),
    ],
    "gin": [
        ("The idea", "Two players, ten cards each. Build melds in your hand and knock when your "
         "loose cards are worth 10 or less — or go gin with none at all."),
        ("The first upcard", "The non-dealer may take the first upcard or pass, then the dealer. "
         "If both pass, the non-dealer starts by drawing from the stock."),
        ("A turn", "Draw from the stock or take the discard, then discard (not the card just "
         "taken)."),
        ("Melds", "Sets of 3 or 4, runs of 3 or more in a suit, ace low. Ace counts 1, "
         "J Q K 10, number cards their value."),
        ("Knocking", "Discard face down and show your melds (grouped as you hold your cards, "
         "where several arrangements are as good). Your opponent shows theirs and may lay off "
         "loose cards on yours (not after gin)."),
        ("Scoring", "Lower deadwood wins the difference. If the defender ties or beats the "
         "knocker, that is an undercut: difference plus 10 (25 by house rule). Gin scores the "
         "difference plus 20 (or 25)."),
        ("The game", "First to 100 (a house rule sets 50 to 500). The winner gets 100 more "
         "(another 100 for a shutout) and each hand won is worth a 20-point line bonus. If the "
         "stock gets down to two cards without a knock, the hand is void."),
    ],
}
