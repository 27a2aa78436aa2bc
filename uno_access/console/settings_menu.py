"""The ``options`` menu: the seat's settings screen, over the settings file of :mod:`uno_access.storage`.

First the match being played (its rules, bots, target, language), then the
saved defaults as a numbered list read aloud: a number picks a setting, its
value is typed (or its localized name), every refusal says what is allowed.
A change is saved to the file and says when it applies: now (voice,
verbosity, pacing, hand order, language) or from the next match (rules,
bots, level, target), which "play again" then uses.
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING, Any

from ..i18n import normalize
from ..storage.menu import TABLE_SETTINGS, StoredSettings, Translate, current_settings
from ..storage.menu import shown_value as stored_value
from ..storage.settings import SPECS, SettingKind, Settings, SettingValueError, parse_setting
from ..typed import whole_number
from .commands import Command, Verb, command_id

if TYPE_CHECKING:
    pass

#: The cells of a braille display line.
BRAILLE_CELLS = 40


def shown_value(key: str, value: Any, t: Translate) -> str:
    """A setting's value as the menu says it: numbers written in the language (« 0,5 »), the pace in seconds."""
    if key == "bot_pacing":
        return t("settings-menu-seconds", seconds=value)
    if isinstance(value, float):
        return t("settings-menu-number", value=value)
    return stored_value(key, value, t)


def voice_not_working(session: Any) -> bool:
    """The game's voice is asked for but cannot speak (no sound output, no synthesizer...)."""
    from ..speech.base import SpeechUnavailable

    reason = getattr(session.output.speaker, "unavailable", None)
    return session.options.speech != "off" and reason is not None and reason is not SpeechUnavailable.NO_VOICE


def match_lines(session: Any) -> list[str]:
    """The match being played, in a few short lines: the rules, the table, the target, the language."""
    from .house_rules import house_rule_label

    t: Translate = session.t
    match = session.match
    rules = session.view.rules
    house = t("list-separator").join(house_rule_label(name, session.options.lang) for name in match.house)
    return [
        t("settings-match-title"),
        t("settings-match-rules", rules=SPECS["rules"].value_label(match.rules, t), house=house or "none"),
        t("settings-match-table", bots=match.bots,
          level=SPECS["bot_level"].value_label(getattr(match.level, "value", str(match.level)), t)),
        t("settings-match-target", target=rules.target_score),
        t("settings-match-language", language=t(f"language-{session.options.lang}")),
    ]


def settings_menu(session: Any, stored: StoredSettings) -> None:
    """The ``options`` menu on the session's reader; returns when the player presses Enter.

    ``?`` (F1, or the word for help) explains the menu at its first question, the setting at the second, and
    asks again: the turn's help would be about another question.
    """
    try:
        _settings_menu(session, stored)
    finally:
        session.menu_help = None


def _settings_menu(session: Any, stored: StoredSettings) -> None:
    changed = False
    keys = list(SPECS)
    listed = False
    while True:
        t: Translate = session.t
        settings = current_settings(stored, session)
        if not listed:  # the list once; after a change, only the question (short to hear)
            lines = [*match_lines(session), t("storage-settings-title")]
            for number, item in enumerate(keys, start=1):
                shown = shown_value(item, getattr(settings, item), t)
                if item == "speech" and voice_not_working(session):
                    shown = t("settings-speech-not-working", value=shown)
                lines.append(t("storage-settings-item", number=number, setting=t(SPECS[item].label_id), value=shown))
            session.say(*lines)
            listed = True
        key = _ask_setting(session, keys)
        if key is None:
            if not changed:
                session.say(t("storage-settings-unchanged"))
            return
        value = _ask_value(session, key, settings)
        if value is None:
            continue
        if getattr(settings, key) == value:
            continue
        changed = True
        _apply_live(session, key, value)
        stored.note_live(key, value)
        t = session.t  # the language may have changed
        session.say(t("storage-settings-changed", setting=t(SPECS[key].label_id), value=shown_value(key, value, t)))
        if key in TABLE_SETTINGS:
            stored.changed_for_next_match.add(key)
            session.say(t("storage-settings-next-match"))
        else:
            session.say(t("storage-settings-now"))
        # Only this setting is written: values given by flags for this run stay out of the file.
        session.say(*stored.save(stored.settings.replace(**{key: value}), t))


