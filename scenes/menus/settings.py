"""Settings: animation speed, two- or four-colour deck, card back, volume, fullscreen, how
long the hard computer thinks, and how long a person has to answer a call out of turn.
Each change is saved at once and shown in the preview."""

from __future__ import annotations

import pygame

from game import __version__
from game.cards import Card
from scenes import storage, words
from scenes.drawing import ui
from scenes.menus.button_scene import ButtonScene, step_round

_PREVIEW = [Card(0, 1, 0), Card(1, 10, 1), Card(2, 7, 2), Card(3, 12, 3)]
VOLUMES = (0, 20, 40, 60, 80, 100)


class SettingsScene(ButtonScene):
    def layout(self, surface: pygame.Surface) -> None:
        s = ui.scale_of(surface)
        w = surface.get_width()
        st = self.app.settings
        values = {
            "speed": words.SPEED_NAMES[st.speed],
            "four_colour": "yes" if st.four_colour else "no",
            "card_back": words.BACK_NAMES[st.back],
            "volume": "off" if st.volume == 0 else f"{st.volume}%",
            "fullscreen": "yes" if st.fullscreen else "no",
            "think": words.THINK_NAMES[st.think],
            "answer": words.ANSWER_NAMES[st.answer],
        }
        self.buttons = []
        row_h, gap = int(44 * s), int(12 * s)
        # the rows take the width of a tall window, with the preview below them
        tall = ui.tall(surface)
        width = w - int(80 * s) if tall else int(w * 0.46)
        self.value_rows([(k, words.SETTINGS[k], v, True) for k, v in values.items()],
                        pygame.Rect(int(40 * s), int(130 * s), width, 0), row_h, gap)
        rows_end = int(130 * s) + len(values) * (row_h + gap)
        self.help_at = (int(40 * s), rows_end + int(8 * s))
        self.preview_at = (int(40 * s), rows_end + int(60 * s)) if tall \
            else (int(w * 0.58), int(130 * s))
        self.buttons.append(self.corner_back(surface))

    def pressed(self, key: str) -> None:
        if key == "back":
            self.app.pop()
        elif key == "fullscreen":
            self.app.toggle_fullscreen()
            self._changed()
        else:
            self.step(key, 1)

    def step(self, key: str, direction: int) -> None:
        """Each setting but fullscreen steps round; the volume in fifths, through Off."""
        st = self.app.settings
        if key == "speed":
            st.speed = step_round(storage.SPEEDS, st.speed, direction)
        elif key == "four_colour":
            st.four_colour = not st.four_colour
        elif key == "card_back":
            st.back = step_round(storage.BACKS, st.back, direction)
        elif key == "volume":  # one set by hand between the steps (50) goes to the next
            st.volume = step_round(VOLUMES, st.volume, direction) if st.volume in VOLUMES \
                else (st.volume // 20 + (direction > 0)) * 20
        elif key == "think":
            st.think = step_round(list(storage.THINKS), st.think, direction)
        elif key == "answer":
            st.answer = step_round(list(storage.ANSWERS), st.answer, direction)
        else:
            return  # Back and Full screen show no choice
        self._changed()

    def _changed(self) -> None:
        self.app.apply_settings()
        self.app.save_settings()
        self.app.sounds.play("discard")
        self.relayout()

    def draw(self, surface: pygame.Surface) -> None:
        s = self.draw_page(surface, words.MENU["settings"])
        h = surface.get_height()
        ch = int(170 * s)
        x, y = self.preview_at
        for i, card in enumerate(_PREVIEW):
            surface.blit(self.app.art.face(card, ch), (x + i * int(70 * s), y))
        back = self.app.art.back(ch)
        if ui.tall(surface):  # the back beside the faces
            surface.blit(back, (x + len(_PREVIEW) * int(70 * s) + back.get_width(), y))
        else:  # the back under them
            surface.blit(back, (x + int(70 * s), y + ch + int(30 * s)))
        ui.text(surface, words.SAY["settings-help"], 18 * s, self.help_at, ui.INK_DIM,
                max_width=surface.get_width() - int(80 * s))
        problem = self.app.settings_problem
        where = problem or words.SAY["saved-in"].format(path=storage.dirs().config)
        ui.text(surface, where, 16 * s, (int(40 * s), h - int(90 * s)),
                ui.RED if problem else ui.INK_DIM, "midleft",
                max_width=surface.get_width() - int(80 * s))
        back_button = self.button("back").rect  # the version, for a bug report, beside it
        ui.text(surface, words.SAY["version"].format(version=__version__), 16 * s,
                (surface.get_width() - int(40 * s), back_button.centery), ui.INK_DIM,
                "midright")
        self.draw_value_labels(surface)
        self.draw_buttons(surface)
