"""The options menu and ``repeat`` as the play audit met them (``../shared/audits/play-audit.md``, part 2,
5 and 6): `?` explains instead of leaving, the value question is a question, every setting can be
explained, French numbers are French, and ``repeat`` after help or the menu says the game again."""

from __future__ import annotations

import io
import re

import pytest

from uno_access.console.commands import Command, Verb
from uno_access.console.output import Output
from uno_access.console.settings_menu import settings_menu
from uno_access.i18n import Translator
from uno_access.storage import SPECS
from uno_access.storage.menu import StoredSettings

from .test_console_questions import Lines, table

LANGS = ["fr", "en"]


def number(key: str) -> str:
    return str(list(SPECS).index(key) + 1)


def menu_session(lang: str, lines: list[object]):  # a Session and its screen
    session = table(["r1 b3 g5", "r7 r4 y4"], "r5", "g1 g2 g3 g4", lang=lang)
    stream = io.StringIO()
    session.output = Output(stream)
    session.reader = Lines(lines)  # type: ignore[arg-type]
    return session, stream


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("help_key", ["?", Command(Verb.HELP)], ids=["typed", "key"])
def test_help_in_the_menu_explains_the_menu_and_stays_in_it(lang, help_key):
    """`?` at "Réglage ? >" printed the turn's help and left the menu without a word."""
    t = Translator(lang)
    session, stream = menu_session(lang, [help_key, ""])
    settings_menu(session, StoredSettings())
    text = stream.getvalue()
    assert t("settings-menu-help").splitlines()[0] in text
    assert t("help-now-play", colors="x", **{"pass": False}).splitlines()[0] not in text
    assert session.reader.prompts.count(t("storage-settings-prompt") + " ") == 2  # asked again
    assert text.rstrip().endswith(t("storage-settings-unchanged"))


@pytest.mark.parametrize("lang", LANGS)
def test_the_value_question_is_a_question_and_help_explains_the_setting(lang):
    """ "Actuellement oui. " waited with no question; "Piocher d'office sans réponse" was explained nowhere."""
    session, stream = menu_session(lang, [number("auto_accept"), "?", "", ""])
    settings_menu(session, StoredSettings())
    value_prompt = session.reader.prompts[1]
    assert value_prompt.rstrip().endswith(">"), value_prompt
    assert "?" in value_prompt
    text = stream.getvalue()
    explained = [line for line in text.splitlines() if "+2" in line or "+4" in line]
    assert explained, text
    assert all(len(line) <= 40 for line in text.splitlines()), [line for line in text.splitlines() if len(line) > 40]
    assert session.reader.prompts.count(value_prompt) == 2  # asked again after the explanation
    if lang == "fr":
        assert "(on)" not in text and "(off)" not in text


def test_french_numbers_in_the_menu_take_a_comma_and_seconds_their_unit():
    """ "Rythme des robots : 0.5." in French; "10. Rythme des robots : 1" without a unit."""
    session, stream = menu_session("fr", [number("bot_pacing"), "0,5", ""])
    settings_menu(session, StoredSettings())
    text = stream.getvalue()
    assert "Rythme des robots : 0,5 s." in text
    assert re.search(number("bot_pacing") + r"\. Rythme des robots : \d+ s\n", text)
    assert "0.5" not in text


def test_french_says_no_house_rule_not_sans_maison():
    session, stream = menu_session("fr", [""])
    settings_menu(session, StoredSettings())
    assert "sans maison" not in stream.getvalue()
    assert "sans règle maison" in stream.getvalue()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("typed", ["help", "settings", "rules"])
def test_repeat_after_help_or_the_menu_says_the_game_again(lang, typed):
    """F2 and `repeat` after `help` or `options` replayed about 60 lines of help and settings."""
    t = Translator(lang)
    command = {"help": t("command-help"), "settings": t("command-settings"), "rules": t("command-rules")}[typed]
    answers = [command, *([""] if typed == "settings" else []), t("command-repeat")]
    session, stream = menu_session(lang, [])
    session.stored_settings = StoredSettings()
    session.output.say([t("turn-play", top="r 5", color="rouge", count=3)])  # the game's last line
    game = list(session.output.last)
    session.reader = Lines(answers)  # type: ignore[arg-type]
    from uno_access.console.commands import parse_command

    for answer in answers:
        session.output.new_command()
        mark = len(stream.getvalue())
        session.turn_commands.handle(parse_command(answer, lang), session.view)
        if answer == t("command-repeat"):
            assert stream.getvalue()[mark:].splitlines() == game
        if answer == command and typed == "settings":
            break
    if typed == "settings":
        assert stream.getvalue().rstrip().splitlines()[-1] == game[-1]  # the question, said again
        session.output.new_command()
        mark = len(stream.getvalue())
        session.turn_commands.handle(parse_command(t("command-repeat"), lang), session.view)
        assert stream.getvalue()[mark:].splitlines() == game
