"""The settings as the player meets them (issue 7): stored settings are the defaults under the
flags, the in-game options menu changes them by number and value — every refusal says what is
allowed — and what changed is in the plain file at once."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from uno_access.cli import solo_seat
from uno_access.console.options import ConsoleOptions, HandOrder, Level, MatchOptions, Verbosity
from uno_access.console.output import Output
from uno_access.console.session import Session
from uno_access.console.settings_menu import settings_menu
from uno_access.storage import SPECS, Settings, SettingsFile, settings_path
from uno_access.storage.menu import StoredSettings, stats_command
from uno_access.storage.saves import SaveStore


class Lines:
    def __init__(self, lines: list[str]) -> None:
        self.lines = iter(lines)
        self.prompts: list[str] = []

    def read(self, prompt: str) -> str | None:
        self.prompts.append(prompt)
        return next(self.lines, None)

    def close(self) -> None:
        pass


def session_with(lines: list[str], lang: str = "en") -> tuple[Session, io.StringIO, Lines]:
    stream = io.StringIO()
    session = solo_seat(MatchOptions(bots=2, seed=1), ConsoleOptions(lang=lang), Output(stream), sleep=lambda s: None)
    reader = Lines(lines)
    session.reader = reader
    return session, stream, reader


def number(key: str) -> str:
    return str(list(SPECS).index(key) + 1)


def test_the_menu_lists_every_setting_with_its_value() -> None:
    session, stream, _ = session_with([""])
    settings_menu(session, StoredSettings())
    text = stream.getvalue()
    assert "Saved settings, for new matches too.\nType a number to change one,\nor Enter to go back.\n" in text
    # Issue 13: the match being played comes first, apart from the saved defaults.
    assert text.index("This match:") < text.index("Rules: official") < text.index("Saved settings")
    assert f"{number('rate')}. Speech rate: 200" in text
    assert f"{number('bot_level')}. Bot level: normal" in text
    assert text.rstrip().endswith("Settings unchanged.")


def test_a_change_applies_at_once_and_is_written_to_the_file() -> None:
    session, stream, reader = session_with([number("verbosity"), "full", number("rate"), "260", ""])
    settings_menu(session, StoredSettings())
    assert session.options.verbosity is Verbosity.FULL
    assert "Verbosity: full." in stream.getvalue()
    assert SettingsFile(settings_path()).load() == (Settings(verbosity="full", rate=260), [])
    assert "Speech rate:\n50 to 500.\nNow 200.\n" in stream.getvalue() and "New value (? explains) > " in reader.prompts


def test_refused_answers_say_what_is_allowed_and_change_nothing() -> None:
    session, stream, _ = session_with(
        ["42", "abc", number("rate"), "fast", "12.5", "9000", "", number("speech"), "loud", "", ""], lang="fr"
    )
    settings_menu(session, StoredSettings())
    text = stream.getvalue()
    count = len(SPECS)
    assert text.count(f"Tapez un numéro de 1 à {count},\nou Entrée pour revenir.\n") == 2
    assert "« fast » n'est pas un nombre.\nDébit de la voix : de 50 à 500.\n" in text
    assert "12.5 : nombre entier attendu.\nDébit de la voix : de 50 à 500.\n" in text
    assert "9000 hors limites.\nDébit de la voix : de 50 à 500.\n" in text
    assert "« loud » refusé.\nVoix : automatique, activée, lecteur d'écran, désactivée.\n" in text
    assert "Réglages inchangés." in text
    assert not settings_path().exists()  # nothing was changed, nothing written


def test_table_settings_take_effect_at_the_next_match() -> None:
    session, stream, _ = session_with([number("bot_level"), "difficile", number("rules"), "braille", ""], lang="fr")
    settings_menu(session, StoredSettings())
    assert stream.getvalue().count("Aux parties suivantes, pas à celle-ci.") == 2
    assert session.match.level is Level.NORMAL  # the match being played keeps its table
    stored = StoredSettings()
    assert (stored.settings.bot_level, stored.settings.rules) == ("hard", "braille")


def test_the_end_of_input_leaves_the_menu() -> None:
    session, _, _ = session_with([number("rate")])
    settings_menu(session, StoredSettings())  # returns, no exception


def test_a_faulty_file_is_kept_aside_when_the_menu_rewrites_it(tmp_path: Path) -> None:
    settings_path().write_text("rate = loud\nmy_note = 1\n")
    stored = StoredSettings()
    assert len(stored.problems) == 2
    session, stream, _ = session_with([number("volume"), "50", ""])
    settings_menu(session, stored)
    assert "Old settings file kept:" in stream.getvalue()
    kept = list(settings_path().parent.glob("settings.toml.bad-*"))
    assert len(kept) == 1 and kept[0].read_text() == "rate = loud\nmy_note = 1\n"
    assert StoredSettings().settings == Settings(volume=50)


def test_stored_settings_are_defaults_and_flags_win() -> None:
    settings_path().write_text('bots = 5\nbot_level = "hard"\nrules = "braille"\nverbosity = "full"\n'
                               'bot_pacing = 1.5\nhand_order = "number"\ntarget_score = 200\n')
    stored = StoredSettings()
    match, console = stored.apply(MatchOptions(), ConsoleOptions(lang="en"), given=set())
    assert (match.bots, match.level, match.rules, match.target) == (5, Level.HARD, "braille", 200)
    assert (console.verbosity, console.pace, console.order) == (Verbosity.FULL, 1.5, HandOrder.NUMBER)
    flags = MatchOptions(bots=2, level=Level.EASY)
    match, _ = stored.apply(flags, ConsoleOptions(lang="en"), given={"bots", "level"})
    assert (match.bots, match.level, match.rules) == (2, Level.EASY, "braille")


def test_changes_made_with_the_consoles_own_commands_are_remembered() -> None:
    stored = StoredSettings()
    console = ConsoleOptions(lang="en", pace=Settings().bot_pacing)  # as the program starts it: the defaults
    assert stored.remember(console, lambda *a, **k: "") == []  # nothing changed: nothing written
    assert not settings_path().exists()
    console.verbosity = Verbosity.FULL
    console.pace = 2.0
    stored.remember(console, lambda message_id, **args: message_id)
    assert StoredSettings().settings == Settings(verbosity="full", bot_pacing=2.0)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_stats_are_read_aloud(lang: str, tmp_path: Path) -> None:
    session, stream, _ = session_with([], lang=lang)
    store = SaveStore(tmp_path / "saves.db", durable=False)
    stats_command(session, store)
    expected = {"fr": "Aucune statistique", "en": "No statistics"}[lang]
    assert expected in stream.getvalue()


def test_values_given_by_flags_are_never_written_to_the_file() -> None:
    stored = StoredSettings()
    flags = ConsoleOptions(lang="en")
    flags.speech, flags.pace = "off", 3.0
    _, console = stored.apply(MatchOptions(), flags, given={"speech", "pace"})
    session, _, _ = session_with([number("rate"), "300", ""])
    session.options = console
    settings_menu(session, stored)
    assert stored.remember(console, lambda message_id, **args: message_id) == []
    assert StoredSettings().settings == Settings(rate=300)  # not speech off, not pace 3


def test_a_table_default_changed_in_the_menu_is_the_next_matchs_and_not_this_ones() -> None:
    """Issue 13: a changed default never carries silently into the running match; "play again" takes it."""
    session, stream, _ = session_with([number("rules"), "braille", ""])
    stored = StoredSettings()
    settings_menu(session, stored)
    assert session.match.rules == "official" and session.view.rules.name == "official"
    assert "For new matches, not this one." in stream.getvalue()
    following = stored.next_match(session.match)
    assert following.rules == "braille" and following.bots == session.match.bots