def _read(session: Any, prompt: str, explain: Any = None) -> str | None:
    """A line from the player; ``None`` at end of input or for a key command (leave the menu).  ``?`` says
    ``explain``'s lines (the menu's help by default) and asks again."""
    if explain is None:
        def explain() -> list[str]:
            lines: list[str] = session.t("settings-menu-help").splitlines()
            return lines
    session.menu_help = explain  # F1 and ``?`` typed as keys reach the session's help: this question's
    while True:
        answer = session.reader.read(prompt + " ")
        if isinstance(answer, Command) and answer.verb is Verb.HELP or isinstance(answer, str) and _asks_help(
                session, answer):
            session.say(*explain())
            continue
        return answer if isinstance(answer, str) else None


def _asks_help(session: Any, answer: str) -> bool:
    text = answer.strip()
    return text == "?" or bool(text) and normalize(text) in (normalize(session.t(command_id(Verb.HELP))),
                                                            *session.t.words(command_id(Verb.HELP)))


def _explain(session: Any, key: str) -> list[str]:
    """What a setting does and allows, in lines of 40 cells (the settings file's comment, in the menu's words)."""
    t = session.t
    spec = SPECS[key]
    allowed = _allowed_lines(spec, t).replace("\n", " ")
    text = t(spec.help_id, allowed=allowed, default=shown_value(key, getattr(Settings(), key), t))
    return textwrap.wrap(text, BRAILLE_CELLS, break_long_words=False, break_on_hyphens=False)


def _ask_setting(session: Any, keys: list[str]) -> str | None:
    while True:
        answer = _read(session, session.t("storage-settings-prompt"))
        if answer is None or not answer.strip():
            return None
        text = answer.strip()
        number = whole_number(text, 1, len(keys))
        if number is not None:
            return keys[number - 1]
        session.say(session.t("storage-settings-bad-number", count=len(keys)))


def _ask_value(session: Any, key: str, settings: Settings) -> Any:
    """The new value, or ``None`` if the player pressed Enter (nothing changes)."""
    spec = SPECS[key]
    while True:
        t = session.t
        question = t("storage-settings-ask", setting=t(spec.label_id), allowed=_allowed_lines(spec, t),
                     value=shown_value(key, getattr(settings, key), t))
        *said, prompt = question.split("\n")  # a line each on a braille display; the last one prompts
        if said:
            session.say(*said)
        answer = _read(session, prompt, lambda: _explain(session, key))  # used in this iteration
        if answer is None or (not answer.strip() and spec.kind is not SettingKind.TEXT):
            return None
        try:
            return parse_setting(key, answer, t)
        except SettingValueError as error:
            session.say(t(error.message_id, **error.message_args(t)))


def _allowed_lines(spec: Any, t: Translate) -> str:
    """What a setting allows, its choices cut between names into lines of 40 braille cells."""
    if spec.kind not in (SettingKind.CHOICE, SettingKind.NAMES):
        allowed: str = spec.allowed(t)
        return allowed
    lines = [""]
    for name in (spec.value_label(choice, t) for choice in spec.choices):
        joined = f"{lines[-1]}, {name}" if lines[-1] else name
        if lines[-1] and len(joined) + 2 > BRAILLE_CELLS:  # room for the "," or "." that ends the line
            lines[-1] += ","
            lines.append(name)
        else:
            lines[-1] = joined
    return "\n".join(lines)


def _apply_live(session: Any, key: str, value: Any) -> None:
    """Make a change heard at once when the running match can take it."""
    o = session.options
    speaker = session.output.speaker
    if key == "language":
        from uno_access.i18n import detect_language

        o.lang = detect_language() if value == "auto" else value
        speaker.set_voice_options(language=o.lang)
    elif key == "speech":
        if value in ("on", "off", "reader") and value != o.speech:
            session.settings_commands.set_speech_mode(value)
        o.speech = value
    elif key == "sounds":
        from .speech_setup import start_sounds

        o.sounds = value
        start_sounds(o, session.output)
    elif key == "sound_volume":
        o.sound_volume = value
        set_volume = getattr(session.output.sounds, "set_volume", None)
        if set_volume is not None:
            set_volume(value / 100)
    elif key == "verbosity":
        o.verbosity = type(o.verbosity)(value)
    elif key == "hand_order":
        o.order = type(o.order)(value)
        session.focus = None
    elif key == "bot_pacing":
        o.pace = float(value)
    elif key == "auto_accept" and hasattr(o, "auto_accept"):
        o.auto_accept = value == "on"
    elif key in ("rate", "volume", "voice") and hasattr(session, "settings_commands"):
        session.settings_commands.set_voice(**{key: value})  # the speaker now, and again if speech is switched off and on
    elif key == "rate":
        speaker.set_voice_options(rate=value)
    elif key == "volume":
        speaker.set_voice_options(volume=value / 100)
    elif key == "voice":
        speaker.set_voice_options(voice=value)
