"""Cards glide: a tween eases from where a card was to where it belongs, after its delay,
turning face up halfway through a flip."""

from __future__ import annotations

import pygame

from scenes.table.anim import Animator, Tween, ease_out

A, B = pygame.Rect(10, 2, 10, 20), pygame.Rect(100, 50, 20, 40)


def test_a_tween_waits_out_its_delay_then_eases_to_its_end():
    tween = Tween(A, B, delay=0.5, duration=1.0)
    assert (tween.progress(), tween.rect(), tween.done) == (0.0, A, False)
    tween.t = 0.5
    assert tween.progress() == 0.0 and not tween.done
    tween.t = 1.0  # half way: eased, so well past the middle
    assert tween.progress() == 0.5 and ease_out(0.5) == 0.875
    assert tween.rect() == pygame.Rect(89, 44, 19, 38)
    tween.t = 1.5
    assert tween.done and tween.rect() == B
    tween.t = 9.0
    assert tween.progress() == 1.0 and tween.rect() == B, "never past its end"
    assert Tween(A, B, 0.0, 0.0).progress() == 1.0, "no time: already there"


def test_a_flip_shows_the_back_then_narrows_and_widens_to_the_face():
    tween = Tween(A, B, delay=0.0, duration=1.0, flip=True)
    seen = []
    for t in (0.0, 0.25, 0.5, 0.75, 1.0):
        tween.t = t
        seen.append((tween.face_shown(), tween.squeeze()))
    assert seen == [(False, 1.0), (False, 0.5), (True, 0.0), (True, 0.5), (True, 1.0)]
    still = Tween(A, B, 0.0, 1.0)
    still.t = 0.25
    assert (still.face_shown(), still.squeeze()) == (True, 1.0), "no flip: face up, full width"


def test_the_animator_glides_a_card_from_where_it_was_seen_last():
    anim = Animator()
    anim.place("k", A, 1.0)  # first seen, no origin: it is simply there
    assert anim.where("k") == (A, None) and not anim.busy
    anim.place("k", B, 1.0, delay=0.5)
    rect, tween = anim.where("k")
    assert rect == A and tween is not None and (tween.delay, tween.flip) == (0.5, False)
    anim.place("k", B, 1.0)
    assert anim.where("k")[1] is tween, "the same place again keeps the glide going"
    anim.update(0.9)
    assert anim.busy and anim.where("k")[0] not in (A, B)
    anim.update(0.6)
    assert not anim.busy and anim.where("k") == (B, None)


def test_a_new_card_glides_from_its_origin_and_may_flip():
    anim = Animator()
    anim.place("new", B, 1.0, origin=A, flip=True)
    rect, tween = anim.where("new")
    assert rect == A and tween is not None and tween.flip
    anim.place("other", B, 1.0, origin=A)
    assert not anim.tweens["other"].flip, "no flip unless asked"


def test_no_glide_without_time_or_distance_and_a_jump_is_at_once():
    anim = Animator()
    anim.place("k", A, 1.0)
    anim.place("k", B, 0.0)
    assert anim.where("k") == (B, None), "instant speed"
    anim.place("k", B, 1.0)
    assert not anim.busy, "already there"
    anim.place("k", A, 1.0)
    anim.place("k", B, 0.0)
    assert anim.where("k") == (B, None) and not anim.busy, "instant speed ends a glide"
    anim.place("k", A, 1.0)
    anim.jump("k", pygame.Rect(5, 5, 10, 20))
    assert anim.where("k") == (pygame.Rect(5, 5, 10, 20), None)
    anim.place("gone", A, 1.0, origin=B)
    anim.forget_except({"k"})
    assert set(anim.last) == {"k"} and not anim.busy, "its glide forgotten too"
