"""`rummy-parlor screenshot`: every scene renders to a PNG that is not blank."""

from __future__ import annotations

import os

import pygame
import pytest

from scenes.main import main
from scenes.screenshot import SCENES


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("RUMMY_PARLOR_HOME", str(tmp_path / "home"))
    return tmp_path


def colours(path) -> int:
    img = pygame.image.load(str(path))
    small = pygame.transform.scale(img, (64, 36))
    return len({small.get_at((x, y))[:3] for x in range(64) for y in range(36)})


@pytest.mark.parametrize("scene", SCENES)
def test_every_scene_renders(scene, tmp_path, capsys):
    out = tmp_path / f"{scene}.png"
    assert main(["screenshot", "--scene", scene, "--game", "pay-me", "--players", "3",
                 "--seed", "2", "--actions", "8", "--out", str(out)]) == 0
    assert capsys.readouterr().out == f"{out}\n", "it names the picture it wrote"
    assert pygame.image.load(str(out)).get_size() == (1280, 720)
    assert colours(out) > 40, "the picture is not blank"


def test_eight_players_at_a_large_size(tmp_path):
    out = tmp_path / "big.png"
    assert main(["screenshot", "--scene", "table", "--game", "pay-me", "--players", "8",
                 "--seed", "1", "--actions", "40", "--size", "2560x1440", "--out",
                 str(out)]) == 0
    assert pygame.image.load(str(out)).get_size() == (2560, 1440)


@pytest.mark.parametrize("args, words", [
    (["--scene", "nowhere"], "unknown scene"),
    (["--scene", "table", "--size", "10x10"], "--size must be"),
    (["--scene", "table", "--size", "1023x600"], "from 1024x600 to 7680x4320"),  # as documented
    (["--scene", "table", "--size", "1024x599"], "--size must be"),
    (["--scene", "table", "--size", "7681x4320"], "--size must be"),
    (["--scene", "table", "--size", "7680x4321"], "--size must be"),
    (["--scene", "table", "--size", "big"], "WIDTHxHEIGHT"),
    (["--scene", "table", "--game", "gin", "--players", "3"], "takes exactly 2 players"),
    (["--scene", "table", "--out", "/no/such/dir/x.png"], "no such folder"),
    (["--scene", "table", "--actions", "-1"], "--actions cannot be negative"),
    (["--scene", "table", "--out", "table.jpg"], "--out must name a .png file"),
    (["--scene", "table", "--game", "contract-rummy", "--preset", "nope"], "has no preset"),
    (["--scene", "table", "--game", "contract-rummy", "--players", "6"], "3 to 5 players"),
])
def test_bad_arguments_get_one_line(args, words, tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    argv = ["screenshot", *args]
    if "--out" not in args:
        argv += ["--out", str(tmp_path / "x.png")]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err
    assert not [p for p in tmp_path.iterdir() if p.is_file()], "no picture written"


def test_a_picture_that_cannot_be_written_gets_one_line(tmp_path, capsys):
    taken = tmp_path / "taken.png"
    taken.mkdir()  # a folder where the picture should go: no write can succeed, root or not
    assert main(["screenshot", "--scene", "title", "--out", str(taken)]) == 2
    err = capsys.readouterr().err
    assert f"cannot write {taken}" in err and "Traceback" not in err
    assert taken.is_dir() and not any(taken.iterdir())


def test_a_preset_is_pictured(tmp_path):
    out = tmp_path / "classic.png"
    assert main(["screenshot", "--scene", "table", "--game", "contract-rummy", "--preset",
                 "classic", "--players", "6", "--actions", "20", "--out", str(out)]) == 0
    assert out.stat().st_size > 10_000


def test_a_two_player_game_is_pictured_without_naming_the_players(tmp_path):
    out = tmp_path / "gin.png"
    assert main(["screenshot", "--scene", "table", "--game", "gin", "--out", str(out)]) == 0
    assert out.stat().st_size > 0


def _with_a_played_game() -> None:
    """An unfinished save and some statistics in whatever home storage points at."""
    from game.api import new_match
    from game.match import Seat
    from scenes import storage

    match = new_match("rummy", None, [Seat("You"), Seat("Bruno", "normal")], 5)
    storage.save_match(storage.new_save_path("rummy"), match)
    stats = storage.Stats()
    stats.games["gin"] = storage.GameStats(played=3, won=2, best=150, total=300, scores=3)
    storage.save_stats(stats)


def _shots(tmp_path, name):
    pictures = []
    for scene in ("title", "stats"):
        out = tmp_path / f"{name}-{scene}.png"
        assert main(["screenshot", "--scene", scene, "--out", str(out)]) == 0
        pictures.append(pygame.image.tobytes(pygame.image.load(str(out)), "RGB"))
    return pictures


def test_a_picture_shows_a_fresh_install_not_the_players_own_games(tmp_path, monkeypatch):
    fresh = _shots(tmp_path, "fresh")
    _with_a_played_game()  # in the home the fixture names: pictured when asked for
    assert all(a != b for a, b in zip(_shots(tmp_path, "named"), fresh, strict=True))
    monkeypatch.delenv("RUMMY_PARLOR_HOME")
    for kind in ("DATA", "CONFIG", "STATE"):  # platformdirs' folders, as a real install
        monkeypatch.setenv(f"XDG_{kind}_HOME", str(tmp_path / "xdg" / kind.lower()))
    _with_a_played_game()
    before = sorted((p, p.read_bytes()) for p in (tmp_path / "xdg").rglob("*") if p.is_file())
    assert _shots(tmp_path, "own") == fresh
    assert sorted((p, p.read_bytes()) for p in (tmp_path / "xdg").rglob("*")
                  if p.is_file()) == before, "the player's own files are left as they were"
    assert "RUMMY_PARLOR_HOME" not in os.environ


def test_the_settings_page_is_pictured_with_a_fresh_installs_choices(tmp_path, monkeypatch):
    from scenes.drawing import ui
    from scenes.storage import SPEEDS, Settings
    from scenes.words import SPEED_NAMES

    drawn: list[str] = []
    real = ui.text
    monkeypatch.setattr(ui, "text", lambda surface, text, *a, **k: (
        drawn.append(text), real(surface, text, *a, **k))[1])
    assert main(["screenshot", "--scene", "settings", "--out", str(tmp_path / "s.png")]) == 0
    shown = {SPEED_NAMES[speed] for speed in SPEEDS} & set(drawn)
    assert shown == {SPEED_NAMES[Settings().speed]}, "not the instant speed pictures are made at"
