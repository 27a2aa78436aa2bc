"""The settings the player changes while playing: verbosity, pace, speech, the order of the hand.

A part of the console seat (:class:`.session.Session`), which holds it as ``session.settings_commands``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ..i18n import normalize, translator
from ..typed import shown
from .options import HandOrder, Verbosity

if TYPE_CHECKING:
    from .session import Session


class SettingsCommands:
    """``réglages``, ``verbosité``, ``rythme``, ``voix``, ``tri``, ``stats``."""

    def __init__(self, session: Session) -> None:
        #: The seat this part belongs to: its words, view and output, and its other parts.
        self.session = session

    def stats(self) -> None:
        """``stats``: the statistics kept with the saves (cli.play sets ``self.session.store``)."""
        from ..storage.menu import stats_command

        store = self.session.store
        if store is None:
            self.session.say(self.session.t("error-not-now"))
            return
        stats_command(self.session, store)

    def settings(self) -> None:
        stored = self.session.stored_settings
        self.session.focus = None  # back from the menu, Enter must not play a card chosen before it
        if stored is not None:  # the options menu of uno_access.storage: every setting, saved to the file
            from .settings_menu import settings_menu

            settings_menu(self.session, stored)
            return
        o = self.session.options
        self.session.say(
            self.session.t("settings-verbosity", value=o.verbosity.value),
            self.session.t("settings-pace", seconds=o.pace),
            self.session.t("settings-speech", value=o.speech),
            self.session.t("settings-sort", value=o.order.value),
            self.session.t("settings-how"),
        )

    def _choice(self, arg: str, prefix: str, values: Sequence[str]) -> str | None:
        wanted = normalize(arg)
        for value in values:
            message = f"{prefix}-{value}"
            if wanted in (normalize(self.session.t(message)), *self.session.t.words(message)):
                return value
        for lang in ("fr", "en"):
            for value in values:
                message = f"{prefix}-{value}"
                if wanted in (normalize(translator(lang)(message)), *translator(lang).words(message)):
                    return value
        return None

    def set_verbosity(self, arg: str) -> None:
        o = self.session.options
        if not arg:
            o.verbosity = Verbosity.FULL if o.brief else Verbosity.BRIEF
        else:
            value = self._choice(arg, "value-verbosity", [v.value for v in Verbosity])
            if value is None:
                self.session.say(self.session.t("error-setting", value=shown(arg), choices=self._choices("value-verbosity", Verbosity)))
                return
            o.verbosity = Verbosity(value)
        self.session.say(self.session.t("settings-verbosity", value=o.verbosity.value))

    def set_order(self, arg: str) -> None:
        o = self.session.options
        if not arg:
            o.order = HandOrder.NUMBER if o.order is HandOrder.COLOR else HandOrder.COLOR
        else:
            value = self._choice(arg, "value-sort", [v.value for v in HandOrder])
            if value is None:
                self.session.say(self.session.t("error-setting", value=shown(arg), choices=self._choices("value-sort", HandOrder)))
                return
            o.order = HandOrder(value)
        self.session.focus = None
        self.session.say(self.session.t("settings-sort", value=o.order.value))

    def _choices(self, prefix: str, enum: type) -> str:
        return self.session.t("list-or").join(self.session.t(f"{prefix}-{member.value}") for member in enum)  # type: ignore[attr-defined]

    def set_pace(self, arg: str) -> None:
        if not arg.strip():  # "rythme" alone: the pace now, and how to change it
            self.session.say(self.session.t("settings-pace", seconds=self.session.options.pace), self.session.t("help-pace-how"))
            return
        try:
            seconds = float(arg.replace(",", "."))
            if not 0 <= seconds <= 10:
                raise ValueError(arg)
        except ValueError:
            self.session.say(self.session.t("error-pace", value=shown(arg)))
            return
        self.session.options.pace = seconds
        self.session.say(self.session.t("settings-pace", seconds=seconds))

    def set_speech(self, arg: str) -> None:
        value = self._choice(arg, "value-speech", ["on", "off", "reader"]) if arg else (
            "off" if self.session.options.speech != "off" else "on")
        if value is None:
            self.session.say(self.session.t("error-setting", value=shown(arg), choices=self.session.t("list-or").join(
                self.session.t(f"value-speech-{v}") for v in ("on", "off", "reader"))))
            return
        self.set_speech_mode(value)

    def set_sounds(self, arg: str) -> None:
        """``sons on|off``: the game's sounds (alone: switch)."""
        from ..sounds.player import NoSounds
        from .speech_setup import start_sounds

        playing = not isinstance(self.session.output.sounds, NoSounds)
        value = self._choice(arg, "value-speech", ["on", "off"]) if arg else ("off" if playing else "on")
        if value is None:
            self.session.say(self.session.t("error-setting", value=shown(arg), choices=self.session.t("list-or").join(
                self.session.t(f"value-speech-{v}") for v in ("on", "off"))))
            return
        self.session.options.sounds = value
        start_sounds(self.session.options, self.session.output)
        self.session.say(self.session.t(f"sounds-{value}"))

    def set_speech_mode(self, value: str) -> None:
        """Turn the game's own voice on or off (the console module wires the speaker)."""
        from .speech_setup import switch_speech

        switch_speech(self.session, value)

    def set_voice(self, *, rate: int | None = None, volume: int | None = None, voice: str | None = None) -> None:
        """Change the game's voice now and for the rest of the run (the options menu)."""
        from .speech_setup import set_voice

        set_voice(self.session, rate=rate, volume=volume, voice=voice)
